import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";

test("settings: options of the spec, save, and a country change regates the whole app at once", async ({
  page,
  jsOn,
}) => {
  await login(page, jsOn ? "settings.js-on" : "settings.js-off", E2E_PASSWORD);
  await page.goto("/account/settings");
  const options = async (label: string) =>
    (await page.getByLabel(label).locator("option").allTextContents()).map((t) => t.trim());
  expect(await options("Industry Classification")).toEqual(["ANZSIC 2006", "UK SIC 2007", "NAICS 2017"]);
  expect(await options("Country/Region")).toEqual(["Australia", "New Zealand", "United Kingdom", "Others"]);
  expect(await options("Currency")).toHaveLength(8);
  expect(await options("Date Format")).toEqual([
    "DD/MM/YYYY",
    "DD-MM-YYYY",
    "MM/DD/YYYY",
    "MM-DD-YYYY",
    "YYYY/MM/DD",
    "YYYY-MM-DD",
  ]);
  await expect(page.getByRole("link", { name: /Purchase a custom theme \(\$499\)/ })).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /^Points:/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "General Information" })).toBeVisible();

  await page.getByLabel("Country/Region").selectOption("gb");
  await page.getByLabel("Currency").selectOption("GBP");
  await page.getByLabel("Date Format").selectOption({ label: "YYYY-MM-DD" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast]")).toHaveText("User settings has been successfully updated.");
  await expect(page.getByLabel("Country/Region")).toHaveValue("gb");
  await expect(page.getByLabel("Date Format")).toHaveValue("6");
  await expect(header.getByRole("link", { name: /^Points:/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "General Information" })).toHaveCount(0);
  expect((await page.goto("/calculator/under-insurance"))?.status()).toBe(404);

  const bad = await page.request.post("/account/settings", {
    form: {
      industry_classification: "4",
      country_region: "mars",
      currency: "XXX",
      date_format: "1",
      report_theme: "default",
    },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("User settings is not updated.");

  await page.goto("/account/settings");
  await page.getByLabel("Country/Region").selectOption("au");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast]")).toHaveText("User settings has been successfully updated.");
  await expect(header.getByRole("link", { name: /^Points:/ })).toBeVisible();
  // Issue 24: amounts follow the currency setting (still GBP): the calculator's worked example too.
  await page.goto("/calculator/under-insurance");
  await expect(
    page.getByText(/a sum insured of £500,000 and a replacement value of £1,000,000/),
  ).toBeVisible();
  await expect(page.getByText("$500,000")).toHaveCount(0);
});

test("axe: settings page", async ({ page, jsOn }) => {
  test.skip(!jsOn, "axe injects a script");
  await login(page, "advisor.au");
  await page.goto("/account/settings");
  await expectNoAxeViolations(page);
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/account/settings");
  await expectNoAxeViolations(page);
});
