import { inArray, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "~/server/accounts/messages";
import { createSessionToken } from "~/server/auth/sessions";
import { industries, industryHistory } from "~/server/db/schema";
import { TRIAL_UPGRADE_MESSAGE } from "~/server/industries/access";
import { lockoutMessage, searchLimit } from "~/server/industries/history";
import { apiJson } from "~/tests/support/api-client";
import { routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * The web's gates hold for /api/v2 too (issue 23 items 2 and 10): a user who has not agreed to the
 * terms of use gets only the terms answers (GET /user, POST /user/toc, DELETE /token); a trial user
 * only the trial set; a user past the search limit is refused a new industry; and report kinds
 * follow the one policy (server/policy/policy.ts report.*), as the web builders do.
 */
let H: RouteHarness;
let cafe: number;
let nursery: number;
beforeAll(async () => {
  H = await routeHarness();
  cafe = await H.industryId("RC-4511-001");
  nursery = await H.industryId("RC-1174-001");
}, 180_000);
afterAll(async () => {
  await H?.close();
});

async function token(user: string) {
  return createSessionToken(H.h.db, await H.userId(user), { kind: "credentials", userAgent: "api:test" });
}

async function call(method: string, path: string, bearer: string, body?: unknown) {
  const res = await apiJson(H.h.db, method, path, { token: bearer, body, host: "app.test" });
  return { status: res.status, json: res.json as Record<string, unknown> };
}

describe("terms of use not accepted (newuser.au)", () => {
  const refused = () => [
    ["GET", `/industries/${cafe}`],
    ["GET", `/industries/${cafe}/hazard_index/au`],
    ["GET", `/industries/${cafe}/checklist`],
    ["GET", "/industries?q=cafe"],
    ["GET", "/taxonomies"],
    ["GET", "/insurance_classes"],
    ["GET", "/user/reports"],
    ["GET", "/user/history/industries"],
    ["GET", "/user/profile"],
    ["GET", "/user/settings"],
    ["GET", "/user/points"],
    ["GET", "/courses"],
  ];

  it("every data endpoint answers 403 terms_not_accepted", async () => {
    const t = await token("newuser.au");
    for (const [method, path] of refused()) {
      const res = await call(method, path, t);
      expect(res.status, path).toBe(403);
      expect(res.json, path).toEqual({
        error: "terms_not_accepted",
        message: ACCOUNT_MESSAGES.termsRequired,
      });
    }
  });

  it("GET /user tells the client to ask; POST /user/toc answers; then the data opens", async () => {
    const t = await token("newuser.au");
    const me = await call("GET", "/user", t);
    expect(me.status).toBe(200);
    expect(me.json.is_user_accepted_toc).not.toBe(true);
    expect((await call("POST", "/user/toc", t, { is_accepted: true })).status).toBe(200);
    expect((await call("GET", `/industries/${cafe}`, t)).status).toBe(200);
  });
});

describe("industry access, as on the web", () => {
  it("trial.au: an industry outside the trial set is 403, a trial industry opens", async () => {
    const t = await token("trial.au");
    const other = await call("GET", `/industries/${nursery}/hazard_index/au`, t);
    expect(other).toEqual({ status: 403, json: { error: "forbidden", message: TRIAL_UPGRADE_MESSAGE } });
    expect((await call("GET", `/industries/${cafe}/hazard_index/au`, t)).status).toBe(200);
  });

  it("a user past the search limit is refused a new industry (429) and the token ends", async () => {
    const userId = await H.userId("advisor.others");
    const others = await H.h.db
      .select({ id: industries.id })
      .from(industries)
      .where(not(inArray(industries.id, [cafe, nursery])))
      .limit(searchLimit().maxIndustries);
    await H.h.db.insert(industryHistory).values(others.map((o) => ({ userId, industryId: o.id })));
    const t = await token("advisor.others");
    const res = await call("GET", `/industries/${nursery}/exposures/au`, t);
    expect(res).toEqual({ status: 429, json: { error: "search_limit", message: lockoutMessage() } });
    expect((await call("GET", "/user", t)).status).toBe(401);
  });
});

describe("report kinds by role (policy report.*)", () => {
  const save = (section: "hazard_index" | "hazard_index_underwriter") => ({
    industry_id: cafe,
    name: `API ${section}`,
    customizations: [
      {
        section,
        customization: JSON.stringify(
          section === "hazard_index" ? { grouping: [], comments: [] } : { classes: [] },
        ),
      },
    ],
  });

  it("an advisor may not save an underwriter report; a tailored one is saved", async () => {
    const t = await token("advisor.au");
    expect((await call("POST", "/user/reports", t, save("hazard_index_underwriter"))).status).toBe(404);
    const both = save("hazard_index");
    both.customizations.push(save("hazard_index_underwriter").customizations[0]);
    expect((await call("POST", "/user/reports", t, both)).status).toBe(404);
    expect((await call("POST", "/user/reports", t, save("hazard_index"))).status).toBe(201);
  });

  it("an underwriter may not save a tailored report; an underwriter report is saved", async () => {
    const t = await token("underwriter.au");
    expect((await call("POST", "/user/reports", t, save("hazard_index"))).status).toBe(404);
    expect((await call("POST", "/user/reports", t, save("hazard_index_underwriter"))).status).toBe(201);
  });
});
