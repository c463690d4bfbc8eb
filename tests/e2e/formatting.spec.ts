import { extractText, getDocumentProxy } from "unpdf";
import { E2E_PASSWORD, expect, login, test } from "./fixtures";

/**
 * Issue 18: with EUR and YYYY-MM-DD saved, a page (points, under-insurance calculator) and a PDF
 * (the Certificate of Eligibility) show "€" and 2026-01-01 style dates, never "$" or DD/MM/YYYY.
 * Every other place is listed in tests/integration/formatting-places.test.ts (docs/architecture.md).
 */
const DMY = /\b\d{2}\/\d{2}\/\d{4}\b/;

test("formatting follows the currency and date format settings on a page and in a PDF", async ({
  page,
  jsOn,
}) => {
  await login(page, `format.${jsOn ? "js-on" : "js-off"}`, E2E_PASSWORD);
  await page.waitForURL(/dashboard/);
  await page.goto("/account/settings");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Date Format").selectOption({ label: "YYYY-MM-DD" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-toast]")).toHaveText("User settings has been successfully updated.");

  // Amounts: the under-insurance calculator's result.
  await page.goto(
    "/calculator/under-insurance?calculate=1&type=sum_insured&sumInsured=500000&valueAtRisk=1000000&loss=250000&coInsurance=80",
  );
  await expect(page.getByText("€156,250").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("$");

  // Research one industry (risk content read) so there is something to certify.
  await page.goto("/industries/search?q=RC-4511-001");
  await page.getByRole("link", { name: /Cafe/ }).first().click();
  await expect(page).toHaveURL(/\/industries\/\d+/);
  const id = /\/industries\/(\d+)/.exec(page.url())![1];
  await page.goto(`/industries/${id}/risk-assessment`);

  // Dates on the points page: period ranges and the list.
  const year = new Date().getFullYear();
  await page.goto("/points?type=cip");
  await expect(page.getByLabel("Period").locator("option").first()).toHaveText(
    `Current (${year}-01-01 - ${year}-12-31)`,
  );
  const researched = page.getByRole("region", { name: "Industries researched" });
  await expect(researched).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.locator("main")).not.toContainText(DMY);

  // Dates in the PDF.
  const pdf = await page.request.get("/points/certificate?type=cip&period=current");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  expect(text).toContain(`${year}-01-01 to ${year}-12-31`);
  expect(text).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(DMY);
});
