import fs from "node:fs";
import { expect, expectNoAxeViolations, login, test } from "./fixtures";

test("courses: browse with covers, guide, content units with previous/next, last unit leads to the test", async ({
  page,
}) => {
  await login(page, "advisor.au");
  await page.goto("/courses");
  await expect(page).toHaveURL(/\/courses\/browse$/);
  await expect(page.getByRole("heading", { name: "Short Courses", level: 1 })).toBeVisible();
  const cards = page.getByRole("main").locator("ul > li");
  await expect(cards).toHaveCount(4);
  await page.getByRole("link", { name: "See more courses" }).click();
  // Every course of the content pack (issue 21: at least 12).
  const courses = fs.readdirSync("content/learning/courses").filter((f) => f.endsWith(".json")).length;
  expect(courses).toBeGreaterThanOrEqual(12);
  await expect(cards).toHaveCount(courses);
  await expect(page.getByRole("link", { name: "See more courses" })).toHaveCount(0);
  await page.getByRole("link", { name: "Start this course: Under-insurance and the Average Clause" }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/guide$/);
  for (const title of ["Subject Outline", "Learning Objectives", "Course Introduction", "Course Summary"])
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  // The outline describes the drawn test, not the old fixed ten questions.
  await expect(page.getByText(/each attempt asks five questions drawn from a pool of fifteen/)).toBeVisible();
  await expect(page.getByText(/ten-question/)).toHaveCount(0);
  await page.getByRole("link", { name: "Start this Course" }).click();
  await expect(page).toHaveURL(/\/content$/);
  // First unit selected by default; previous/next walk the units in sequence.
  await expect(
    page.getByRole("heading", { name: "What under-insurance is and where it comes from" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/unit=how-average-works/);
  await expect(page.getByRole("heading", { name: "How the average clause works" })).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await page.getByRole("link", { name: "Test your knowledge", exact: true }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole("heading", { name: "Test Your Knowledge", level: 2 })).toBeVisible();
  await expect(page.getByText(/5 questions drawn at random from 15/)).toBeVisible();
  await expect(page.getByText(/Pass mark 80%/)).toBeVisible();
  await expect(page.getByText(/Attempts left today: \d of 3\./)).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Start|Continue) test$/ })).toBeVisible();
});

test("trial users see the trial course set only", async ({ page }) => {
  await login(page, "trial.au");
  await page.goto("/courses/browse");
  const cards = page.getByRole("main").locator("ul > li");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Under-insurance and the Average Clause");
  await page.goto("/courses/browse?show=all");
  await expect(cards).toHaveCount(1);
});

test("unknown or non-trial course is not found", async ({ page }) => {
  await login(page, "trial.au");
  await page.goto("/courses/browse");
  const href = await page.getByRole("link", { name: /Start this course/ }).getAttribute("href");
  const id = Number(href!.split("/").pop());
  expect((await page.goto(`/courses/${id + 1}/guide`))?.status()).toBe(404);
  expect((await page.goto("/courses/999999/guide"))?.status()).toBe(404);
  expect((await page.goto("/courses/abc/content"))?.status()).toBe(404);
});

test("axe finds nothing on the course pages", async ({ page, jsOn }) => {
  test.skip(!jsOn, "axe injects a script");
  await login(page, "advisor.au");
  // Every course listed (See more courses): the cyber course is not among the first four.
  await page.goto("/courses/browse?show=all");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /Start this course: Cyber/ }).click();
  await page.waitForURL(/guide$/);
  await expectNoAxeViolations(page);
  await page.goto(page.url().replace(/guide$/, "content?unit=notification"));
  await expectNoAxeViolations(page);
  // the no-JS rendering, audited with the app's scripts blocked
  await page.route("**/assets/**/*.js", (r) => r.abort());
  await page.reload();
  await expectNoAxeViolations(page);
});
