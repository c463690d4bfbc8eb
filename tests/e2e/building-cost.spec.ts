import { expect, expectNoAxeViolations, fieldErrors, login, test } from "./fixtures";

test("building cost: rows added and removed by buttons, estimate, construction period, print", async ({
  page,
  context,
}) => {
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/calculator/building-cost");
  await expect(page.getByRole("heading", { level: 1, name: "Building Cost Calculator" })).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveValue("au");
  await page.getByLabel("State").selectOption("NSW");
  await page.getByLabel("Region").selectOption("Dubbo");
  await page.getByLabel("Industry").selectOption("agricultural");
  await page.getByLabel("Building 1 type").selectOption("shearing_shed");
  await page.getByLabel("Gross Floor Area m2").fill("400");
  await page.getByRole("button", { name: "+ Add building" }).click();
  await expect(page.getByLabel("Building 2 type")).toBeVisible();
  // The first row kept its values across the round trip.
  await expect(page.getByLabel("Building 1 type")).toHaveValue("shearing_shed");
  await page.getByLabel("Building 2 type").selectOption("hay_shed_open");
  await page.getByLabel("Gross Floor Area m2").nth(1).fill("1,000");
  await page.getByRole("button", { name: "+ Add fencing / carpark" }).click();
  await expect(page.getByLabel("Feature 2")).toBeVisible();
  await page.getByRole("button", { name: "Remove feature 2" }).click();
  await expect(page.getByLabel("Feature 2")).toHaveCount(0);
  await page.getByLabel("Feature 1").selectOption("fencing");
  await page.getByLabel("Material").selectOption("fencing_security_mesh");
  await page.getByLabel("Gross Area m2").fill("200");
  await page.getByRole("button", { name: "Estimate", exact: true }).click();

  const result = page.getByRole("region", { name: "Indicative estimate" });
  await expect(result.getByRole("row", { name: /Shearing Shed/ })).toContainText("400 m²");
  await expect(result.getByRole("row", { name: /Hay Shed \(open\)/ })).toContainText("1,000 m²");
  await expect(result.getByRole("row", { name: /Fencing: Security mesh/ })).toContainText("200 m²");
  await expect(result).toContainText("Indicative rebuilding cost:");
  await expect(result).toContainText("not a valuation");
  await expect(result).toContainText("Indicative construction period (average construction): 16-26 weeks");
  await expect(
    page
      .getByRole("region", { name: "Construction period" })
      .getByRole("row", { name: /Up to \$1\.5 million/ }),
  ).toHaveAttribute("aria-current", "true");
  await expect(
    page.getByRole("region", { name: "Need a formal valuation?" }).getByRole("link"),
  ).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("region", { name: "Notes" })).toContainText("Goods and services tax (GST)");

  const print = (await result.getByRole("link", { name: /Print/ }).getAttribute("href"))!;
  const printPage = await context.newPage();
  await printPage.goto(print);
  await expect(printPage.getByRole("row", { name: "Region" })).toContainText("Dubbo");
  await expect(printPage.getByRole("row", { name: /Indicative rebuilding cost/ })).toContainText(
    /\$\d{1,3}(,\d{3})+/,
  );
  await expect(printPage.locator("[data-autoprint]")).toHaveCount(1);
  await printPage.close();
});

test("building cost: a wrong pair of choices keeps the values and shows the field message", async ({
  page,
}) => {
  await login(page, "advisor.nz");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(
    "/calculator/building-cost?country=nz&state=Otago&industry=retail&btype=warehouse&barea=12x&sfeature=carpark&smaterial=fencing_timber_paling&sarea=50&estimate=1",
  );
  await expect(fieldErrors(page).getByText("Choose a building type of the Retail industry")).toBeVisible();
  await expect(
    fieldErrors(page).getByText("Gross floor area must be a number of square metres"),
  ).toBeVisible();
  await expect(fieldErrors(page).getByText("Choose a material for Carpark")).toBeVisible();
  await expect(page.getByLabel("Gross Floor Area m2")).toHaveValue("12x");
  await expect(page.getByLabel("Country")).toHaveValue("nz");
  await expect(page.getByRole("region", { name: "Indicative estimate" })).not.toContainText(
    "Indicative rebuilding cost",
  );
});

test("the calculators are au/nz only and the bare /calculator path is not found", async ({ page }) => {
  await login(page, "advisor.gb");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.goto("/calculator/building-cost"))?.status()).toBe(404);
  expect((await page.goto("/calculator/building-cost/printing?country=au"))?.status()).toBe(404);
  expect((await page.goto("/calculator"))?.status()).toBe(404);
  await expect(page.getByText("Something Just Went Wrong !")).toBeVisible();
  await page.context().clearCookies();
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.goto("/calculator"))?.status()).toBe(404);
  expect((await page.goto("/calculator/"))?.status()).toBe(404);
});

test("building cost has no axe violations, with and without the app's scripts", async ({ page, jsOn }) => {
  test.skip(!jsOn, "axe injects a script; the no-JS rendering is audited with app scripts blocked");
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  const estimate =
    "/calculator/building-cost?country=au&state=QLD&industry=industrial&btype=warehouse&barea=2000&sfeature=carpark&smaterial=carpark_concrete_open&sarea=500&estimate=1";
  await page.goto(estimate);
  await expect(page.getByText("Indicative rebuilding cost:")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(estimate.replace("barea=2000", "barea=abc"));
  await expectNoAxeViolations(page);
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto(estimate);
  await expectNoAxeViolations(page);
});
