import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeHarness, type RouteHarness } from "~/tests/support/routes";
import { loadCurrentUser } from "../accounts/viewer";
import { industryReads } from "../db/schema";
import { recordIndustryRead } from "../industries/history";
import { localDate } from "../format/format";
import { badgeTotals } from "./points";

/**
 * The header badge (decision 0012): kept per user, dropped at once when this process records
 * activity that earns points, and read again after at most 30 s for activity it did not see.
 */
describe("points badge", () => {
  let t: RouteHarness;
  beforeAll(async () => {
    t = await routeHarness();
  }, 120_000);
  afterAll(() => t.close());

  it("shows an industry researched here at once, and one recorded elsewhere within 30 s", async () => {
    const userId = await t.userId("advisor.au");
    const user = (await loadCurrentUser(t.h.db, userId))!;
    const now = new Date();
    const before = await badgeTotals(user, now);
    expect(Object.keys(before).sort()).toEqual(["cip", "cpd"]);

    // Risk content read through the app: the badge is read again on the next page.
    const cafe = await t.industryId("RC-4511-001");
    const day = localDate(now, "Australia/Sydney");
    expect(await recordIndustryRead(t.h.db, userId, cafe, day, now)).toBe(true);
    const afterOpen = await badgeTotals(user, new Date(now.getTime() + 1_000));
    expect(afterOpen.cip).toBeCloseTo((before.cip ?? 0) + 0.25);

    // Written by another app server (nothing told this process): still the kept totals...
    const bakery = await t.industryId("RC-1174-001");
    await t.h.db.insert(industryReads).values({ userId, industryId: bakery, readOn: day, readAt: now });
    expect(await badgeTotals(user, new Date(now.getTime() + 2_000))).toEqual(afterOpen);
    // ...until they are 30 s old.
    const later = await badgeTotals(user, new Date(now.getTime() + 32_000));
    expect(later.cip).toBeCloseTo((afterOpen.cip ?? 0) + 0.25);
  });

  it("is not shown outside au and nz", async () => {
    const user = (await loadCurrentUser(t.h.db, await t.userId("advisor.gb")))!;
    expect(await badgeTotals(user)).toEqual({});
  });
});
