import { expect, fieldErrors, login, test } from "./fixtures";

test("under-insurance calculator: the spec's worked example, print page, bad input", async ({
  page,
  context,
}) => {
  await login(page, "advisor.au");
  await page.goto("/calculator/under-insurance");
  await page.getByLabel("Sum Insured/Declared Value").fill("500000");
  await page.getByLabel("Estimated Value at Risk").fill("1,000,000");
  await page.getByLabel("Co-Insurance Percentage").selectOption("80");
  await page.getByLabel("Loss").fill("250000");
  await page.getByRole("button", { name: "Calculate" }).click();
  const result = page.getByRole("region", { name: "Result" });
  await expect(result).toContainText("$156,250");
  await expect(result).toContainText("$93,750");
  const print = await result.getByRole("link", { name: /Print/ }).getAttribute("href");
  const printPage = await context.newPage();
  await printPage.goto(print!);
  await expect(printPage.getByRole("row", { name: /Amount the insurer pays/ })).toContainText("$156,250");
  await expect(printPage.getByRole("row", { name: /Co-Insurance Percentage/ })).toContainText("80%");
  // A print page, not the app: no site header, points badge or menus (issue 24).
  await expect(printPage.getByRole("banner")).toHaveCount(0);
  await expect(printPage.getByRole("link", { name: "General Information" })).toHaveCount(0);
  await expect(printPage.getByText(/^CIP/)).toHaveCount(0);
  await printPage.close();
  await page.goto(
    "/calculator/under-insurance?type=sum_insured&sumInsured=12abc&valueAtRisk=100&loss=5&calculate=1",
  );
  await expect(
    fieldErrors(page).getByText("Sum Insured/Declared Value must be an amount in dollars"),
  ).toBeVisible();
  await expect(page.getByLabel("Sum Insured/Declared Value")).toHaveValue("12abc");
});

test("Calculate waits for sum insured, value at risk and loss (JavaScript)", async ({ page, jsOn }) => {
  test.skip(!jsOn, "without JavaScript the server checks instead");
  await login(page, "advisor.au");
  await page.goto("/calculator/under-insurance");
  const calculate = page.getByRole("button", { name: "Calculate" });
  await expect(calculate).toBeDisabled();
  await page.getByLabel("Sum Insured/Declared Value").fill("1234567");
  await expect(page.getByLabel("Sum Insured/Declared Value")).toHaveValue("1,234,567");
  await page.getByLabel("Estimated Value at Risk").fill("2000000");
  await page.getByLabel("Loss").fill("10");
  await expect(calculate).toBeEnabled();
});

test("the calculator is au/nz only", async ({ page }) => {
  await login(page, "advisor.gb");
  expect((await page.goto("/calculator/under-insurance"))?.status()).toBe(404);
});
