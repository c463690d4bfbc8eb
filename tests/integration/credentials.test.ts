import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as linkRoute from "~/app/routes/public/link";
import { createUser } from "~/server/accounts/users";
import { DEFAULT_API_KEY } from "~/server/api/http";
import { handleApi } from "~/server/api/router";
import { getSessionCookie } from "~/app/lib/cookies.server";
import { forgetRequest, getSignedIn, INTERNAL_REQUEST_HEADER } from "~/app/lib/guard.server";
import { createHandoverToken, createSessionToken, HANDOVER_TTL_MS } from "~/server/auth/sessions";
import { startSession } from "~/app/lib/session.server";
import { resetEnvCache } from "~/server/config/env";
import type { DbHandle } from "~/server/db/client";
import { encodeUrlToken, encryptLink } from "~/server/platform/linkgen";
import { freshDatabase } from "~/tests/support/db";
import { callRoute } from "~/tests/support/routes";

/**
 * Issue 23 item 9: web session, API token and handover (link) token are three credentials; each
 * works only where it belongs. Before, /link?token=<base64 of any access token> signed a browser in
 * and a web session id worked as an API token (and the other way round).
 */
const DB_KEY = Symbol.for("riskcoach.db");
const SECRET = Buffer.alloc(32, 9);
let h: DbHandle;
let userId: number;

beforeAll(async () => {
  process.env.LINKGEN_SECRETS = `acme:${SECRET.toString("base64")}`;
  resetEnvCache();
  h = await freshDatabase("pglite");
  userId = await createUser(h.db, {
    userName: "cred.alice",
    password: "a-long-password-1",
    personName: "Alice",
    email: "alice@example.com",
    country: "au",
    companyName: "A Co",
    acceptedToc: true,
  });
  (globalThis as Record<symbol, unknown>)[DB_KEY] = Promise.resolve(h);
});
afterAll(async () => {
  (globalThis as Record<symbol, unknown>)[DB_KEY] = undefined;
  delete process.env.LINKGEN_SECRETS;
  resetEnvCache();
  await h.close();
});

const api = (token: string) =>
  handleApi(
    new Request("http://app.test/api/v2/user", {
      headers: {
        accept: "application/json;v=2.0",
        "x-api-key": DEFAULT_API_KEY,
        authorization: `Bearer ${token}`,
      },
    }),
    h.db,
    "10.5.5.5",
  );

const link = (query: Record<string, string>, host = "app.test") =>
  callRoute(linkRoute.loader, {
    url: `http://${host}/link?${new URLSearchParams(query)}`,
    headers: { Host: host },
  });

const signsIn = (out: { status: number; headers: Headers }) =>
  out.status === 302 && /__session=[^;]+/.test(out.headers.get("set-cookie") ?? "");

describe("three credentials, kept apart", () => {
  it("an API token opens the API", async () => {
    const token = await createSessionToken(h.db, userId, { userAgent: "api:test" });
    expect((await api(token)).status).toBe(200);
  });

  it("an API token is refused at /link (no sign-in by URL with someone's access token)", async () => {
    const token = await createSessionToken(h.db, userId, { userAgent: "api:test" });
    const out = await link({ token: encodeUrlToken(token), redirectTo: "/dashboard" });
    expect(out.status).toBe(302);
    expect(out.location).toBe("/");
    expect(signsIn(out)).toBe(false);
    // ...and was not spent by the attempt.
    expect((await api(token)).status).toBe(200);
  });

  it("a web session id is refused as an API bearer token", async () => {
    const cookie = await startSession(h.db, userId);
    const raw = (await getSessionCookie().parse(cookie.split(";")[0])) as string;
    expect(raw.length).toBeGreaterThan(20);
    expect((await api(raw)).status).toBe(401);
  });

  it("an API token is refused as a session cookie", async () => {
    const token = await createSessionToken(h.db, userId, { userAgent: "api:test" });
    const cookie = (await getSessionCookie().serialize(token)).split(";")[0];
    const request = new Request("http://app.test/dashboard", { headers: { Cookie: cookie } });
    expect(await getSignedIn(request)).toBeNull();
  });

  it("the loaders of one request share one lookup, which is forgotten when its response closes", async () => {
    const cookie = (await startSession(h.db, userId)).split(";")[0];
    const request = () =>
      new Request("http://app.test/dashboard", {
        headers: { Cookie: cookie, [INTERNAL_REQUEST_HEADER]: "request-1" },
      });
    const first = getSignedIn(request());
    expect(getSignedIn(request())).toBe(first);
    expect((await first)?.user.id).toBe(userId);
    forgetRequest("request-1");
    const again = getSignedIn(request());
    expect(again).not.toBe(first);
    expect((await again)?.user.id).toBe(userId);
  });

  it("a web session id is refused at /link", async () => {
    const cookie = await startSession(h.db, userId);
    const raw = (await getSessionCookie().parse(cookie.split(";")[0])) as string;
    expect(signsIn(await link({ token: encodeUrlToken(raw) }))).toBe(false);
  });

  it("a handover token signs in once, only on the host it was minted for, and not as API or cookie", async () => {
    const token = await createHandoverToken(h.db, userId, { kind: "credentials", audience: "nz.app.test" });
    expect((await api(token)).status).toBe(401);
    const asCookie = (await getSessionCookie().serialize(token)).split(";")[0];
    expect(
      await getSignedIn(new Request("http://nz.app.test/", { headers: { Cookie: asCookie } })),
    ).toBeNull();
    expect(signsIn(await link({ token: encodeUrlToken(token) }, "evil.example"))).toBe(false);
    const first = await link({ token: encodeUrlToken(token), redirectTo: "/industries" }, "nz.app.test");
    expect(signsIn(first)).toBe(true);
    expect(first.location).toBe("/industries");
    // The browser's new session is a web session of its own.
    const browser = first.headers.get("set-cookie")!.split(";")[0];
    expect(
      (await getSignedIn(new Request("http://nz.app.test/dashboard", { headers: { Cookie: browser } })))?.user
        .id,
    ).toBe(userId);
    expect(signsIn(await link({ token: encodeUrlToken(token) }, "nz.app.test"))).toBe(false);
  });

  it("a handover token expires within minutes", async () => {
    expect(HANDOVER_TTL_MS).toBeLessThanOrEqual(5 * 60 * 1000);
    const token = await createHandoverToken(h.db, userId, { kind: "credentials", audience: "nz.app.test" });
    const { sessions } = await import("~/server/db/schema");
    const { sql } = await import("drizzle-orm");
    await h.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`purpose = 'handover'`);
    expect(signsIn(await link({ token: encodeUrlToken(token) }, "nz.app.test"))).toBe(false);
  });

  it("a partner's generated link works on its own site and the main site, not on another partner's", async () => {
    const make = (nonce: string) =>
      encryptLink(SECRET, { user: "cred.alice", exp: Math.floor(Date.now() / 1000) + 300, nonce });
    expect(
      signsIn(await link({ key: "acme", EncryptedData: make("nonce-beacon-1") }, "beacon.riskcoach.example")),
    ).toBe(false);
    expect(
      signsIn(await link({ key: "acme", EncryptedData: make("nonce-acme-1") }, "acme.riskcoach.example")),
    ).toBe(true);
    expect(signsIn(await link({ key: "acme", EncryptedData: make("nonce-main-1") }, "app.test"))).toBe(true);
  });

  it("a generated link is exchanged for a LinkGen API token at /api/v2/token; the browser session it opens is not one", async () => {
    const data = encryptLink(SECRET, {
      user: "cred.alice",
      exp: Math.floor(Date.now() / 1000) + 300,
      nonce: "nonce-api-grant-1",
    });
    const grant = await handleApi(
      new Request("http://app.test/api/v2/token", {
        method: "POST",
        headers: {
          accept: "application/json;v=2.0",
          "x-api-key": DEFAULT_API_KEY,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          grant_type: "link_generator",
          key: "acme",
          encrypted_data: data,
          client_id: "partner-app",
        }),
      }),
      h.db,
      "10.5.5.5",
    );
    expect(grant.status).toBe(200);
    const body = (await grant.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe("LinkGen");
    const withHeader = (scheme: string, token: string) =>
      handleApi(
        new Request("http://app.test/api/v2/user", {
          headers: {
            accept: "application/json;v=2.0",
            "x-api-key": DEFAULT_API_KEY,
            authorization: `${scheme} ${token}`,
          },
        }),
        h.db,
        "10.5.5.5",
      );
    expect((await withHeader("LinkGen", body.access_token)).status).toBe(200);
    // A browser that entered by a generated link holds a linkgen web session: not an API token.
    const entered = await link({
      key: "acme",
      EncryptedData: encryptLink(SECRET, {
        user: "cred.alice",
        exp: Math.floor(Date.now() / 1000) + 300,
        nonce: "nonce-browser-2",
      }),
    });
    expect(signsIn(entered)).toBe(true);
    const raw = (await getSessionCookie().parse(entered.headers.get("set-cookie")!.split(";")[0])) as string;
    expect((await withHeader("LinkGen", raw)).status).toBe(401);
    // The same link cannot be exchanged twice.
    expect(
      (
        await handleApi(
          new Request("http://app.test/api/v2/token", {
            method: "POST",
            headers: { "x-api-key": DEFAULT_API_KEY, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              grant_type: "link_generator",
              key: "acme",
              encrypted_data: data,
              client_id: "partner-app",
            }),
          }),
          h.db,
          "10.5.5.5",
        )
      ).status,
    ).toBe(400);
  });
});
