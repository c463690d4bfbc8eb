import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, test } from "./fixtures";

async function openCafe(page: Page) {
  await page.goto("/industries/search?q=RC-4511-001");
  await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).click();
  await expect(page).toHaveURL(/\/industries\/\d+\/hazard-index$/);
}

test.describe("hazard index", () => {
  test("chart mode: bar chart, RISK GRADE CLASSIFICATION and the ranked list", async ({ page }) => {
    await login(page, "advisor.au");
    await openCafe(page);
    await expect(page.getByRole("img", { name: "Hazard index by insurance class" })).toBeVisible();
    await expect(page.getByText("RISK GRADE CLASSIFICATION")).toBeVisible();
    const list = page.getByRole("main").locator("ol li");
    expect(await list.count()).toBeGreaterThan(8);
    await expect(list.first()).toContainText(/HIGH \d+/);
    await expect(page.getByRole("main")).toContainText("Employers' Liability / Workers' Compensation");
  });

  test("grid mode and the RISK SUMMARY dialog with its reasons", async ({ page, jsOn }) => {
    await login(page, "advisor.au");
    await openCafe(page);
    await page.getByRole("link", { name: "Grid" }).click();
    await expect(page).toHaveURL(/mode=grid/);
    const readSummary = page.getByRole("link", { name: "Read Summary for Property Damage" });
    await expect(readSummary).toBeVisible();
    await readSummary.click();
    const dialog = page.getByRole("dialog", { name: "RISK SUMMARY" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Property Damage");
    await expect(dialog.getByRole("listitem").first()).toContainText(/fire/i);
    if (jsOn) {
      await page.keyboard.press("Escape");
    } else {
      await dialog.getByRole("link", { name: "Close" }).click();
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/mode=grid$/);
  });

  test("non-au users do not see the employers' liability lines", async ({ page }) => {
    await login(page, "advisor.gb");
    await openCafe(page);
    await expect(page.getByRole("main")).not.toContainText("Employers' Liability");
  });

  test("at 375 px the grid is used", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, "advisor.au");
    await openCafe(page);
    await expect(page.getByRole("link", { name: "Read Summary for Property Damage" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Hazard index by insurance class" })).toBeHidden();
  });

  test("axe finds nothing on the hazard index and its summary", async ({ page, jsOn }) => {
    test.skip(!jsOn, "axe injects a script");
    await login(page, "advisor.au");
    await openCafe(page);
    await expectNoAxeViolations(page);
    await page.goto(page.url() + "?mode=grid&summary=property_damage");
    await expectNoAxeViolations(page);
  });
});
