import { expect, expectNoAxeViolations, login, test } from "./fixtures";

test("general information: index, article with breadcrumb and section anchors", async ({ page }) => {
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/general-info");
  await expect(page.getByRole("heading", { level: 1, name: "General Information" })).toBeVisible();
  await expect(page.getByText("General information only, not advice.")).toBeVisible();
  const main = page.getByRole("main");
  expect(await main.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(14);
  await main.getByRole("link", { name: "Cyber Risks" }).click();
  await expect(page).toHaveURL(/\/general-info\/cyber-risks$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cyber Risks" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "General Information" })).toHaveAttribute(
    "href",
    "/general-info",
  );
  await expect(crumbs.getByText("Cyber Risks")).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "Insurance classes" }).getByRole("link", { name: "Cyber Risks" }),
  ).toHaveAttribute("aria-current", "page");
  const toc = page.getByRole("navigation", { name: "On this page" });
  await toc.getByRole("link", { name: "Common exclusions" }).click();
  await expect(page).toHaveURL(/#common-exclusions$/);
  await expect(page.locator("#common-exclusions")).toBeInViewport();
  await expect(page.getByRole("heading", { name: "A claims example" })).toBeVisible();
});

test("general information: unknown article is not found; au and nz only", async ({ page }) => {
  await login(page, "advisor.nz");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.goto("/general-info/motor"))?.status()).toBe(200);
  expect((await page.goto("/general-info/no-such-class"))?.status()).toBe(404);
  await expect(page.getByText("Something Just Went Wrong !")).toBeVisible();
  await page.context().clearCookies();
  await login(page, "advisor.gb");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.goto("/general-info"))?.status()).toBe(404);
  expect((await page.goto("/general-info/motor"))?.status()).toBe(404);
});

test("general information pages have no axe violations, with and without the app's scripts", async ({
  page,
  jsOn,
}) => {
  test.skip(!jsOn, "axe injects a script; the no-JS rendering is audited with app scripts blocked");
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/general-info");
  await expectNoAxeViolations(page);
  await page.goto("/general-info/property-damage");
  await expectNoAxeViolations(page);
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/general-info/public-liability");
  await expectNoAxeViolations(page);
});
