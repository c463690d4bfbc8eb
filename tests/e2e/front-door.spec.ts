import { DEMO_URL } from "./servers";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

/**
 * The README's first command (`npm run demo`) on the production build: no APP_URL, demo accounts
 * seeded at start. The build carries its own copy of the configuration module; it once refused every
 * page with "APP_URL: required" while the start itself had passed.
 */
const demo = DEMO_URL;

test("npm run demo serves the sign-in page and a demo login reaches the dashboard", async ({ page }) => {
  const response = await page.goto(`${demo}/login`);
  expect(response?.status()).toBe(200);
  // One <title> per page, the page's own (the site's title used to come first and win).
  await expect(page).toHaveTitle("Log in | RiskCoach");
  await page.getByLabel("Username").fill("advisor.au");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${demo}/dashboard`);
  await expect(page).toHaveTitle("Dashboard | RiskCoach");
  await expect(page.getByRole("main")).toBeVisible();
});
