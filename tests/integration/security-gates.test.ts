import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as profileRoute from "~/app/routes/app/account/user-profile";
import * as companyRoute from "~/app/routes/app/account/company-information";
import * as linkRoute from "~/app/routes/public/link";
import * as loginRoute from "~/app/routes/public/login";
import { DEMO_PASSWORD } from "~/server/accounts/seed";
import { imageResponse } from "~/server/accounts/image-response";
import { getAvatar } from "~/server/accounts/profile";
import { MAX_IMAGE_BYTES } from "~/server/accounts/messages";
import { safeRedirectTarget } from "~/app/lib/guard.server";
import { createHandoverToken } from "~/server/auth/sessions";
import { PNG_1X1 } from "~/tests/support/hostile";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Security gates of issue #11 that run in process: open redirects on every redirectTo, a fresh
 * session id on login, cookie flags (production), and hostile uploads (polyglots, wrong magic
 * bytes, 2 MB + 1 byte, zero bytes). Cross-site form posts are refused by server.ts before any
 * route runs: tests/e2e/csrf.spec.ts checks that over HTTP for every mutation route.
 */
const HOSTILE_TARGETS = [
  "//evil.example",
  "//evil.example/path",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/%2F%2Fevil.example",
  " //evil.example",
  "\t//evil.example",
  "/\t/evil.example",
  "evil.example",
  "/logout",
  "/login?redirectTo=//evil.example",
];

const isLocal = (target: string) => /^\/(?![/\\\t\s])/.test(target) && !/^\/log(in|out)/.test(target);

let H: RouteHarness;
beforeAll(async () => {
  H = await routeHarness();
}, 180_000);
afterAll(async () => {
  await H?.close();
});

describe("open redirects", () => {
  it.each(HOSTILE_TARGETS)("safeRedirectTarget(%j) stays on this site", (target) => {
    const out = safeRedirectTarget(target);
    expect(isLocal(out), out).toBe(true);
    expect(new URL(out, "http://app.test").host).toBe("app.test");
  });

  it.each(HOSTILE_TARGETS)("login with redirectTo=%j lands on this site", async (target) => {
    const out = await callRoute(loginRoute.action, {
      url: "/login",
      form: [
        ["username", "advisor.gb"],
        ["password", DEMO_PASSWORD],
        ["redirectTo", target],
      ],
    });
    expect(out.status).toBe(302);
    expect(new URL(out.location!, "http://app.test").host).toBe("app.test");
    expect(isLocal(out.location!), out.location!).toBe(true);
  });

  it("login and link keep a local redirectTo", async () => {
    const out = await callRoute(loginRoute.action, {
      url: "/login",
      form: [
        ["username", "advisor.gb"],
        ["password", DEMO_PASSWORD],
        ["redirectTo", "/points?tab=cip"],
      ],
    });
    expect(out.location).toBe("/points?tab=cip");
  });

  it.each(HOSTILE_TARGETS)("/link?token=…&redirectTo=%j lands on this site", async (target) => {
    const token = await createHandoverToken(H.h.db, await H.userId("advisor.gb"), {
      kind: "credentials",
      audience: "app.test",
    });
    const qs = new URLSearchParams({ token: Buffer.from(token).toString("base64"), redirectTo: target });
    const out = await callRoute(linkRoute.loader, { url: `/link?${qs}` });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/__session=/);
    expect(isLocal(out.location!), out.location!).toBe(true);
  });
});

describe("sessions and cookies", () => {
  it("login issues a new session id, whatever session cookie the browser already had", async () => {
    const before = await H.cookieFor("advisor.gb");
    const out = await callRoute(loginRoute.action, {
      url: "/login",
      cookie: before,
      form: [
        ["username", "advisor.gb"],
        ["password", DEMO_PASSWORD],
      ],
    });
    const after = out.headers.get("set-cookie")!.split(";")[0];
    expect(after).toMatch(/^__session=/);
    expect(after).not.toBe(before);
  });

  it("session cookie: HttpOnly, SameSite=Lax, Path=/, and Secure in production", async () => {
    const dev = await H.cookieFor("advisor.gb");
    expect(dev).toMatch(/^__session=/);
    const { getSessionCookie } = await import("~/app/lib/cookies.server");
    const flags = await getSessionCookie().serialize("x".repeat(43));
    expect(flags).toMatch(/HttpOnly/);
    expect(flags).toMatch(/SameSite=Lax/);
    expect(flags).toMatch(/Path=\//);

    vi.resetModules();
    const saved = { NODE_ENV: process.env.NODE_ENV, COOKIE_SECURE: process.env.COOKIE_SECURE };
    process.env.NODE_ENV = "production";
    process.env.APP_URL = "https://riskcoach.example"; // required in production
    delete process.env.COOKIE_SECURE;
    try {
      const fresh = await import("~/app/lib/cookies.server");
      const prod = await fresh.getSessionCookie().serialize("x".repeat(43));
      expect(prod).toMatch(/; Secure/);
      expect(prod).toMatch(/HttpOnly/);
      expect(prod).toMatch(/SameSite=Lax/);
      const flash = await fresh.flashCookie({ type: "info", message: "m" });
      expect(flash).toMatch(/; Secure/);
      expect(flash).toMatch(/HttpOnly/);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      delete process.env.APP_URL;
      if (saved.COOKIE_SECURE !== undefined) process.env.COOKIE_SECURE = saved.COOKIE_SECURE;
      vi.resetModules();
    }
  });
});

describe("hostile uploads (avatar and company logo)", () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const bytes = (head: number[], size: number, fill = 0x41) => {
    const b = new Uint8Array(size).fill(fill);
    b.set(head.slice(0, size));
    return b;
  };
  const html = new TextEncoder().encode(
    '<html><script>alert(1)</script><svg onload="alert(1)"></svg></html>',
  );
  // PNG magic bytes and then HTML: no image at all (uploads must decode, issue #23 item 7).
  const fakePolyglot = new Uint8Array([...PNG, ...html]);
  // A real PNG with HTML after its end: stored re-encoded, so the HTML is not kept.
  const polyglot = new Uint8Array([...PNG_1X1, ...html]);
  const cases: Array<[string, Uint8Array, string, boolean]> = [
    ["zero bytes", new Uint8Array(0), "avatar.png", false],
    [
      "wrong magic bytes (GIF named .png)",
      new TextEncoder().encode("GIF89a\x01\x00\x01\x00"),
      "a.png",
      false,
    ],
    ["SVG with script named .png", new TextEncoder().encode('<svg onload="alert(1)"/>'), "a.png", false],
    ["HTML named .jpg", new TextEncoder().encode("<html><script>alert(1)</script>"), "a.jpg", false],
    ["2 MB + 1 byte png", bytes(PNG, MAX_IMAGE_BYTES + 1), "big.png", false],
    ["exactly 2 MB png", bytes(PNG, MAX_IMAGE_BYTES), "big.png", false],
    ["PNG magic bytes followed by HTML", fakePolyglot, "p.png", false],
    [
      "PNG/HTML polyglot (stored re-encoded without the HTML, served as image/png with nosniff)",
      polyglot,
      "p.png",
      true,
    ],
  ];

  async function upload(
    route: typeof profileRoute | typeof companyRoute,
    field: string,
    data: Uint8Array,
    name: string,
    extra: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    form.set(field, new File([data as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
    // The logo form's action carries ?companyId= too, so an oversized file still names its company.
    const url =
      route === profileRoute
        ? "/account/user-profile"
        : `/account/company-information?companyId=${extra.companyId ?? ""}`;
    return callRoute(route.action, {
      url,
      cookie: await H.cookieFor("advisor.nz"),
      body: form,
      method: "POST",
    });
  }

  it.each(cases)("avatar: %s", async (_name, data, file, accepted) => {
    const out = await upload(profileRoute, "avatar", data, file);
    expect(out.status).toBeLessThan(500);
    if (accepted) {
      expect(out.status).toBe(302);
      const stored = await getAvatar(H.h.db, await H.userId("advisor.nz"));
      expect(stored?.mime).toBe("image/png");
      expect(stored!.bytes.includes(Buffer.from("<script"))).toBe(false);
      const res = imageResponse(new Request("http://app.test/account/avatar"), stored!);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    } else {
      expect(out.status).toBe(400);
      expect((out.body as { avatarError?: string }).avatarError).toBeTruthy();
    }
  });

  it.each(cases)("company logo: %s", async (_name, data, file, accepted) => {
    const page = await callRoute(companyRoute.loader, {
      url: "/account/company-information",
      cookie: await H.cookieFor("advisor.nz"),
    });
    const companyId = (page.body as { companies: Array<{ id: number; isPrimary: boolean }> }).companies.find(
      (c) => !c.isPrimary,
    )?.id;
    let id = companyId;
    if (!id) {
      await callRoute(companyRoute.action, {
        url: "/account/company-information",
        cookie: await H.cookieFor("advisor.nz"),
        form: [
          ["intent", "create"],
          ["name", "Upload Test Co"],
        ],
      });
      const again = await callRoute(companyRoute.loader, {
        url: "/account/company-information",
        cookie: await H.cookieFor("advisor.nz"),
      });
      id = (again.body as { companies: Array<{ id: number; isPrimary: boolean }> }).companies.find(
        (c) => !c.isPrimary,
      )!.id;
    }
    const out = await upload(companyRoute, "logo", data, file, { companyId: String(id) });
    expect(out.status).toBeLessThan(500);
    if (accepted) expect(out.status).toBe(302);
    else {
      expect(out.status).toBe(400);
      expect((out.body as { logoError?: string }).logoError).toBeTruthy();
    }
  });
});
