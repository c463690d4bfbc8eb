import type { Page, Route } from "@playwright/test";
import { E2E_PASSWORD, expect, hydrated, login, openWithAppScriptsHeld, test } from "./fixtures";
import { NATCAT_URL } from "./servers";

/**
 * The form pattern (issue 18, "Forms"; docs/architecture.md): a refused form shows an error summary
 * at its top that links to each field in error and has the keyboard, and a successful save moves the
 * keyboard to its confirmation, with and without JavaScript.
 */

const summary = (page: Page) => page.locator("[data-error-summary]");
const user = (jsOn: boolean) => (jsOn ? "forms.js-on" : "forms.js-off");

/** Rewrites one field of the next POST to `path` (document or `.data` request), as a tampering client would. */
async function tamperNextPost(page: Page, path: string, name: string, value: string) {
  const matcher = (url: URL) => url.pathname === path || url.pathname === `${path}.data`;
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const body = new URLSearchParams(request.postData() ?? "");
    body.set(name, value);
    await route.continue({ postData: body.toString() });
  };
  await page.route(matcher, handler, { times: 1 });
}

/** The summary has the keyboard and its link for `message` points at the field `fieldLabel` labels. */
async function expectSummary(page: Page, message: string, fieldLabel: string | RegExp) {
  const box = summary(page);
  await expect(box).toBeVisible();
  await expect(box.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(box).toBeFocused();
  const link = box.getByRole("link", { name: message });
  const field = page.getByLabel(fieldLabel);
  const id = await field.getAttribute("id");
  expect(id).toBeTruthy();
  await expect(link).toHaveAttribute("href", `#${id}`);
  // The field's own error line says the same, and the field is marked invalid.
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  expect(describedBy.split(" ")).toContain(`${id}-error`);
  await expect(page.locator(`[id="${id}-error"]`)).toHaveText(message);
  await link.click();
  await expect(field).toBeFocused();
}

test("sign-in: a refused form shows the summary with the keyboard on it", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("someone");
  await page.getByLabel("Password").fill("a-password");
  // /enhance.js checks required fields before sending; the server's refusal is what is tested here.
  await tamperNextPost(page, "/login", "username", "");
  await page.getByRole("button", { name: "Log in" }).click();
  await expectSummary(page, "Please input your username.", "Username");
});

test("sign-in: a refusal of the whole form puts the keyboard on its message", async ({ page }) => {
  await login(page, "no.such.user", "not-the-password");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("The username or password is incorrect.");
  await expect(alert).toBeFocused();
  await expect(summary(page)).toHaveCount(0);
});

test("user profile: refused save -> summary; good save -> the confirmation has the keyboard", async ({
  page,
  jsOn,
}) => {
  await login(page, user(jsOn), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account/user-profile");
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  if (jsOn) {
    // Checked in the browser on blur with the action's schema (Conform), before any submit; the
    // schema loads after hydration, so leave the field until the check has run.
    const emailError = page.locator(`[id="${await email.getAttribute("id")}-error"]`);
    await expect(async () => {
      await email.focus();
      await page.getByLabel("Phone").focus();
      await expect(emailError).toHaveText("Enter a valid email address.", { timeout: 500 });
    }).toPass();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(summary(page)).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectSummary(page, "Enter a valid email address.", "Email");
  await expect(page.locator("[data-toast]:visible")).toHaveText("User profile is not updated");

  await email.fill("forms.person@example.com");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const toast = page.locator("[data-toast]:visible");
  await expect(toast).toHaveText("User profile has been successfully updated");
  await expect(toast).toBeFocused();
  await expect(summary(page)).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue("forms.person@example.com");
});

test("settings: refused save -> summary; good save -> the confirmation has the keyboard", async ({
  page,
  jsOn,
}) => {
  await login(page, user(jsOn), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account/settings");
  await tamperNextPost(page, "/account/settings", "date_format", "99");
  await page.getByRole("button", { name: "Save" }).click();
  const box = summary(page);
  await expect(box).toBeFocused();
  const link = box.getByRole("link");
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("href", "#setting-date_format");
  await expect(page.getByLabel("Date Format")).toHaveAttribute("aria-invalid", "true");
  await link.click();
  await expect(page.getByLabel("Date Format")).toBeFocused();

  await page.getByRole("button", { name: "Save" }).click();
  const toast = page.locator("[data-toast]:visible");
  await expect(toast).toHaveText("User settings has been successfully updated.");
  await expect(toast).toBeFocused();
  await expect(summary(page)).toHaveCount(0);
});

test("under-insurance calculator: a refused Calculate shows the summary with the keyboard on it", async ({
  page,
}) => {
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(
    "/calculator/under-insurance?type=sum_insured&sumInsured=12abc&valueAtRisk=100&loss=5&calculate=1",
  );
  await expectSummary(
    page,
    "Sum Insured/Declared Value must be an amount in dollars",
    "Sum Insured/Declared Value",
  );
});

test("building cost calculator: the summary links every field in error, in form order", async ({ page }) => {
  await login(page, "advisor.nz");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(
    "/calculator/building-cost?country=nz&state=Otago&industry=retail&btype=warehouse&barea=12x&sfeature=carpark&smaterial=fencing_timber_paling&sarea=50&estimate=1",
  );
  const box = summary(page);
  await expect(box).toBeFocused();
  await expect(box.getByRole("link")).toHaveText([
    "Choose a building type of the Retail industry",
    "Gross floor area must be a number of square metres",
    "Choose a material for Carpark",
  ]);
  await expect(box.getByRole("link").nth(1)).toHaveAttribute("href", "#bc-b-0-area");
  await expectSummary(page, "Gross floor area must be a number of square metres", "Gross Floor Area m2");
});

test("user profile: a refused address -> summary linking the search; every part points at its message", async ({
  page,
  jsOn,
}) => {
  await login(page, user(jsOn), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account/user-profile");
  await page.getByLabel("Suite").fill("Level 3");
  // The country is read only (the search fills it): post one no country matches.
  await tamperNextPost(page, "/account/user-profile", "country", "Atlantis");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectSummary(page, "Address is invalid.", "Search address");
  for (const label of ["Suite", "Street", "Suburb", "Postcode", "State", "Country"]) {
    const part = page.getByLabel(label, { exact: true });
    await expect(part).toHaveAttribute("aria-invalid", "true");
    expect(((await part.getAttribute("aria-describedby")) ?? "").split(" ")).toContain(
      "address-search-error",
    );
  }
  // What was typed is kept; the read-only parts stay out of the tab order.
  await expect(page.getByLabel("Suite", { exact: true })).toHaveValue("Level 3");
  for (const label of ["Suburb", "Postcode", "State", "Country"])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("tabindex", "-1");
});

test.describe("natcat theme", () => {
  test.use({
    baseURL: NATCAT_URL,
  });

  test("natcat: a refused place puts the keyboard on its message", async ({ page }) => {
    await login(page, "underwriter.au");
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto("/natcat?q=parramatta");
    // A place the gazetteer does not know (a stale list, a tampering client) is refused.
    await tamperNextPost(page, "/natcat", "place", "au:0000:NOWHERE");
    await page.getByRole("button", { name: /^Parramatta NSW 2150/ }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Please choose a place from the list.");
    await expect(alert).toBeFocused();
  });
});

test("tailored report: Save without the business name -> summary with the keyboard on it", async ({
  page,
  jsOn,
}) => {
  // A user of its own: a shared demo user may already be editing a saved report (other specs save one).
  await login(page, user(jsOn), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/industries/search?q=RC-4511-001");
  const cafe = await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).first().getAttribute("href");
  await page.goto(`${cafe}/report/tailored-report?step=preview`);
  const name = page.getByLabel("Insured business name");
  await name.fill("   ");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectSummary(page, "Enter the insured business name to save the report.", "Insured business name");
  // Nothing typed is lost, and no report was saved.
  await expect(name).toHaveValue("   ");
  await expect(page.getByText(/Editing the saved report/)).toHaveCount(0);
});

test("text typed before the scripts have run is still there after hydration, and counted", async ({
  page,
  jsOn,
}) => {
  test.skip(!jsOn, "hydration");
  await login(page, user(jsOn), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The field starts with text of its own (an empty one is left alone by React's hydration).
  await page.goto("/account/user-profile");
  await hydrated(page.getByLabel("About Me"));
  await page.getByLabel("About Me").fill("Saved earlier");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("[data-toast]:visible")).toHaveText("User profile has been successfully updated");
  const release = await openWithAppScriptsHeld(page, "/account/user-profile");
  const about = page.getByLabel("About Me");
  const typed = "Typed on a slow line before the page was ready, four more words";
  await about.fill(typed);
  await page.getByLabel("Job Title").fill("Typed job title");
  release();
  await hydrated(about);
  // React resets a server-rendered textarea to its first text when it hydrates it; the app keeps
  // what was typed and tells the component (the word count follows).
  await expect(about).toHaveValue(typed);
  await expect(page.getByLabel("Job Title")).toHaveValue("Typed job title");
  await expect(page.locator("[data-word-count]")).toContainText(`${typed.split(" ").length}/`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator("[data-toast]:visible")).toHaveText("User profile has been successfully updated");
  await page.reload();
  await expect(page.getByLabel("About Me")).toHaveValue(typed);
});

test("a search typed before the scripts have run gets its suggestions once they have", async ({
  page,
  jsOn,
}) => {
  test.skip(!jsOn, "hydration");
  await login(page, user(jsOn), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const release = await openWithAppScriptsHeld(page, "/dashboard");
  const box = page.getByRole("combobox", { name: "Search industries" });
  await box.fill("electrician");
  release();
  await hydrated(box);
  // A controlled field: React kept the typed text on the page but its state was empty, so no
  // suggestions came until the next keystroke (and a re-render would have emptied the box).
  await expect(box).toHaveValue("electrician");
  await expect(page.getByRole("option").first()).toBeVisible();
});
