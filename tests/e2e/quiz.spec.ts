import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";

async function openCourseQuiz(page: Page, name: RegExp) {
  await page.goto("/courses/browse?show=all");
  await page.getByRole("link", { name }).click();
  await page.waitForURL(/\/guide$/);
  await page.goto(page.url().replace(/guide$/, "quiz"));
}

test("quiz: every question must be answered, then marked answers with comments, Done returns to Start test", async ({
  page,
  jsOn,
}) => {
  await login(page, `learner.${jsOn ? "js-on" : "js-off"}`, E2E_PASSWORD);
  await openCourseQuiz(page, /Start this course: Public and Products Liability/);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL(/\?attempt=\d+/);
  const groups = page.locator("fieldset[id^=question-]");
  await expect(groups).toHaveCount(10);
  // Answer the first two questions only.
  for (const i of [0, 1]) await groups.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByText("Question must be answered", { exact: true })).toHaveCount(8);
  // The answers given are kept.
  await expect(groups.nth(0).getByRole("radio").first()).toBeChecked();
  if (jsOn) await expect(groups.nth(2).getByRole("radio").first()).toBeFocused();
  // Answer the rest (first option each) and submit.
  for (let i = 2; i < 10; i++) await groups.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await expect(page.getByText(/Result: \d+%/)).toBeVisible();
  await expect(page.locator("[data-answer-state=correct]")).toHaveCount(10);
  await expect(page.getByText("Your answer", { exact: true })).toHaveCount(10);
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Start test" })).toBeVisible();
});

test("another user's attempt is not found", async ({ page, browser, jsOn }) => {
  test.skip(!jsOn, "one run is enough");
  await login(page, "advisor.au");
  await openCourseQuiz(page, /Start this course: ISR Mark IV and Mark V/);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL(/\?attempt=\d+/);
  const url = page.url();
  const other = await browser.newPage();
  await login(other, "advisor.nz");
  await other.waitForURL(/dashboard/);
  expect((await other.goto(url))?.status()).toBe(404);
  await other.close();
});

test("industry quiz tab: au version for au, nz version for nz, none for gb", async ({
  page,
  browser,
  jsOn,
}) => {
  await login(page, "advisor.au");
  await page.waitForURL(/dashboard/);
  await page.goto("/industries/search?q=RC-4511-001");
  await page.getByRole("link", { name: /Cafe/ }).first().click();
  await page
    .getByRole("navigation", { name: "Industry" })
    .getByRole("link", { name: "Test Your Knowledge" })
    .click();
  await expect(page).toHaveURL(/\/industries\/\d+\/quiz$/);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByText(/civil liability legislation/)).toBeVisible();
  await expect(page.getByText(/main source of compensation/)).toHaveCount(0);
  const quizUrl = page.url().split("?")[0];
  for (const [user, status] of [
    ["advisor.nz", 200],
    ["advisor.gb", 404],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: jsOn });
    const other = await context.newPage();
    await login(other, user);
    await other.waitForURL(/dashboard/);
    expect((await other.goto(quizUrl))?.status()).toBe(status);
    if (status === 200) {
      await other.getByRole("button", { name: "Start test" }).click();
      await expect(other.getByText(/main source of compensation/)).toBeVisible();
    }
    await context.close();
  }
});

test("Test Your Knowledge: four steps, quiz-only search leads to the quiz tab, Request a Test", async ({
  page,
}) => {
  await login(page, "advisor.au");
  await page.goto("/test-your-knowledge");
  for (const step of ["Select an industry", "Get knowledge", "Answer the quiz", "Earn CIP/CPD points"])
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a Test" })).toHaveAttribute("href", /^mailto:/);
  // The search box keeps quiz-only mode (also without JavaScript); results lead to the quiz tab.
  await page.getByRole("combobox").fill("bakery");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/industries\/search\?.*quiz=1/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Bakery/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/industries\/\d+\/quiz$/);
  await page.goto("/industries/search?q=sawmill&quiz=1");
  await expect(page.getByText(/Sorry but this Knowledge Test is not currently available/)).toBeVisible();
});

test("gb users: no Test Your Knowledge page", async ({ page }) => {
  await login(page, "advisor.gb");
  await page.waitForURL(/dashboard/);
  expect((await page.goto("/test-your-knowledge"))?.status()).toBe(404);
});

test("axe finds nothing on the quiz pages", async ({ page, jsOn }) => {
  test.skip(!jsOn, "axe injects a script");
  await login(page, "advisor.au");
  await page.goto("/test-your-knowledge");
  await expectNoAxeViolations(page);
  await openCourseQuiz(page, /Start this course: Cyber/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.locator("fieldset[id^=question-]")).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expectNoAxeViolations(page);
  for (const g of await page.locator("fieldset[id^=question-]").all())
    await g.getByRole("radio").last().check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await expectNoAxeViolations(page);
});
