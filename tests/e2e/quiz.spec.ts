import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";
import { drawnQuestionTexts } from "./quiz-answers";

async function openCourseQuiz(page: Page, name: RegExp) {
  await page.goto("/courses/browse?show=all");
  await page.getByRole("link", { name }).click();
  await page.waitForURL(/\/guide$/);
  await page.goto(page.url().replace(/guide$/, "quiz"));
}

test("quiz: 5 drawn questions, every one must be answered, marked review, the next attempt draws others, 3 a day", async ({
  page,
  jsOn,
}) => {
  await login(page, `learner.${jsOn ? "js-on" : "js-off"}`, E2E_PASSWORD);
  await openCourseQuiz(page, /Start this course: Public and Products Liability/);
  await expect(page.getByText("Attempts left today: 3 of 3.")).toBeVisible();
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page).toHaveURL(/\?attempt=\d+/);
  const groups = page.locator("fieldset[id^=question-]");
  await expect(groups).toHaveCount(5);
  // Each step puts the keyboard on what follows, with and without JavaScript: the first question,
  // the result (the confirmation of Submit answers), then the quiz's heading after Done.
  await expect(groups.first()).toBeFocused();
  const first = await drawnQuestionTexts(page);
  // Answer the first two questions only.
  for (const i of [0, 1]) await groups.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByText("Question must be answered", { exact: true })).toHaveCount(3);
  // The answers given are kept, and the same questions are still asked.
  await expect(groups.nth(0).getByRole("radio").first()).toBeChecked();
  expect(await drawnQuestionTexts(page)).toEqual(first);
  if (jsOn) await expect(groups.nth(2).getByRole("radio").first()).toBeFocused();
  // Answer the rest (first option each) and submit.
  for (let i = 2; i < 5; i++) await groups.nth(i).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await expect(page.getByText(/Result: \d+%/)).toBeVisible();
  await expect(page.locator("#quiz-result")).toBeFocused();
  await expect(page.locator("[data-answer-state=correct]")).toHaveCount(5);
  await expect(page.getByText("Your answer", { exact: true })).toHaveCount(5);
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page.getByText("Attempts left today: 2 of 3.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Test Your Knowledge" })).toBeFocused();

  // The next two attempts draw questions the earlier ones did not ask.
  const seen = new Set(first);
  for (const left of [1, 0]) {
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(groups).toHaveCount(5);
    const drawn = await drawnQuestionTexts(page);
    expect(drawn.filter((q) => seen.has(q))).toEqual([]);
    drawn.forEach((q) => seen.add(q));
    for (const g of await groups.all()) await g.getByRole("radio").last().check();
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
    await page.getByRole("link", { name: "Done" }).click();
    if (left > 0) await expect(page.getByText(`Attempts left today: ${left} of 3.`)).toBeVisible();
  }
  expect(seen.size).toBe(15);
  // Three attempts today: the limit message names the day the next one opens; no Start button.
  await expect(page.getByRole("alert")).toHaveText(
    /^You have used the 3 attempts allowed at this test today\. Your next attempt opens on \d\d\/\d\d\/\d{4}\.$/,
  );
  await expect(page.getByRole("button", { name: "Start test" })).toHaveCount(0);
  // A start posted anyway (a stale page, a second tab) is refused by the server with the same message.
  const refused = await page.request.post(page.url(), { form: { intent: "start" } });
  expect(refused.status()).toBe(429);
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
  // The au version: 3 questions drawn from its pool of 9.
  await expect(
    page.getByText(/Cafe · Australian version · 3 questions drawn at random from 9/),
  ).toBeVisible();
  await page.getByRole("button", { name: /^(Start|Continue) test$/ }).click();
  await expect(page.locator("fieldset[id^=question-]")).toHaveCount(3);
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
      await expect(other.getByText(/Cafe · New Zealand version · 3 questions drawn at random/)).toBeVisible();
      await other.getByRole("button", { name: /^(Start|Continue) test$/ }).click();
      await expect(other.locator("fieldset[id^=question-]")).toHaveCount(3);
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
  await page.goto("/industries/search?q=kombucha&quiz=1");
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
  await expect(page.locator("fieldset[id^=question-]")).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expectNoAxeViolations(page);
  for (const g of await page.locator("fieldset[id^=question-]").all())
    await g.getByRole("radio").last().check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await expectNoAxeViolations(page);
});
