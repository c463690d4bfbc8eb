/**
 * Issue 19, user-interface part: the search-limit lockout through the typeahead and a related-
 * industries link (message, then logged out), the near-limit notice, Test Your Knowledge's Request a
 * Test links, and the browse columns (in view at 375 and 1280 px, legible, one kind per column).
 * Each test runs with JavaScript on and off (playwright.config.ts projects).
 */
import type { Locator, Page } from "@playwright/test";
import { E2E_PASSWORD, expect, expectNoAxeViolations, login, test } from "./fixtures";

const LOCKOUT =
  "Your account has been locked due to exceeding the maximum industry search limit. Please contact LMI Group to unlock your account.";
/** INDUSTRY_LIMIT of the e2e server (playwright.config.ts). */
const LIMIT = 25;

/** Industry pages from the keyword search's results page (the no-JS search box lands there). */
async function resultHrefs(page: Page, q: string): Promise<string[]> {
  await page.goto(`/industries/search?${new URLSearchParams({ q })}`);
  const hrefs = await page
    .getByRole("main")
    .locator("ol a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  return hrefs.filter((h) => /^\/industries\/\d+$/.test(h));
}

/** Opens industries as the signed-in user (a request with the session cookie counts as an open). */
async function open(page: Page, hrefs: string[]) {
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
}

const notice = (page: Page) => page.locator("[data-search-limit]");

async function expectLoggedOut(page: Page) {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
}

test.describe("industry search limit", () => {
  test("near-limit notice from 80 %, then the lockout through the typeahead logs out", async ({
    page,
    jsOn,
  }) => {
    test.setTimeout(120_000);
    await login(page, jsOn ? "lockui-ta.js-on" : "lockui-ta.js-off", E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const hrefs = await resultHrefs(page, "restaurant");
    expect(hrefs.length).toBeGreaterThan(LIMIT);
    await open(page, hrefs.slice(0, 19));
    // 19 of 25 (76 %): no notice; the live region is there, empty.
    await page.goto(hrefs[18]);
    await expect(notice(page)).toHaveAttribute("role", "status");
    await expect(notice(page)).toBeEmpty();
    // 20 of 25 (80 %): the notice.
    await page.goto(hrefs[19]);
    await expect(notice(page)).toHaveText(
      "Industry search limit: you have opened 20 of the 25 industries allowed in 30 days. Opening more than 25 will lock your account.",
    );
    // A link on the results page (a client-side navigation with JavaScript) updates it.
    await page.goto("/industries/search?q=restaurant");
    await page.getByRole("main").locator(`ol a[href="${hrefs[20]}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[20]}/hazard-index$`));
    await expect(notice(page)).toContainText("you have opened 21 of the 25 industries");
    await open(page, hrefs.slice(21, LIMIT));
    await page.goto(hrefs[0]);
    await expect(notice(page)).toContainText("you have opened all 25 industries allowed in 30 days.");
    if (jsOn) await expectNoAxeViolations(page);

    // A new industry through the search box: the typeahead with JavaScript, the results page without.
    const box = page.getByRole("combobox", { name: "Search industries" });
    if (jsOn) {
      await page.waitForLoadState("networkidle");
      await box.fill("electrician");
      await page.getByRole("option").first().click();
    } else {
      await box.fill("electrician");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/industries\/search\?q=electrician/);
      const first = page.getByRole("main").locator("ol a").first();
      expect(hrefs).not.toContain(await first.getAttribute("href"));
      await first.click();
    }
    await expect(page.getByRole("alert")).toContainText(LOCKOUT);
    await expect(page.getByRole("heading", { name: "Account locked" })).toBeVisible();
    await expectLoggedOut(page);
  });

  test("the lockout through a related-industries link shows the message and logs out", async ({
    page,
    jsOn,
  }) => {
    test.setTimeout(120_000);
    await login(page, jsOn ? "lockui-rel.js-on" : "lockui-rel.js-off", E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const hrefs = await resultHrefs(page, "restaurant");
    await open(page, hrefs.slice(0, LIMIT - 1));
    // The 25th industry: allowed, and its related industries are one click away.
    await page.goto(`${hrefs[LIMIT - 1]}/related-industries`);
    await expect(notice(page)).toContainText("you have opened all 25 industries");
    const opened = new Set(hrefs.slice(0, LIMIT));
    const related = await page
      .getByRole("main")
      .locator("table a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    const fresh = related.find((h) => !opened.has(h));
    expect(fresh, `a related industry not opened yet among ${related.join(", ")}`).toBeTruthy();
    const response = jsOn
      ? page.waitForResponse((r) => r.url().includes(`${fresh}.data`))
      : page.waitForResponse((r) => r.url().endsWith(fresh!));
    await page.getByRole("main").locator(`table a[href="${fresh}"]`).click();
    expect((await response).status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText(LOCKOUT);
    // The signed-out header: no account menu, a Log in link.
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expectLoggedOut(page);
  });
});

test.describe("Test Your Knowledge", () => {
  test("a quiz search without result: 'click here' and Request a Test are links, by keyboard and mouse", async ({
    page,
    jsOn,
  }) => {
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/test-your-knowledge");
    const box = page.getByRole("combobox", { name: "Search industries" });
    if (jsOn) {
      await page.waitForLoadState("networkidle");
      await box.pressSequentially("zzqxw");
    } else {
      await box.fill("zzqxw");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/test-your-knowledge\?.*q=zzqxw/);
    }
    const panel = page.locator("[data-quiz-empty]");
    await expect(panel).toHaveText(
      "Sorry but this Knowledge Test is not currently available - try another keyword or click here to request a new Test for this Industry" +
        "Request a Test",
    );
    const mail = "mailto:support@riskcoach.local?subject=Request%20a%20Test%3A%20zzqxw";
    const clickHere = panel.getByRole("link", { name: "click here" });
    const request = panel.getByRole("link", { name: "Request a Test" });
    await expect(clickHere).toHaveAttribute("href", mail);
    await expect(request).toHaveAttribute("href", mail);
    // Keyboard: Tab from the search box reaches both (after the Search button); leaving the box
    // (blur) does not remove them.
    await box.focus();
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error("not reached by Tab");
    };
    await tabTo(clickHere);
    await page.waitForTimeout(300);
    await expect(clickHere).toBeVisible();
    await tabTo(request);
    await expect(request).toBeFocused();
    // Mouse: nothing covers them (the click's actionability checks, without opening a mail client).
    await clickHere.click({ trial: true });
    await request.click({ trial: true });
    if (jsOn) await expectNoAxeViolations(page);
  });
});

/** Fully inside the viewport, and below the sticky header where that is showing. */
async function inView(page: Page, locator: Locator) {
  const vp = page.viewportSize()!;
  await expect
    .poll(async () => {
      const b = await locator.boundingBox();
      if (!b) return "no box";
      const header = await page
        .locator("[data-site-header]")
        .evaluate((el) => Math.max(0, el.getBoundingClientRect().bottom));
      const inside =
        b.x >= 0 && b.y >= header && b.x + b.width <= vp.width + 0.5 && b.y + b.height <= vp.height + 0.5;
      return inside
        ? "inside"
        : `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} under a header to ${Math.round(header)}`;
    })
    .toBe("inside");
}

function luminance(rgb: string) {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number)
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};

/** The open item of a column, under the pointer, reads at 4.5:1 or better. */
async function expectLegible(item: Locator) {
  await item.hover();
  const { color, background } = await item.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor };
  });
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
}

for (const width of [375, 1280]) {
  test(`browse: each opened column is in view and its open item legible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 667 : 800 });
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/industries/browse");
    await page.getByRole("link", { name: "Browse Industries" }).click();
    await inView(page, page.locator("#browse-col-0"));
    const steps = [
      "H - Accommodation and Food Services",
      "45 - Food and Beverage Services",
      "451 - Cafes, Restaurants and Takeaway Food Services",
      "4511 - Cafes and Restaurants",
    ];
    for (const [depth, name] of steps.entries()) {
      await page.locator(`#browse-col-${depth}`).getByRole("link", { name }).click();
      await expect(page.locator(`#browse-col-${depth + 1} h2`)).toBeVisible();
      await inView(page, page.locator(`#browse-col-${depth + 1}`));
      const openItem = page.locator(`#browse-col-${depth}`).locator("a[aria-current]");
      await expect(openItem).toHaveText(new RegExp(`^${name.replace(/[()]/g, "\\$&")}`));
      await expectLegible(openItem);
    }
    await expect(page.locator("#browse-col-4 h2")).toContainText("Industry");
    await expect(
      page.locator("#browse-col-4").getByRole("link", { name: "RC-4511-001 - Cafe" }),
    ).toBeVisible();
  });
}

test("browse UK SIC: the Subclass column holds subclasses only, industries stay in their own column", async ({
  page,
  jsOn,
}) => {
  await login(page, "advisor.gb");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/industries/browse");
  await page.getByRole("link", { name: "Browse Industries" }).click();
  for (const [depth, code] of ["I", "56", "56.1", "56.10"].entries())
    await page
      .locator(`#browse-col-${depth}`)
      .getByRole("link", { name: new RegExp(`^${code.replace(".", "\\.")} - `) })
      .click();
  const subclass = page.locator("#browse-col-4");
  await expect(subclass.locator("h2")).toHaveText("Subclass");
  await inView(page, subclass);
  const names = await subclass.getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const name of names) expect(name).toMatch(/^56\.10\/\d - /);
  // The industries filed at 56.10 itself: a column of their own, named Industry.
  const industriesCol = page.locator("#browse-col-5");
  await expect(industriesCol.locator("h2")).toHaveText(/^IndustryFiled under 56\.10$/i);
  const hrefs = await industriesCol
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/industries\/\d+$/);
  // A subclass opens its own industries.
  await subclass.getByRole("link", { name: /^56\.10\/1 - / }).click();
  await expect(page.locator("#browse-col-5 h2")).toContainText("Filed under 56.10/1");
  await inView(page, page.locator("#browse-col-5"));
  if (jsOn) await expectNoAxeViolations(page);
});
