import { and, eq, inArray, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_API_KEY } from "~/server/api/http";
import { handleApi } from "~/server/api/router";
import { createSessionToken } from "~/server/auth/sessions";
import { industries, industryHistory } from "~/server/db/schema";
import { NOT_OPENED_MESSAGE } from "~/server/industries/access";
import { searchLimit } from "~/server/industries/history";
import { appRequest } from "~/tests/support/app-handler";
import { routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Issue 23 item 3 (second half): an <img>, <iframe>, prefetch or prerender aimed at an industry
 * page, sent by the viewer's browser with the viewer's cookie (a shared report's comment, an email,
 * another site), must never count as an industry open: no history row, no "industries researched"
 * points, no step toward the search limit, no lockout and logout. Only the user's own visit (a
 * top-level navigation or its `.data` request) or an explicit API call counts. A passive request is
 * not a way around the limit either: it reads only an industry already counted.
 */
const IMAGE = { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site" };
const IFRAME = { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" };
const PREFETCH = {
  "sec-fetch-dest": "empty",
  "sec-fetch-mode": "no-cors",
  "sec-fetch-site": "same-origin",
  "sec-purpose": "prefetch",
};
const PRERENDER = {
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "same-origin",
  "sec-purpose": "prefetch;prerender",
};
const NAVIGATE = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "none" };
const CLIENT_DATA = { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" };
const PASSIVE: Array<[string, Record<string, string>]> = [
  ["image", IMAGE],
  ["iframe", IFRAME],
  ["prefetch", PREFETCH],
  ["prerender", PRERENDER],
];

let H: RouteHarness;
let ids: number[];
beforeAll(async () => {
  H = await routeHarness();
  ids = (await H.h.db.select({ id: industries.id }).from(industries).orderBy(industries.id).limit(20)).map(
    (r) => r.id,
  );
}, 180_000);
afterAll(async () => {
  await H?.close();
});

async function history(user: string) {
  return H.h.db
    .select({ industryId: industryHistory.industryId, views: industryHistory.views })
    .from(industryHistory)
    .where(eq(industryHistory.userId, await H.userId(user)));
}

describe("passive requests count nothing", () => {
  it.each(PASSIVE)(
    "%s of an industry page or its .data: refused, nothing recorded",
    async (_kind, headers) => {
      const cookie = await H.cookieFor("advisor.au");
      const before = await history("advisor.au");
      for (const url of [
        `/industries/${ids[0]}/hazard-index`,
        `/industries/${ids[0]}/hazard-index.data?_routes=routes/app/industries/hazard-index`,
        `/industries/${ids[0]}/risk-report/preview`,
        `/industries/${ids[0]}/risk-report/download`,
      ]) {
        const res = await appRequest(url, { cookie, headers });
        expect(res.status, url).toBe(403);
        expect(JSON.stringify(res.data ?? res.html), url).toContain(NOT_OPENED_MESSAGE);
        expect(res.headers.get("set-cookie") ?? "", url).not.toMatch(/__session=;/);
      }
      expect(await history("advisor.au")).toEqual(before);
    },
  );

  it("a top-level navigation counts; a client navigation's .data request counts", async () => {
    const cookie = await H.cookieFor("advisor.au");
    const page = await appRequest(`/industries/${ids[1]}/hazard-index`, { cookie, headers: NAVIGATE });
    expect(page.status).toBe(200);
    const data = await appRequest(`/industries/${ids[2]}/codes.data?_routes=routes/app/industries/codes`, {
      cookie,
      headers: CLIENT_DATA,
    });
    expect(data.status).toBe(200);
    const counted = (await history("advisor.au")).map((h) => h.industryId);
    expect(counted).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    expect(counted).not.toContain(ids[0]);
  });

  it.each(PASSIVE)(
    "%s of an industry already counted: answered, and no further write",
    async (_kind, headers) => {
      const cookie = await H.cookieFor("advisor.au");
      const before = await history("advisor.au");
      const res = await appRequest(`/industries/${ids[1]}/codes.data?_routes=routes/app/industries/codes`, {
        cookie,
        headers,
      });
      expect(res.status).toBe(200);
      expect(await history("advisor.au")).toEqual(before);
    },
  );

  it("an explicit API call counts", async () => {
    const token = await createSessionToken(H.h.db, await H.userId("advisor.au"), { kind: "credentials" });
    const res = await handleApi(
      new Request(`http://app.test/api/v2/industries/${ids[3]}`, {
        headers: { authorization: `Bearer ${token}`, "x-api-key": DEFAULT_API_KEY, ...IMAGE },
      }),
      H.h.db,
    );
    expect(res.status).toBe(200);
    expect((await history("advisor.au")).map((h) => h.industryId)).toContain(ids[3]);
  });
});

describe("a user at the search limit", () => {
  beforeAll(async () => {
    // advisor.nz has opened as many industries as the limit allows, none of ids[0..4].
    const limit = searchLimit().maxIndustries;
    const others = await H.h.db
      .select({ id: industries.id })
      .from(industries)
      .where(not(inArray(industries.id, ids.slice(0, 5))))
      .limit(limit);
    const userId = await H.userId("advisor.nz");
    await H.h.db.insert(industryHistory).values(others.map((o) => ({ userId, industryId: o.id })));
  });

  it.each(PASSIVE)("is not locked out or logged out by a %s of a new industry", async (_kind, headers) => {
    const cookie = await H.cookieFor("advisor.nz");
    const res = await appRequest(`/industries/${ids[4]}/hazard-index`, { cookie, headers });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/__session=;/);
    // The session still works: the dashboard answers, not the landing page.
    const dashboard = await appRequest("/dashboard", { cookie, headers: NAVIGATE });
    expect(dashboard.status).toBe(200);
    const row = await H.h.db
      .select()
      .from(industryHistory)
      .where(
        and(eq(industryHistory.userId, await H.userId("advisor.nz")), eq(industryHistory.industryId, ids[4])),
      );
    expect(row).toEqual([]);
  });

  it("is locked out by their own visit of a new industry, and again on the next try", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await appRequest(`/industries/${ids[4]}/hazard-index`, {
        cookie: await H.cookieFor("advisor.nz"),
        headers: NAVIGATE,
      });
      expect(res.status).toBe(429);
      expect(res.headers.get("set-cookie")).toMatch(/__session=;/);
    }
  });
});
