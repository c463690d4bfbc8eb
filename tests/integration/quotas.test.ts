import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shareRoute from "~/app/routes/app/report/share";
import * as tailoredRoute from "~/app/routes/app/report/tailored";
import { createSessionToken } from "~/server/auth/sessions";
import { reportShareLinks, userReports } from "~/server/db/schema";
import {
  MAX_LIVE_SHARE_LINKS_PER_REPORT,
  MAX_SAVED_REPORTS_PER_USER,
  QUOTA_MESSAGES,
} from "~/server/reports/quotas";
import { updateDraft } from "~/server/reports/store";
import { apiJson } from "~/tests/support/api-client";
import { toastOf } from "~/tests/support/hostile";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/** Issue #23 item 15: saved reports per user and live share links per report are bounded, web and API. */
let H: RouteHarness;
let userId: number;
let cookie: string;
let token: string;
let cafe: number;

beforeAll(async () => {
  H = await routeHarness();
  userId = await H.userId("advisor.au");
  cookie = await H.cookieFor("advisor.au");
  token = await createSessionToken(H.h.db, userId, { kind: "credentials", userAgent: "api:test" });
  cafe = await H.industryId("RC-4511-001");
}, 120_000);
afterAll(async () => {
  await H?.close();
});

const reportsOf = async () =>
  (await H.h.db.select({ n: count() }).from(userReports).where(eq(userReports.userId, userId)))[0].n;

/** Fills the user's reports up to `n` with rows written directly (the quota counts rows, not requests). */
async function fillTo(n: number) {
  const missing = n - (await reportsOf());
  if (missing <= 0) return;
  await H.h.db.insert(userReports).values(
    Array.from({ length: missing }, (_, i) => ({
      userId,
      industryId: cafe,
      kind: "tailored",
      name: `Filler ${i}`,
      sections: null,
      customizations: [{ section: "hazard_index", customization: '{"grouping":[],"comments":[]}' }],
    })),
  );
}

const webSave = async (name: string) => {
  // A new report each time: the draft no longer points at a saved one.
  await updateDraft(H.h.db, userId, cafe, "tailored", { reportId: null });
  return callRoute(tailoredRoute.action, {
    url: `/industries/${cafe}/report/tailored-report?step=preview`,
    cookie,
    params: { id: String(cafe) },
    form: [
      ["intent", "save"],
      ["insuredBusinessName", name],
    ],
  });
};

async function apiSave(body: object) {
  const res = await apiJson(H.h.db, "POST", "/user/reports", { token, body, ip: "10.5.5.5" });
  return { status: res.status, json: res.json as { id?: number; error?: string; message?: string } };
}

const customization = JSON.stringify({ grouping: [], comments: [] });

describe("quotas (issue #23 item 15)", () => {
  it(`saved reports stop at ${MAX_SAVED_REPORTS_PER_USER} per user on the web, with a clear message`, async () => {
    await fillTo(MAX_SAVED_REPORTS_PER_USER - 1);
    const last = await webSave("The last one");
    expect((await toastOf(last))?.message).toBe("Saved");
    expect(await reportsOf()).toBe(MAX_SAVED_REPORTS_PER_USER);
    const refused = await webSave("One too many");
    const toast = await toastOf(refused);
    expect(toast).toMatchObject({ type: "error", message: QUOTA_MESSAGES.reports });
    expect(await reportsOf()).toBe(MAX_SAVED_REPORTS_PER_USER);
    // Saving over an existing report is not a new one: still allowed at the limit.
    const [own] = await H.h.db.select().from(userReports).where(eq(userReports.name, "The last one"));
    await updateDraft(H.h.db, userId, cafe, "tailored", { reportId: own.id });
    const over = await callRoute(tailoredRoute.action, {
      url: `/industries/${cafe}/report/tailored-report?step=preview`,
      cookie,
      params: { id: String(cafe) },
      form: [
        ["intent", "save"],
        ["insuredBusinessName", "The last one (v2)"],
      ],
    });
    expect((await toastOf(over))?.message).toBe("Saved");
  });

  it("the API refuses a new report past the quota with 409 and the same message, and still updates", async () => {
    await fillTo(MAX_SAVED_REPORTS_PER_USER);
    const refused = await apiSave({
      industry_id: cafe,
      name: "API extra",
      customizations: [{ section: "hazard_index", customization }],
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: "quota_exceeded", message: QUOTA_MESSAGES.reports });
    expect(await reportsOf()).toBe(MAX_SAVED_REPORTS_PER_USER);
    const [own] = await H.h.db.select().from(userReports).where(eq(userReports.userId, userId)).limit(1);
    const updated = await apiSave({
      industry_id: cafe,
      report_id: own.id,
      name: "Renamed",
      customizations: [{ section: "hazard_index", customization }],
    });
    expect(updated.status).toBe(200);
  });

  it(`a report has at most ${MAX_LIVE_SHARE_LINKS_PER_REPORT} live share links; a revoked one frees a place`, async () => {
    const [report] = await H.h.db.select().from(userReports).where(eq(userReports.userId, userId)).limit(1);
    const create = () =>
      callRoute(shareRoute.action, {
        url: `/reports/${report.id}/share`,
        cookie,
        params: { reportId: String(report.id) },
        form: [["intent", "create"]],
      });
    for (let i = 0; i < MAX_LIVE_SHARE_LINKS_PER_REPORT; i++) expect((await create()).status).toBe(200);
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ created: null, message: QUOTA_MESSAGES.shareLinks });
    const live = await H.h.db.select().from(reportShareLinks).where(eq(reportShareLinks.reportId, report.id));
    expect(live).toHaveLength(MAX_LIVE_SHARE_LINKS_PER_REPORT);
    const revoke = await callRoute(shareRoute.action, {
      url: `/reports/${report.id}/share`,
      cookie,
      params: { reportId: String(report.id) },
      form: [
        ["intent", "revoke"],
        ["linkId", String(live[0].id)],
      ],
    });
    expect(revoke.status).toBe(200);
    expect((await create()).status).toBe(200);
  });
});
