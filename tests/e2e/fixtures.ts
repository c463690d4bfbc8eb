import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { APP_URL, dataDirFor } from "./servers";

export const DEMO_PASSWORD = "RiskCoach-demo-2026";
export const E2E_PASSWORD = "e2e-password-2026";

/**
 * Every test fails if the page logged a console error, threw, or hit a CSP violation: with a strict
 * policy a violation is exactly the bug we would otherwise never see.
 */
export const test = base.extend<{ problems: string[]; jsOn: boolean }>({
  // This worker's own app (tests/e2e/servers.ts); `test.use({ baseURL })` still chooses another.
  baseURL: APP_URL,
  jsOn: async ({}, use, testInfo) => {
    await use(testInfo.project.name === "js-on");
  },
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await watchPage(page, problems);
      await use(problems);
      expect(problems.filter(isPageFault)).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Records a page's console errors, uncaught errors and CSP violations into `problems`. Chromium
 * logs each violation as a console error (also with JavaScript off); with JavaScript on, a
 * `securitypolicyviolation` listener reports it as well, by directive, in case the wording changes.
 */
export async function watchPage(page: Page, problems: string[]) {
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"}`),
    );
  });
}

/** 4xx responses the test asked for, and requests the test itself aborted, are not page faults. */
export const isPageFault = (problem: string) => !/status of 4\d\d|net::ERR_FAILED/.test(problem);
export { expect };

/**
 * The error lines under fields (not the error summary, which repeats their messages as links), for
 * asserting a field's message without matching the summary too.
 */
export const fieldErrors = (scope: Page | Locator) => scope.locator("[data-field-error]");

export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Opens `url` on a slow line: the page is there to type into, but the app's entry script (and so
 * hydration) is held until the returned `release` is called.
 */
export async function openWithAppScriptsHeld(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return release;
}

/**
 * Waits until React has hydrated `target` (its element carries React's props), so that a click runs
 * the app's handler rather than the browser's default (a form post, which is the no-JS path).
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
}

/** axe on the current page, failing on any violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** The newest email the app wrote under DATA_DIR/mail, as text with soft line breaks joined. */
export function newestMail(): string {
  const dir = path.join(dataDirFor("app"), "mail");
  const files = fs.readdirSync(dir).sort();
  return fs.readFileSync(path.join(dir, files[files.length - 1]), "utf8").replace(/=\r?\n/g, "");
}
