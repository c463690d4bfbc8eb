import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";
import { answerAllCorrectly, courseAnswerKey } from "./quiz-answers";

const dmy = (d: Date) =>
  `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;

/** Passes a course quiz: answers the drawn questions from the course's answer key. */
async function passCourse(page: Page, name: RegExp, key: Map<string, string>) {
  await page.goto("/courses/browse?show=all");
  await page.getByRole("link", { name }).click();
  await page.waitForURL(/\/guide$/);
  await page.goto(page.url().replace(/guide$/, "quiz"));
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.locator("fieldset[id^=question-]")).toHaveCount(5);
  await answerAllCorrectly(page, key);
  await expect(page.getByText("Result: 100%")).toBeVisible();
}

const NOTHING = /^There is nothing to certify yet: you have no (CIP|CPD \(NIBA\)) points in the period /;

test("points: badge and cards read recorded activity, period select shows ranges, certificate", async ({
  page,
  context,
  jsOn,
}) => {
  await login(page, `points.${jsOn ? "js-on" : "js-off"}`, E2E_PASSWORD);
  await page.waitForURL(/dashboard/);
  const badge = page.getByRole("link", { name: /^Points:/ });
  await expect(badge).toHaveAccessibleName("Points: CIP 0, CPD 0");
  await page.goto("/points");
  const year = new Date().getFullYear();
  const select = page.getByLabel("Period");
  await expect(select.locator("option").first()).toHaveText(
    `Current (${dmy(new Date(year, 0, 1))} - ${dmy(new Date(year, 11, 31))})`,
  );
  await expect(select.locator("option").last()).toHaveText(
    `Last (${dmy(new Date(year - 1, 0, 1))} - ${dmy(new Date(year - 1, 11, 31))})`,
  );
  // 0 points: nothing to certify (the page says so instead of offering a download; the PDF route
  // sends the user back here; the print document refuses with the message).
  await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: NOTHING })).toHaveText(
    `There is nothing to certify yet: you have no CIP points in the period ${dmy(new Date(year, 0, 1))} - ${dmy(new Date(year, 11, 31))}. Pass a short course or an industry test, or research industries, to earn points.`,
  );
  const empty = await page.request.get("/points/certificate?type=cip&period=current", { maxRedirects: 0 });
  expect(empty.status()).toBe(302);
  expect(empty.headers()["location"]).toContain("/points?type=cip&period=current");
  const emptyPrint = await page.request.get("/points/certificate/print?type=cip&period=current");
  expect(emptyPrint.status()).toBe(409);
  expect(await emptyPrint.text()).toContain("There is nothing to certify yet");

  const key = courseAnswerKey("cyber-risk-small-business");
  await passCourse(page, /Start this course: Cyber/, key);
  await expect(badge).toHaveAccessibleName("Points: CIP 2, CPD 2");
  // A second pass in the same period adds nothing.
  await page.getByRole("link", { name: "Done" }).click();
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.locator("fieldset[id^=question-]")).toHaveCount(5);
  await answerAllCorrectly(page, key);
  await expect(page.getByText("Result: 100%")).toBeVisible();
  await expect(badge).toHaveAccessibleName("Points: CIP 2, CPD 2");
  await page.goto("/points?type=cpd");
  const start = year % 2 === 1 ? year : year - 1;
  await expect(select.locator("option").first()).toHaveText(
    `Current (${dmy(new Date(start, 0, 1))} - ${dmy(new Date(start + 1, 11, 31))})`,
  );
  await expect(page.getByRole("region", { name: "Short courses completed" })).toContainText(
    "Cyber Risk for Small Business",
  );
  await expect(page.getByRole("link", { name: /CPD \(NIBA\)/ })).toContainText("2");
  await select.selectOption("last");
  if (!jsOn) await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=last/);
  await expect(page.getByRole("link", { name: /CPD \(NIBA\)/ })).toContainText("0");
  // The last period has no points: nothing to certify.
  await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: NOTHING })).toBeVisible();
  await page.goto("/points?type=cpd&period=current");
  const href = await page.getByRole("link", { name: /Download/ }).getAttribute("href");
  expect(href).toBe("/points/certificate?type=cpd&period=current");
  await expect(page.getByRole("status").filter({ hasText: NOTHING })).toHaveCount(0);
  // Download: the PDF through the PdfEngine, with the spec's file name.
  const pdf = await page.request.get("/points/certificate?type=cip&period=current");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain('filename="Certificate of Eligibility.pdf"');
  const doc = await getDocumentProxy(new Uint8Array(await pdf.body()));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  expect(totalPages).toBe(3); // certificate, statement, one short-course page (no industries researched)
  expect(text).toContain("STATEMENT OF COMPLETION");
  // Document information, like the reports': whose certificate, of which points (issue 24).
  const info = (await doc.getMetadata()).info as Record<string, string>;
  expect(info.Title).toMatch(/^Certificate of Eligibility – \S/);
  expect(info.Subject).toContain("CIP points statement (current period)");
  expect(info.Author).toBe("RiskCoach");
  const cert = await context.newPage();
  await cert.goto("/points/certificate/print?type=cip&period=current");
  await expect(cert.getByRole("heading", { name: /CERTIFICATE\s+of Eligibility/ })).toBeVisible();
  await expect(cert.getByRole("heading", { name: "STATEMENT OF COMPLETION" })).toBeVisible();
  await expect(cert.getByText("2 CIP points")).toBeVisible();
  await expect(cert.getByRole("cell", { name: "Cyber Risk for Small Business" })).toBeVisible();
  await cert.close();
});

test("industries researched: opening pages earns nothing, reading risk content counts once", async ({
  page,
  jsOn,
}) => {
  await login(page, `research.${jsOn ? "js-on" : "js-off"}`, E2E_PASSWORD);
  await page.waitForURL(/dashboard/);
  const badge = page.getByRole("link", { name: /^Points:/ });
  await page.goto("/industries/search?q=RC-4511-001");
  await page.getByRole("link", { name: /Cafe/ }).first().click();
  await expect(page).toHaveURL(/\/industries\/\d+/);
  const id = /\/industries\/(\d+)/.exec(page.url())![1];
  // Landing, hazard index and checklist page views: no points.
  for (const tab of ["", "/hazard-index", "/risk-checklist", ""]) await page.goto(`/industries/${id}${tab}`);
  await expect(badge).toHaveAccessibleName("Points: CIP 0, CPD 0");
  // Reading its risk content is research: 0.25 once, however often it is read again.
  await page.goto(`/industries/${id}/risk-assessment`);
  await expect(badge).toHaveAccessibleName("Points: CIP 0.25, CPD 0.25");
  await page.reload();
  await page.goto(`/industries/${id}/risk-assessment`);
  await expect(badge).toHaveAccessibleName("Points: CIP 0.25, CPD 0.25");
  await page.goto("/points");
  await expect(page.getByRole("region", { name: "Industries researched" })).toContainText("Cafe");
  await expect(page.getByText(/when you read its risk content/)).toBeVisible();
  await expect(page.getByText(/for at most 4 industries a day/)).toBeVisible();
  // With points in the period, the certificate can be downloaded.
  await expect(page.getByRole("link", { name: /Download/ })).toBeVisible();
});

test("nz sees CIP and CPD NZ (IBANZ); au may not ask for cpdnz", async ({ page }) => {
  await login(page, "advisor.nz");
  await page.waitForURL(/dashboard/);
  await page.goto("/points?type=cpdnz");
  await expect(page.getByRole("link", { name: /CPD NZ \(IBANZ\)/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /CPD \(NIBA\)/ })).toHaveCount(0);
  expect((await page.goto("/points/certificate/print?type=cpd"))?.status()).toBe(404);
});

test("gb: no badge, no points page, no certificate", async ({ page }) => {
  await login(page, "advisor.gb");
  await page.waitForURL(/dashboard/);
  await expect(page.getByRole("link", { name: /^Points:/ })).toHaveCount(0);
  expect((await page.goto("/points"))?.status()).toBe(404);
  expect((await page.goto("/points/certificate/print?type=cip"))?.status()).toBe(404);
});

test("axe finds nothing on the points page", async ({ page, jsOn }) => {
  test.skip(!jsOn, "axe injects a script");
  await login(page, "advisor.au");
  await page.waitForURL(/dashboard/);
  await page.goto("/points");
  await expectNoAxeViolations(page);
  await page.route("**/assets/**/*.js", (r) => r.abort());
  await page.reload();
  await expectNoAxeViolations(page);
});
