import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companyRoute from "~/app/routes/app/account/company-information";
import * as relatedRoute from "~/app/routes/app/industries/related";
import { createCompany } from "~/server/accounts/companies";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Pages get policy decisions from their loaders (server/policy/policy.ts), never a rule of their own:
 * the company cards' canEdit (mayEditCompany) and the related industries' open (mayOpenIndustry).
 */
let H: RouteHarness;
let cafe: number;

beforeAll(async () => {
  H = await routeHarness();
  cafe = await H.industryId("RC-4511-001");
  for (const user of ["advisor.au", "admin.au"])
    await createCompany(H.h.db, await H.userId(user), { name: `${user} second`, description: "" });
}, 180_000);
afterAll(async () => {
  await H?.close();
});

type Card = { id: number; isPrimary: boolean; canEdit: boolean };
const cards = async (user: string) =>
  (
    (
      await callRoute(companyRoute.loader, {
        url: "/account/company-information",
        cookie: await H.cookieFor(user),
      })
    ).body as { companies: Card[] }
  ).companies;

describe("company information", () => {
  it("a CompanyAdmin may edit the primary company; anyone else only the others", async () => {
    for (const [user, primary] of [
      ["admin.au", true],
      ["advisor.au", false],
    ] as const) {
      const list = await cards(user);
      expect(list.find((c) => c.isPrimary)?.canEdit, user).toBe(primary);
      expect(list.find((c) => !c.isPrimary)?.canEdit, user).toBe(true);
    }
  });

  it("the action follows the same rule for the primary company", async () => {
    for (const [user, status] of [
      ["admin.au", 302],
      ["advisor.au", 404],
    ] as const) {
      const primary = (await cards(user)).find((c) => c.isPrimary)!;
      const out = await callRoute(companyRoute.action, {
        url: "/account/company-information",
        cookie: await H.cookieFor(user),
        form: [
          ["intent", "update"],
          ["companyId", String(primary.id)],
          ["description", "About us."],
        ],
      });
      expect(out.status, user).toBe(status);
    }
  });
});

describe("related industries", () => {
  type Row = { code: string; inTrial: boolean; open: boolean };
  const rows = async (user: string) =>
    (
      (
        await callRoute(relatedRoute.loader, {
          url: `/industries/${cafe}/related-industries`,
          cookie: await H.cookieFor(user),
          params: { id: String(cafe) },
        })
      ).body as { rows: Row[] }
    ).rows;

  it("a trial user's links open only industries of the trial set; others' all open", async () => {
    const trial = await rows("trial.au");
    expect(trial.some((r) => !r.inTrial)).toBe(true);
    for (const r of trial) expect(r.open, r.code).toBe(r.inTrial);
    const advisor = await rows("advisor.au");
    expect(advisor.length).toBe(trial.length);
    expect(advisor.every((r) => r.open)).toBe(true);
  });
});
