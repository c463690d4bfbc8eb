import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, login } from "./fixtures";

/**
 * The page lists of the sweeps (tests/e2e/a11y.spec.ts: axe; tests/e2e/console-csp.spec.ts: console
 * errors, CSP violations, failed subresources). A helper module, not a spec, so both can import it.
 */
export const PRINT_UNDER_INSURANCE =
  "/calculator/under-insurance/printing?type=co_insurance&sumInsured=500000&valueAtRisk=800000&loss=100000&coInsurance=80&calculate=1";
export const PRINT_BUILDING_COST =
  "/calculator/building-cost/printing?country=au&state=QLD&industry=industrial&btype=warehouse&barea=2000&sfeature=carpark&smaterial=carpark_concrete_open&sarea=500&estimate=1";

export const PUBLIC = [
  "/",
  "/login",
  "/reset-password",
  "/reset-password/not-a-real-token",
  "/privacy-policy",
  "/terms-and-conditions",
  "/no-such-page",
];

export async function linkHref(page: Page, url: string, selector: string) {
  await page.goto(url);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `${selector} on ${url}`).toBeTruthy();
  return href!.split("?")[0].split("#")[0];
}

export async function appPages(page: Page): Promise<string[]> {
  const industry = (
    await linkHref(page, "/industries/search?q=cafe", 'a[href^="/industries/"]:has-text("RC-4511-001")')
  )
    .split("/")
    .slice(0, 3)
    .join("/");
  const quizIndustry = (
    await linkHref(
      page,
      "/industries/search?q=RC-1174-001",
      'a[href^="/industries/"]:has-text("RC-1174-001")',
    )
  )
    .split("/")
    .slice(0, 3)
    .join("/");
  const course = (
    await linkHref(page, "/courses/browse", 'main a[href^="/courses/"]:not([href^="/courses/browse"])')
  )
    .split("/")
    .slice(0, 3)
    .join("/");
  const article = await linkHref(page, "/general-info", 'main a[href^="/general-info/"]');
  const sub = [
    "",
    "/hazard-index",
    "/natcat-profile",
    "/significant-exposures",
    "/materials-equipments",
    "/risk-checklist",
    "/risk-assessment",
    "/risk-description",
    "/related-industries",
    "/codes",
    "/endorsements",
    "/media",
    "/media?type=video",
    "/media?type=video&item=0",
    "/report/quick-report",
    "/report/tailored-report",
    "/report/tailored-report?step=preview",
    "/risk-report/preview",
    "/risk-report/preview?kind=tailored",
  ];
  return [
    "/dashboard",
    "/industries/search?q=cafe",
    "/industries/browse",
    ...sub.map((s) => industry + s),
    `${quizIndustry}/quiz`,
    "/general-info",
    article,
    "/courses/browse",
    `${course}/guide`,
    `${course}/content`,
    `${course}/quiz`,
    "/test-your-knowledge",
    "/points",
    "/points/certificate/print",
    "/calculator/under-insurance",
    // Print pages answer 404 without a complete calculation.
    PRINT_UNDER_INSURANCE,
    "/calculator/building-cost",
    PRINT_BUILDING_COST,
    "/natcat",
    "/account/user-profile",
    "/account/company-information",
    "/account/settings",
    "/no-such-page",
    `${industry}/no-such-tab`,
  ];
}

/** The second e2e server, in the natcat app theme. */
export { NATCAT_URL } from "./servers";

/** Signs in one of the e2e users (tests/support/e2e-fixtures.ts). */
export async function loginAs(page: Page, user: string) {
  await login(page, user, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The cafe's industry path (/industries/{id}). */
export async function cafe(page: Page) {
  return (
    await linkHref(
      page,
      "/industries/search?q=RC-4511-001",
      'main a[href^="/industries/"]:has-text("RC-4511-001")',
    )
  )
    .split("/")
    .slice(0, 3)
    .join("/");
}

/**
 * Pages an advisor reaches only by doing something: a risk assessment class page, and a tailored
 * report saved with a share link (its share page, and the read-only link for people without an account).
 */
export async function savedReportPages(page: Page, industry: string) {
  const classPage = await linkHref(
    page,
    `${industry}/risk-assessment`,
    `main a[href^="${industry}/risk-assessment/"]`,
  );
  await page.goto(`${industry}/report/tailored-report?step=preview`);
  await page.getByLabel("Insured business name").fill("Sweep Cafe");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: "Create share link" }).click();
  const shared = new URL(await page.getByLabel(/Read-only link/).inputValue()).pathname;
  const sharePage = new URL(page.url()).pathname;
  expect(sharePage).toMatch(/^\/reports\/\d+\/share$/);
  return { classPage, sharePage, shared };
}

/** An underwriter's pages: the builder's two steps and its print preview. */
export const underwriterPages = (industry: string) => [
  `${industry}/report/underwriter-report`,
  `${industry}/report/underwriter-report?step=preview`,
  `${industry}/risk-report/preview?kind=underwriter`,
];

/** The natcat theme's pages (on NATCAT_URL). */
export const natcatPages = (industry: string) => [
  "/dashboard",
  "/natcat",
  "/natcat?q=parramatta",
  "/natcat?place=au%3A2150%3APARRAMATTA",
  `${industry}/natcat-profile`,
  `${industry}/report/quick-report`,
  `${industry}/risk-report/preview`,
  "/natcat/report",
];
