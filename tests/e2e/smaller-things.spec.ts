import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, login, test } from "./fixtures";
import { NATCAT_URL } from "./servers";

/** Issue #18, "Smaller things a user meets": each check runs with JavaScript on and off. */

/** The natcat-theme server started next to the general one (playwright.config.ts). */

/** The page's own <title> elements as the server sent them (what a browser without JavaScript shows). */
async function titlesInHtml(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
}

test("every page sends one <title>, the page's own", async ({ page }) => {
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  const pages: Array<[string, string]> = [
    ["/dashboard", "Dashboard | RiskCoach"],
    ["/calculator/under-insurance", "Under Insurance Calculator | RiskCoach"],
    ["/calculator/building-cost", "Building Cost Calculator | RiskCoach"],
    ["/account/user-profile", "User Profile | RiskCoach"],
    ["/courses", "Short Courses | RiskCoach"],
  ];
  for (const [path, title] of pages) {
    expect(await titlesInHtml(page, path), path).toEqual([title]);
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // A page without a name of its own keeps the site's title, once.
  const signedOut = await page.context().browser()!.newContext();
  const visitor = await signedOut.newPage();
  expect(await titlesInHtml(visitor, new URL("/", page.url()).href)).toEqual([
    "RiskCoach | Industry risk information",
  ]);
  await signedOut.close();
});

test.describe("natcat theme", () => {
  test.use({ baseURL: NATCAT_URL });

  test("page titles name RiskCoach NatCat", async ({ page }) => {
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle("Dashboard | RiskCoach NatCat");
    expect(await titlesInHtml(page, "/natcat")).toEqual(["NatCat Profiles | RiskCoach NatCat"]);
    await page.goto("/calculator/under-insurance");
    await expect(page).toHaveTitle("Under Insurance Calculator | RiskCoach NatCat");
  });
});

test("the dashboard does not scroll sideways at 1280 px or 375 px", async ({ page, jsOn }) => {
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    console.log(
      `dashboard ${jsOn ? "js-on" : "js-off"} ${width}px: scrollWidth ${scrollWidth}, clientWidth ${clientWidth}`,
    );
    expect(scrollWidth, `${width}px`).toBeLessThanOrEqual(clientWidth);
  }
});

test.describe("under-insurance calculator", () => {
  test("choosing Limit of Liability shows the limit at once and the first result honours it", async ({
    page,
  }) => {
    await login(page, "advisor.au");
    await page.goto("/calculator/under-insurance");
    const limit = page.getByRole("textbox", { name: "Limit of Liability" });
    await expect(limit).toBeHidden();
    await page.getByRole("radio", { name: "Limit of Liability" }).check();
    await expect(limit).toBeVisible();
    await limit.fill("100000");
    await page.getByLabel("Sum Insured/Declared Value").fill("500000");
    await page.getByLabel("Estimated Value at Risk").fill("1000000");
    await page.getByLabel("Loss").fill("250000");
    await page.getByRole("button", { name: "Calculate" }).click();
    const result = page.getByRole("region", { name: "Result" });
    // Average alone would pay $156,250; the limit caps it at $100,000.
    await expect(result).toContainText("$100,000");
    await expect(result).toContainText("$150,000");
    await expect(limit).toBeVisible();
    await expect(limit).toHaveValue(/^100,?000$/);
    // Back to Sum Insured: the limit leaves the page (and the tab order).
    await page.getByRole("radio", { name: "Sum Insured", exact: true }).check();
    await expect(limit).toBeHidden();
  });

  test("the Building Cost Calculator is linked from the Calculators menu and the value-at-risk field", async ({
    page,
  }) => {
    await login(page, "advisor.au");
    await page.goto("/calculator/under-insurance");
    const hint = page.getByText(/Not sure what rebuilding would cost/);
    await expect(page.getByLabel("Estimated Value at Risk")).toHaveAttribute(
      "aria-describedby",
      /ui-valueAtRisk-hint/,
    );
    await expect(hint.getByRole("link", { name: /Building Cost Calculator/ })).toHaveAttribute(
      "href",
      "/calculator/building-cost",
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Calculators").click();
    const items = nav.getByRole("listitem").filter({ has: page.getByRole("link") });
    const labels = (await items.allInnerTexts()).map((t) => t.trim());
    const under = labels.findIndex((t) => t.startsWith("Under Insurance Calculator"));
    expect(labels[under + 1]).toBe("Building Cost Calculator");
    await nav.getByRole("link", { name: "Building Cost Calculator" }).click();
    await expect(page).toHaveURL(/\/calculator\/building-cost$/);
    await expect(page.getByRole("heading", { level: 1, name: "Building Cost Calculator" })).toBeVisible();
  });

  test("gb users see no Building Cost Calculator in the menu", async ({ page }) => {
    await login(page, "advisor.gb");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("link", { name: "Building Cost Calculator" })).toHaveCount(0);
  });
});

test("address search fills Street too; the read-only parts are out of the tab order", async ({
  page,
  jsOn,
}) => {
  await login(page, jsOn ? "profile-kbd.js-on" : "profile-kbd.js-off", E2E_PASSWORD);
  await page.goto("/account/user-profile");
  const search = page.getByLabel("Search address");
  const label = "40 Smith Street, Parramatta NSW 2150, Australia";
  if (jsOn) {
    await search.pressSequentially("40 Smith Street, Parramatta");
    await expect(page.getByRole("option", { name: label })).toBeVisible({ timeout: 20_000 });
    await search.press("ArrowDown");
    await search.press("Enter");
  } else {
    await search.fill("40 Smith Street, Parramatta");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: label }).click();
  }
  await expect(page.getByLabel("Street")).toHaveValue("40 Smith Street");
  await expect(page.getByLabel("Suburb")).toHaveValue("Parramatta");
  await expect(page.getByLabel("Postcode")).toHaveValue("2150");
  await expect(page.getByLabel("State")).toHaveValue("NSW");
  await expect(page.getByLabel("Country")).toHaveValue("Australia");

  // Tab from Street skips Suburb, Postcode, State and Country.
  const readOnly = ["Suburb", "Postcode", "State", "Country"];
  for (const name of readOnly) await expect(page.getByLabel(name)).toHaveAttribute("tabindex", "-1");
  await page.getByLabel("Street").focus();
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.textContent?.trim() ?? "";
  });
  expect(readOnly).not.toContain(focused);
  expect(focused).not.toBe("");
});
