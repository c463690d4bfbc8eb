import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, test } from "./fixtures";

async function industryHref(page: Page, code: string, name: RegExp) {
  await page.goto(`/industries/search?q=${code}`);
  return (await page.getByRole("main").getByRole("link", { name }).first().getAttribute("href"))!;
}

test.describe("industry sub-pages", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a flagship: exposures with the disclaimer, materials, checklist tabs and sections", async ({
    page,
  }) => {
    const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
    await page.goto(`${cafe}/significant-exposures`);
    await expect(page.getByRole("heading", { name: "Significant Exposures" })).toBeVisible();
    expect(await page.getByRole("main").locator("ul.card li").count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText(/This list is not exhaustive/)).toBeVisible();
    await page
      .getByRole("navigation", { name: "Industry" })
      .getByRole("link", { name: "Materials & Equipment" })
      .click();
    await expect(page.getByRole("heading", { name: "Materials & Equipment" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Industry" })
      .getByRole("link", { name: "Risk Checklist" })
      .click();
    await expect(page.getByRole("link", { name: "Key" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table").first()).toBeVisible();
    await page.getByRole("link", { name: "Core", exact: true }).click();
    await expect(page).toHaveURL(/type=Core/);
    await expect(
      page.getByRole("navigation", { name: "Insurance class" }).getByRole("link", { name: "All classes" }),
    ).toBeVisible();
  });

  test("risk assessment: breadcrumb, class menu, anchors and the indicative gross profit table", async ({
    page,
  }) => {
    const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
    await page.goto(`${cafe}/risk-assessment/business-interruption`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      /Cafe\s*›\s*Risk Assessment\s*›\s*Business Interruption/,
    );
    await expect(
      page.getByRole("heading", { name: "Indicative Rates of Insurable Gross Profit" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Australia/ })).toContainText(/\d+\.\d{2}%/);
    await page.getByRole("link", { name: "Good risk management" }).first().click();
    await expect(page).toHaveURL(/#good-risk-management$/);
    await page
      .getByRole("navigation", { name: "Insurance classes" })
      .getByRole("link", { name: "Property Damage" })
      .click();
    await expect(page).toHaveURL(/risk-assessment\/property-damage$/);
    await expect(
      page.getByRole("heading", { name: "Indicative Rates of Insurable Gross Profit" }),
    ).toHaveCount(0);
    // A trade written without a Business Interruption document still shows its rates (issue 17).
    const electrician = await industryHref(page, "RC-3232-001", /^Electrician/);
    await page.goto(`${electrician}/risk-assessment`);
    await expect(
      page.getByRole("heading", { name: "Indicative Rates of Insurable Gross Profit" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Australia/ })).toContainText(/\d+\.\d{2}%/);
  });

  test("every sub-page passes axe, and the hazard list links each class to its risk assessment", async ({
    page,
    jsOn,
  }) => {
    test.skip(!jsOn, "axe injects a script");
    const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
    for (const path of [
      "hazard-index",
      "significant-exposures",
      "materials-equipments",
      "risk-checklist",
      "risk-assessment",
      "related-industries",
      "codes",
      "endorsements",
    ]) {
      await page.goto(`${cafe}/${path}`);
      await expectNoAxeViolations(page);
    }
    await page.goto(`${cafe}/hazard-index`);
    await page
      .getByRole("main")
      .locator("ol")
      .getByRole("link", { name: "Property Damage", exact: true })
      .click();
    await expect(page).toHaveURL(/risk-assessment\/property-damage$/);
  });

  test("the Market link opens in a new tab with a signed token, never the session", async ({ page }) => {
    const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
    await page.goto(cafe);
    const market = page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: /Market/ });
    await expect(market).toHaveAttribute("target", "_blank");
    const href = new URL((await market.getAttribute("href"))!);
    expect(href.origin).toBe("https://market.example");
    expect(href.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(href.toString()).not.toContain("__session");
  });

  test("related industries and endorsements (au)", async ({ page }) => {
    const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
    await page.goto(`${cafe}/related-industries`);
    expect(await page.getByRole("table").getByRole("link").count()).toBeGreaterThanOrEqual(5);
    await page.goto(`${cafe}/endorsements`);
    await expect(page.getByRole("heading", { name: "Endorsement List" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "ISR wording" })).toContainText("Mark IV");
  });

  test("an industry with its own entry reads as its own: exposures, materials, Key questions, reasons", async ({
    page,
  }) => {
    // Every industry has an entry or a flagship write-up (issue 17); the general-content notice for a
    // page still on class-level content is covered by server/content/entries.integration.test.ts.
    const roastery = await industryHref(page, "RC-4511-005", /^Roastery Cafe/);
    await page.goto(`${roastery}/significant-exposures`);
    await expect(
      page.getByText(/^Chaff building up in the roaster, cyclone and flue can ignite/),
    ).toBeVisible();
    await expect(page.getByText("General content for trades with this risk profile")).toHaveCount(0);
    await page.goto(`${roastery}/materials-equipments`);
    await expect(page.getByText("Currently we don't have any content for this section.")).toHaveCount(0);
    // Its own words, from content/entries/4511.json.
    await expect(page.getByText("Drum coffee roaster with chaff cyclone and afterburner")).toBeVisible();
    await page.goto(`${roastery}/hazard-index?mode=chart&summary=property_damage`);
    await expect(page.getByText("General content for trades with this risk profile")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toContainText(
      "Chaff and oils in the roaster and flue cause fires that can spread into the roof",
    );
    // No Media tab where the industry has no media.
    await expect(
      page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Media" }),
    ).toHaveCount(0);
  });
});

test("nz users see Risk Assessment but no Endorsement List", async ({ page }) => {
  await login(page, "advisor.nz");
  const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
  await page.goto(cafe);
  const menu = page.getByRole("navigation", { name: "Industry" });
  await expect(menu.getByRole("link", { name: "Risk Assessment" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Endorsement List" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: /Market/ })).toHaveCount(0);
  expect((await page.goto(`${cafe}/endorsements`))?.status()).toBe(404);
});

test("gb users see Risk Description", async ({ page }) => {
  await login(page, "advisor.gb");
  const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
  await page.goto(cafe);
  await expect(
    page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Risk Description" }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Industry" })
    .getByRole("link", { name: "Risk Description" })
    .click();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Risk Description");
  // Issue 24: the employers' liability lines are Australian; no menu lists them, their URL is 404.
  const classes = page.getByRole("navigation", { name: "Insurance classes" });
  await expect(classes.getByRole("link", { name: "Property Damage" })).toBeVisible();
  await expect(classes.getByRole("link", { name: /Employers' Liability/ })).toHaveCount(0);
  expect(
    (await page.goto(`${cafe}/risk-description/employer-liability-workers-compensation`))?.status(),
  ).toBe(404);
  await page.goto(`${cafe}/risk-checklist`);
  await expect(page.getByRole("link", { name: /Employers' Liability/ })).toHaveCount(0);
});
