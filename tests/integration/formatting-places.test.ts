import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/accounts/seed";
import { updateSettings } from "~/server/accounts/settings";
import { industryHistory, userReports } from "~/server/db/schema";
import { recordIndustryRead } from "~/server/industries/history";
import { apiJson, apiToken } from "~/tests/support/api-client";
import { appRequest } from "~/tests/support/app-handler";
import { routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Issue 18: every place a date or an amount is shown follows the user's settings (server/format).
 * One user saves EUR and YYYY-MM-DD; each place below is rendered through the app's real request
 * handler (or the API router) and must show "€" / 2026-03-09 style dates, never "$" or DD/MM/YYYY.
 * The list is docs/architecture.md "Formatting"; a new place belongs here too.
 */
const USER = "advisor.au";
const DD_MM_YYYY = /\b\d{2}[/-]\d{2}[/-]\d{4}\b/;
const ISO_DAY = /\b20\d{2}-\d{2}-\d{2}\b/;

/** The text a reader sees: no scripts (the hydration data repeats raw values), no tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

let H: RouteHarness;
let cookie: string;
beforeAll(async () => {
  H = await routeHarness();
  const userId = await H.userId(USER);
  await updateSettings(H.h.db, userId, {
    industry_classification: "anzsic",
    country_region: "au",
    currency: "EUR",
    date_format: "6",
    report_theme: "default",
  } as never);
  cookie = await H.cookieFor(USER);
  const cafe = await H.industryId("RC-4511-001");
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() - offset * 24 * 60 * 60 * 1000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  // Research this year (points statement, certificate), a view (dashboard list), an old report (its date).
  await recordIndustryRead(H.h.db, userId, cafe, iso(now), now);
  await H.h.db
    .insert(industryHistory)
    .values({ userId, industryId: cafe, firstViewedAt: day(3), lastAccessedOn: day(3) })
    .onConflictDoNothing();
  await H.h.db.insert(userReports).values({
    userId,
    industryId: cafe,
    kind: "tailored",
    name: "Old Cafe Report",
    customizations: [],
    createdAt: day(30),
    updatedAt: day(30),
  });
}, 180_000);
afterAll(async () => {
  await H?.close();
});

async function page(url: string) {
  const res = await appRequest(url, { cookie });
  expect(res.status, url).toBe(200);
  return visibleText(res.html ?? String(res.data));
}

describe("dates follow the date_format setting (YYYY-MM-DD)", () => {
  it("dashboard: recently viewed industries", async () => {
    const text = await page("/dashboard?recent=viewed");
    expect(text).toMatch(new RegExp(`RC-4511-001 ${ISO_DAY.source}`));
    expect(text).not.toMatch(DD_MM_YYYY);
  });

  it("dashboard: the points cards' period", async () => {
    const text = await page("/dashboard");
    const year = new Date().getFullYear();
    expect(text).toContain(`Current period: ${year}-01-01 – ${year}-12-31`);
  });

  it("dashboard: saved reports older than 6 days show their date", async () => {
    const text = await page("/dashboard?recent=reports");
    expect(text).toMatch(new RegExp(`Old Cafe Report ${ISO_DAY.source}`));
    expect(text).not.toMatch(DD_MM_YYYY);
  });

  it("points page: period ranges and the statement's list dates", async () => {
    const text = await page("/points?type=cip");
    const year = new Date().getFullYear();
    expect(text).toContain(`Current (${year}-01-01 - ${year}-12-31)`);
    expect(text).toMatch(new RegExp(`RC-4511-001[^]*?${ISO_DAY.source}`));
    expect(text).not.toMatch(DD_MM_YYYY);
  });

  it("certificate (print document of the PDF): period, issue date and the lists", async () => {
    const text = await page("/points/certificate/print?type=cip&period=current");
    const year = new Date().getFullYear();
    expect(text).toContain(`${year}-01-01 to ${year}-12-31`);
    expect(text).toMatch(new RegExp(`Date: ${ISO_DAY.source}`));
    expect(text).toMatch(new RegExp(`Cafe[^]*?${ISO_DAY.source}`));
    expect(text).not.toMatch(DD_MM_YYYY);
  });

  it("API: the points statement's list dates (human text) follow the setting", async () => {
    const token = await apiToken(H.h.db, USER, DEMO_PASSWORD);
    const res = await apiJson(H.h.db, "GET", "/user/points/cip", { token, ip: "10.2.2.2" });
    expect(res.status).toBe(200);
    const body = res.json as { industries: Array<{ code: string; date: string }> };
    expect(body.industries.find((i) => i.code === "RC-4511-001")?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("amounts follow the currency setting (EUR)", () => {
  const query =
    "calculate=1&type=sum_insured&sumInsured=500000&valueAtRisk=1000000&loss=250000&coInsurance=80";

  it("under-insurance calculator: input prefix and results", async () => {
    const text = await page(`/calculator/under-insurance?${query}`);
    expect(text).toContain("€156,250");
    expect(text).toContain("€93,750");
    expect(text).not.toContain("$");
  });

  it("report preview (the document the PDF prints): the under-insurance section", async () => {
    const cafe = await H.industryId("RC-4511-001");
    const text = await page(`/industries/${cafe}/risk-report/preview`);
    expect(text).toContain("€156,250");
    expect(text).not.toMatch(/\$\d/);
  });

  it("under-insurance print page", async () => {
    const text = await page(`/calculator/under-insurance/printing?${query}`);
    expect(text).toContain("€500,000");
    expect(text).toContain("€156,250");
    expect(text).not.toContain("$");
  });

  it("building cost (rates in AUD): the page and its print page show the code, never another symbol", async () => {
    const query =
      "country=au&state=QLD&industry=industrial&btype=warehouse&barea=2000&sfeature=carpark&smaterial=carpark_concrete_open&sarea=500&estimate=1";
    const text = await page(`/calculator/building-cost?${query}`);
    expect(text).toMatch(/Indicative rebuilding cost: AUD \d{1,3}(,\d{3})+/);
    expect(text).not.toContain("$");
    expect(text).not.toContain("€");
    const print = await page(`/calculator/building-cost/printing?${query}`);
    expect(print).toMatch(/Indicative rebuilding cost AUD \d{1,3}(,\d{3})+/);
    expect(print).not.toContain("$");
    expect(print).not.toContain("€");
  });
});
