import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";
import {
  appPages,
  cafe,
  loginAs,
  NATCAT_URL,
  natcatPages,
  PUBLIC,
  savedReportPages,
  underwriterPages,
} from "./pages";

/**
 * Accessibility (issue #11): axe on every page, with JavaScript on and with the app's own scripts
 * blocked (axe cannot run in a javaScriptEnabled:false context, see ARCHITECTURE.md), 0 violations;
 * the fixture fails any page that logs a console error or a CSP violation. Plus a keyboard-only
 * journey: login → search → industry → tailored report (Move to, comment) → save → download link.
 * Runs in the js-on project only (the js-off project cannot host axe).
 */

async function audit(page: Page, url: string, label: string) {
  const res = await page.goto(url);
  expect(res?.status(), `${label} ${url}`).toBeLessThan(500);
  await expect(page.locator("main, [role=main], body").first()).toBeVisible();
  await test.step(`${label} ${url}`, async () => {
    await expectNoAxeViolations(page);
  });
}

const blockScripts = (page: Page) => page.route("**/assets/**/*.js", (r) => r.abort());

test.describe("axe on every page", () => {
  test.beforeEach(({ jsOn }) => {
    test.skip(
      !jsOn,
      "axe needs JavaScript in the browser; the no-JS rendering is audited by blocking the app's scripts",
    );
  });

  for (const mode of ["scripts on", "app scripts blocked"] as const) {
    test(`public pages, ${mode}`, async ({ page }) => {
      if (mode !== "scripts on") await blockScripts(page);
      for (const url of PUBLIC) await audit(page, url, mode);
    });

    test(`signed-in pages, ${mode}`, async ({ page }) => {
      test.setTimeout(480_000);
      await login(page, "advisor.au");
      await expect(page).toHaveURL(/\/dashboard/);
      const urls = await appPages(page);
      if (mode !== "scripts on") await blockScripts(page);
      for (const url of urls) await audit(page, url, mode);
    });
  }
});

test.describe("axe on the pages the advisor sweep does not reach", () => {
  test.beforeEach(({ jsOn }) => {
    test.skip(!jsOn, "axe needs JavaScript in the browser (see above)");
  });

  for (const mode of ["scripts on", "app scripts blocked"] as const) {
    test(`class page, share page, read-only link, underwriter report, ${mode}`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      await loginAs(page, "a11y.js-on");
      const industry = await cafe(page);
      const { classPage, sharePage, shared } = await savedReportPages(page, industry);
      if (mode !== "scripts on") await blockScripts(page);
      for (const url of [classPage, sharePage]) await audit(page, url, mode);
      // The read-only link, opened by someone without an account.
      const anonymous = await browser.newContext();
      const reader = await anonymous.newPage();
      if (mode !== "scripts on") await blockScripts(reader);
      await audit(reader, shared, `${mode}, no account`);
      await anonymous.close();
      const uwContext = await browser.newContext();
      const uw = await uwContext.newPage();
      await loginAs(uw, "a11y-uw.js-on");
      if (mode !== "scripts on") await blockScripts(uw);
      for (const url of underwriterPages(industry)) await audit(uw, url, `${mode}, underwriter`);
      await uwContext.close();
    });
  }

  test.describe("natcat theme", () => {
    test.use({ baseURL: NATCAT_URL });
    for (const mode of ["scripts on", "app scripts blocked"] as const) {
      test(`natcat pages, ${mode}`, async ({ page }) => {
        test.setTimeout(180_000);
        await loginAs(page, "a11y.js-on");
        const industry = await cafe(page);
        if (mode !== "scripts on") await blockScripts(page);
        for (const url of natcatPages(industry)) await audit(page, url, mode);
      });
    }
  });
});

/** Presses Tab until `target` has focus (keyboard only: no clicks, no focus() calls). */
async function tabTo(page: Page, target: Locator, max = 400) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${String(target)} by Tab`);
}

test("keyboard only: login → search → industry → tailored report (move, comment) → save → download", async ({
  page,
  jsOn,
}) => {
  test.setTimeout(120_000);
  await page.goto("/login");
  // The username field has focus when the dialog opens (the browser applies autofocus on its next
  // rendering update, which a busy machine may run after Playwright is ready to type).
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.keyboard.type("advisor.nz");
  await page.keyboard.press("Tab");
  await page.keyboard.type("RiskCoach-demo-2026");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard/);

  await tabTo(page, page.getByLabel("Search industries").first());
  await page.keyboard.type("cafe");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/industries\/search\?.*q=cafe/);
  const result = page.locator('main a[href^="/industries/"]', { hasText: "RC-4511-001" }).first();
  await tabTo(page, result);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/industries\/\d+(\/hazard-index)?$/);
  const id = new URL(page.url()).pathname.split("/")[2];

  const report = page
    .locator(`a[href="/industries/${id}/report"], a[href^="/industries/${id}/report/"]`)
    .first();
  await tabTo(page, report);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/industries/${id}/report`));
  // Report mode opens the tailored report intro until it is answered: answer it by keyboard.
  const start = page.getByRole("button", { name: "Start Your Tailored Report" });
  if (await start.isVisible()) {
    await tabTo(page, start);
    await page.keyboard.press("Enter");
  } else {
    const tailored = page.locator(`a[href$="/industries/${id}/report/tailored-report"]`).first();
    await tabTo(page, tailored);
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/tailored-report/);

  // Move the first class of "Recommended" with its Move to form.
  const card = page
    .getByRole("region", { name: /Recommended/ })
    .locator("li")
    .first();
  const className = (await card.locator("p.font-medium").first().textContent())!.trim();
  await tabTo(page, card.getByLabel("Move to"));
  await page.keyboard.press("ArrowDown");
  await expect(card.getByLabel("Move to")).toHaveValue("for_review");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const moved = page
    .getByRole("region", { name: /For Review/ })
    .locator("li", { hasText: className })
    .first();
  await expect(moved).toBeVisible();

  // Comment on it, then Save comment.
  const comment = moved.getByLabel(`Comment on ${className}`);
  await tabTo(page, comment);
  await page.keyboard.type("Keyboard comment: check the grease trap log.");
  await tabTo(page, moved.getByRole("button", { name: `Save comment on ${className}` }));
  await page.keyboard.press("Enter");
  if (jsOn) await expect(moved.getByRole("status").first()).toHaveText(/Saved|Saving/);
  await page.waitForLoadState("networkidle");

  // Next → preview → Save (the Save button has focus on the preview step).
  await tabTo(page, page.getByRole("link", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=preview/);
  // Saving asks for the client's name (issue 24).
  await tabTo(page, page.getByLabel("Insured business name"));
  await page.keyboard.type("Keyboard Cafe Pty Ltd");
  await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved").first()).toBeVisible();
  await expect(page.getByText("Keyboard comment: check the grease trap log.").first()).toBeVisible();
  const download = page.getByRole("link", { name: "Download PDF" });
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute("href", new RegExp(`/industries/${id}/risk-report/download`));
  await tabTo(page, download);
  // Enter downloads the PDF (with JS through the fetch that reports progress, without as a plain link);
  // it holds the comment typed above.
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 60_000 }),
    page.keyboard.press("Enter"),
  ]);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text.replace(/\s+/g, " ")).toContain("Keyboard comment: check the grease trap log.");
  if (jsOn) await expect(page.getByText("Download successfully")).toBeVisible();
});

test("keyboard only: account menu → profile form (field error, address search, save) → saved values", async ({
  page,
  jsOn,
}) => {
  test.setTimeout(120_000);
  const focused = (locator: Locator) => expect(locator).toBeFocused();
  await page.goto("/login");
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.keyboard.type(jsOn ? "profile-kbd.js-on" : "profile-kbd.js-off");
  await page.keyboard.press("Tab");
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard/);

  // The account menu (a <details>: opens with Enter, also without JS) → User profile.
  await tabTo(page, page.locator("summary[aria-label^='Account menu for']"));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "User profile" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/user-profile$/);
  await expect(page.getByRole("heading", { name: "User Profile", level: 1 })).toBeVisible();

  // A refused save: the error is announced (alert) and the keyboard lands on the error summary
  // (issue 18, GOV.UK pattern); its link takes the keyboard to the field, which carries the message
  // as its description.
  const email = page.getByLabel("Email");
  await tabTo(page, email);
  await page.keyboard.press("Control+A");
  await page.keyboard.type("not-an-email");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "User profile is not updated" })).toBeVisible();
  const summary = page.locator("[data-error-summary]");
  await focused(summary);
  await tabTo(page, summary.getByRole("link", { name: "Enter a valid email address." }));
  await page.keyboard.press("Enter");
  await focused(email);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter a valid email address.");
  await expect(email).toHaveValue("not-an-email");

  // Correct it, then Shift+Tab back to Name; Tab on through the other fields.
  await page.keyboard.press("Control+A");
  await page.keyboard.type("kim@broker.example");
  await page.keyboard.press("Shift+Tab");
  await focused(page.getByLabel("Name"));
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Kim Keyboard");
  await tabTo(page, page.getByLabel("Phone"));
  await page.keyboard.type("02 9000 1234");
  await tabTo(page, page.getByLabel("Job Title"));
  await page.keyboard.type("Keyboard Broker");
  await tabTo(page, page.getByLabel("About Me"));
  await page.keyboard.type("Keyboard only, no mouse.");
  if (jsOn) await expect(page.locator("[data-word-count]")).toContainText("4/300");

  // Address search: with JS a combobox (type, ArrowDown, Enter picks); without, Search and a
  // button per match.
  const search = page.getByLabel("Search address");
  await tabTo(page, search);
  await page.keyboard.type("Parramatta");
  const place = "Parramatta NSW 2150, Australia";
  if (jsOn) {
    await expect(search).toHaveAttribute("role", "combobox");
    // The first lookup loads the gazetteer (lazily, once per process).
    await expect(page.getByRole("option", { name: place })).toBeVisible({ timeout: 20_000 });
    await expect(search).toHaveAttribute("aria-expanded", "true");
    let picked = false;
    for (let i = 0; i < 8 && !picked; i++) {
      await page.keyboard.press("ArrowDown");
      const active = await search.getAttribute("aria-activedescendant");
      picked = (await page.locator(`[id="${active}"]`).textContent()) === place;
    }
    expect(picked, `${place} reached with ArrowDown`).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await focused(search);
  } else {
    await page.keyboard.press("Tab");
    await focused(page.getByRole("button", { name: "Search", exact: true }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: place }));
    await page.keyboard.press("Enter");
  }
  await expect(page.getByLabel("Suburb")).toHaveValue("Parramatta");
  await expect(page.getByLabel("Country")).toHaveValue("Australia");
  // Nothing typed before the search is lost (without JS the search posted the form).
  await expect(page.getByLabel("Job Title")).toHaveValue("Keyboard Broker");
  await tabTo(page, page.getByLabel("Street"));
  await page.keyboard.type("12 George St");

  await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "User profile has been successfully updated" }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Kim Keyboard");
  await expect(email).toHaveValue("kim@broker.example");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone")).toHaveValue("02 9000 1234");
  await expect(page.getByLabel("Job Title")).toHaveValue("Keyboard Broker");
  await expect(page.getByLabel("About Me")).toHaveValue("Keyboard only, no mouse.");
  await expect(page.getByLabel("Street")).toHaveValue("12 George St");
  await expect(page.getByLabel("Suburb")).toHaveValue("Parramatta");
  await expect(page.getByLabel("Postcode")).toHaveValue("2150");
  await expect(page.getByLabel("State")).toHaveValue("NSW");
  await expect(page.getByLabel("Country")).toHaveValue("Australia");
});
