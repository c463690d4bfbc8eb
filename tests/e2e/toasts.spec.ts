import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, login, test } from "./fixtures";
import { PRINT_UNDER_INSURANCE } from "./pages";

/**
 * Issue 18: toasts fade by CSS (every toast, also a second one after a client-side navigation on a
 * hydrated page; without JavaScript too), and /enhance.js is safe to run twice. About Me is plain text.
 */
const SAVED = "User profile has been successfully updated";
const user = (jsOn: boolean) => (jsOn ? "acct.js-on" : "acct.js-off");
/** The 6 s delay, the 0.4 s fade and some slack. */
const FADE = { timeout: 9_000 };

/** A second copy of /enhance.js, as a page might load it (with the page's CSP nonce). */
async function runEnhanceAgain(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.type = "module";
        script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
        script.src = "/enhance.js?again";
        script.onload = () => resolve();
        script.onerror = () => reject(new Error("enhance.js did not load"));
        document.head.append(script);
      }),
  );
}

test("profile saved twice on a hydrated page: both toasts show and fade; without JS the toast shows", async ({
  page,
  jsOn,
}) => {
  test.setTimeout(60_000);
  await login(page, user(jsOn), E2E_PASSWORD);
  await page.goto("/account/user-profile");
  const save = page.getByRole("button", { name: "Save", exact: true });
  const toast = page.getByRole("status").filter({ hasText: SAVED });
  await save.click();
  await expect(toast).toBeVisible();
  if (!jsOn) {
    // Server-rendered, it is there without JavaScript, and CSS fades it all the same.
    await expect(page.locator("[data-toast]")).toHaveText(SAVED);
    // The confirmation takes the keyboard (autofocus on the new page); while the keyboard is on it
    // the fade waits, and once the user moves on CSS fades it all the same.
    await expect(toast).toBeFocused();
    await page.waitForTimeout(7_000);
    await expect(toast).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(toast).not.toBeFocused();
    await expect(toast).toBeHidden(FADE);
    return;
  }
  // The second save is a client-side navigation on the same document (no full page load).
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await expect(toast).toBeHidden(FADE);
  await save.click();
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(toast).toBeHidden(FADE);
});

test("About Me: typed HTML is stored as text, the textarea never shows tags", async ({ page, jsOn }) => {
  await login(page, user(jsOn), E2E_PASSWORD);
  await page.goto("/account/user-profile");
  const about = page.getByLabel("About Me");
  await about.fill(`Hello <b>world</b> (${jsOn ? "on" : "off"})\nsecond line\n\nNew para`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
  const text = `Hello world (${jsOn ? "on" : "off"})\nsecond line\n\nNew para`;
  await expect(about).toHaveValue(text);
  await page.reload();
  await expect(page.getByLabel("About Me")).toHaveValue(text);
  // Nor does the page's HTML (a tag in the textarea would be there as "&lt;b&gt;").
  const res = await page.request.get("/account/user-profile");
  expect(await res.text()).not.toContain("&lt;b&gt;");
});

test("enhance.js run twice: menus, counters and the print dialog still behave once", async ({
  page,
  jsOn,
}) => {
  test.skip(!jsOn, "a script behaviour");
  // Landing counters: a second run leaves a finished counter as it is (no restart from 0).
  await page.goto("/");
  const counter = page.locator("[data-count-to]").first();
  const target = Number(await counter.getAttribute("data-count-to"));
  const formatted = new Intl.NumberFormat("en-AU").format(target);
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText(formatted, { timeout: 6_000 });
  await runEnhanceAgain(page);
  await page.waitForTimeout(300);
  await expect(counter).toHaveText(formatted);

  // Hydrated page: the account menu closes with Escape and by an outside click, also after a
  // client-side navigation, with the script run twice.
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  await runEnhanceAgain(page);
  const header = page.locator("[data-site-header]");
  const menu = header.locator("details[data-menu]", {
    has: page.locator("summary[aria-label^='Account menu']"),
  });
  await header.locator("summary[aria-label^='Account menu']").click();
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "General Information" })
    .click();
  await expect(page).toHaveURL(/\/general-info$/);
  await header.locator("summary[aria-label^='Account menu']").click();
  await expect(menu).toHaveAttribute("open", "");
  await page.locator("main h1").first().click();
  await expect(menu).not.toHaveAttribute("open", "");

  // Print page: the print dialog opens once, however often the script runs.
  await page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => void w.prints++;
  });
  await page.goto(PRINT_UNDER_INSURANCE);
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  await runEnhanceAgain(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
});
