import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companyRoute from "~/app/routes/app/account/company-information";
import * as profileRoute from "~/app/routes/app/account/user-profile";
import * as sharedRoute from "~/app/routes/public/shared-report";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { API_MEDIA_TYPE, DEFAULT_API_KEY } from "~/server/api/http";
import { handleApi } from "~/server/api/router";
import { createSessionToken } from "~/server/auth/sessions";
import { userReports } from "~/server/db/schema";
import { createShareLink } from "~/server/reports/store";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Issue 18: 'About Me' and 'About Us' are plain text. What a user types comes back as text in the
 * form and the API, HTML sent in is stored as the text it showed, and pages show it escaped with its
 * paragraphs and line breaks.
 */
const TYPED = "Hello <b>world</b>\nsecond line\n\nNew para & a < b";
const TEXT = "Hello world\nsecond line\n\nNew para & a < b";

let H: RouteHarness;
let token: string;
let cookie: string;

beforeAll(async () => {
  H = await routeHarness();
  const id = await H.userId("advisor.au");
  token = await createSessionToken(H.h.db, id, { kind: "credentials", userAgent: "api:test" });
  cookie = await H.cookieFor("advisor.au");
}, 120_000);
afterAll(async () => {
  await H?.close();
});

async function api(method: string, path: string, body?: unknown) {
  const headers = new Headers({ accept: API_MEDIA_TYPE, "x-api-key": DEFAULT_API_KEY });
  headers.set("authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await handleApi(
    new Request(`http://api.test/api/v2${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    H.h.db,
    "10.4.4.5",
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe("plain-text About Me and About Us", () => {
  it("the profile form stores text and gives it back as text", async () => {
    const saved = await callRoute(profileRoute.action, {
      url: "/account/user-profile",
      cookie,
      form: [
        ["intent", "save"],
        ["personName", "Alex"],
        ["description", TYPED],
      ],
    });
    expect(saved.status).toBe(302);
    const page = await callRoute(profileRoute.loader, { url: "/account/user-profile", cookie });
    expect((page.body as { values: Record<string, string> }).values.description).toBe(TEXT);
  });

  it("the API takes and returns text (profile and company)", async () => {
    const put = await api("PUT", "/user/profile", { person_name: "Alex", description: TYPED });
    expect(put.status).toBe(200);
    expect(put.json.description).toBe(TEXT);
    expect((await api("GET", "/user/profile")).json.description).toBe(TEXT);
    // Text without markup is kept exactly.
    const plain = await api("PUT", "/user/profile", { person_name: "Alex", description: TEXT });
    expect(plain.json.description).toBe(TEXT);

    const created = await api("POST", "/user/companies", { name: "Second Co", description: TYPED });
    expect(created.status).toBe(201);
    expect(created.json.description).toBe(TEXT);
    const page = await callRoute(companyRoute.loader, { url: "/account/company-information", cookie });
    const companies = (page.body as { companies: Array<{ name: string; description: string }> }).companies;
    expect(companies.find((c) => c.name === "Second Co")?.description).toBe(TEXT);
  });

  it("reports show it escaped, a paragraph per blank line, line breaks kept", async () => {
    await api("PUT", "/user/profile", { person_name: "Alex", description: TYPED });
    const userId = await H.userId("advisor.au");
    const [row] = await H.h.db
      .insert(userReports)
      .values({
        userId,
        industryId: await H.industryId("RC-4511-001"),
        kind: "quick",
        name: "About test",
        sections: null,
        customizations: [],
      })
      .returning({ id: userReports.id });
    const link = (await createShareLink(H.h.db, userId, row.id)) as { token?: string } | null;
    if (!link?.token) throw new Error("no share link");
    const out = await callRoute(sharedRoute.loader, {
      url: `/shared/reports/${link.token}`,
      params: { token: link.token },
    });
    const { doc, sections } = out.body as Parameters<typeof ReportDocument>[0];
    expect(doc.advisor?.description).toBe(TEXT);
    const html = renderToStaticMarkup(createElement(ReportDocument, { doc, sections }));
    expect(html).toContain(
      '<p class="whitespace-pre-line">Hello world\nsecond line</p><p class="whitespace-pre-line">New para &amp; a &lt; b</p>',
    );
    expect(html).not.toContain("<b>");
  });
});
