import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";

/**
 * Restricted users (industries spec §3, §6; decision 0011), as the user restricted.e2e of
 * tests/support/e2e-fixtures.ts (property damage, business interruption, public liability) on the
 * Cafe flagship, which has Crime content of every kind. Read-only, so one user serves both projects.
 */
const USER = "restricted.e2e";

async function openCafe(page: Page): Promise<string> {
  await page.goto("/industries/search?q=RC-4511-001");
  await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).click();
  await expect(page).toHaveURL(/\/industries\/\d+\/hazard-index$/);
  return new URL(page.url()).pathname.replace(/\/hazard-index$/, "");
}

test.describe("restricted user", () => {
  test("hazard index: an inactive class is listed with its label, without a rating or Read Summary", async ({
    page,
  }) => {
    await login(page, USER, E2E_PASSWORD);
    const base = await openCafe(page);
    const main = page.getByRole("main");
    // Chart mode: the detail list names Crime as not included; the active classes keep their summaries.
    const crime = main.locator("ol li", { hasText: "Crime" });
    await expect(crime).toContainText("Not included in your subscription");
    await expect(crime).not.toContainText(/(LOW|MEDIUM|HIGH) \d+/);
    await expect(crime.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Read Summary for Crime" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Read Summary for Property Damage" })).toBeVisible();
    // The bar chart rates only the active classes.
    const chart = page.getByRole("img", { name: "Hazard index by insurance class" });
    await expect(chart).toBeVisible();
    await expect(chart.locator("desc")).not.toContainText("Crime");
    await expect(chart.locator("desc")).toContainText("Property Damage");
    // Grid mode: a greyed card with the label and no button.
    await page.getByRole("link", { name: "Grid" }).click();
    await expect(page).toHaveURL(/mode=grid/);
    const card = main.locator("ul > li[data-not-included]", { hasText: "Crime" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Not included in your subscription");
    await expect(card.getByRole("link")).toHaveCount(0);
    // A crafted ?summary= of an inactive class opens nothing.
    await page.goto(`${base}/hazard-index?mode=grid&summary=crime`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(`${base}/hazard-index?mode=grid&summary=property_damage`);
    await expect(page.getByRole("dialog", { name: "RISK SUMMARY" })).toContainText("Property Damage");
  });

  test("the risk assessment of an inactive class answers 403 with the reason", async ({ page }) => {
    await login(page, USER, E2E_PASSWORD);
    const base = await openCafe(page);
    const refused = await page.goto(`${base}/risk-assessment/crime`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("alert")).toContainText("Crime is not included in your subscription.");
    await expect(page.getByRole("heading", { name: "Crime: Risk Assessment" })).toHaveCount(0);
    // An allowed class opens, and its menu shows Crime disabled.
    const ok = await page.goto(`${base}/risk-assessment/property-damage`);
    expect(ok?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Property Damage: Risk Assessment" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Insurance classes" });
    await expect(menu.getByRole("link", { name: "Crime" })).toHaveCount(0);
    await expect(menu.locator("[aria-disabled=true]", { hasText: "Crime" })).toContainText(
      "Not included in your subscription",
    );
  });

  test("the risk checklist menu shows an inactive class disabled, without its questions", async ({
    page,
  }) => {
    await login(page, USER, E2E_PASSWORD);
    const base = await openCafe(page);
    await page.goto(`${base}/risk-checklist?type=Key`);
    const menu = page.getByRole("navigation", { name: "Insurance class" });
    await expect(menu.getByRole("link", { name: "Property Damage" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Crime" })).toHaveCount(0);
    const crime = menu.locator("[aria-disabled=true]", { hasText: "Crime" });
    await expect(crime).toContainText("Not included in your subscription");
    const refused = await page.goto(`${base}/risk-checklist?type=Key&class=crime`);
    expect(refused?.status()).toBe(403);
  });

  test("the quick report preview leaves the inactive classes out", async ({ page }) => {
    await login(page, USER, E2E_PASSWORD);
    const base = await openCafe(page);
    await page.goto(`${base}/risk-report/preview?kind=quick`);
    const hazard = page.locator("#report-hazard-assessment");
    await expect(hazard).toContainText("Property Damage");
    await expect(hazard).not.toContainText("Crime");
    const checklist = page.locator("#report-risk-checklist");
    await expect(checklist.getByRole("heading", { name: "Property Damage" })).toBeVisible();
    await expect(checklist.getByRole("heading", { name: "Crime" })).toHaveCount(0);
  });

  test("axe finds nothing on the restricted hazard index, chart and grid", async ({ page, jsOn }) => {
    test.skip(!jsOn, "axe injects a script");
    await login(page, USER, E2E_PASSWORD);
    const base = await openCafe(page);
    await expectNoAxeViolations(page);
    await page.goto(`${base}/hazard-index?mode=grid`);
    await expectNoAxeViolations(page);
    await page.goto(`${base}/risk-checklist?type=Key`);
    await expectNoAxeViolations(page);
  });
});
