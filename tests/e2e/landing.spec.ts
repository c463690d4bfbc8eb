import { expect, expectNoAxeViolations, test } from "./fixtures";

test("landing: banner, enquire link, counters from the database, sections, class map", async ({
  page,
  jsOn,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const enquire = main.getByRole("link", { name: /Contact Us \/ Enquire/ }).first();
  await expect(enquire).toHaveAttribute("target", "_blank");
  await expect(enquire).toHaveAttribute("rel", /noopener/);
  for (const name of [
    "Everything for the risk conversation",
    "About RiskCoach",
    "Tailor your Risk Report",
    "Your dashboard",
    "One business, many risks",
    "Inside every industry",
  ])
    await expect(main.getByRole("heading", { level: 2, name })).toHaveCount(1);
  for (const step of ["Classify the risks", "Add Comments", "Customise it", "Preview, Print or Save"])
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(step) })).toHaveCount(1);
  for (const label of ["Training tools", "Calculator tools"])
    await expect(main.getByRole("heading", { level: 3, name: label })).toHaveCount(1);
  for (const cls of [
    "Property damage",
    "Corporate travel",
    "Equipment breakdown",
    "Business interruption",
    "Cyber risks",
    "Public liability",
  ])
    await expect(main.getByText(cls, { exact: true })).toHaveCount(1);

  // Counters: the final numbers are in the HTML (database counts), with a thousands separator.
  const numbers = main.getByRole("region", { name: "RiskCoach in numbers" });
  const industries = numbers.locator("[data-count-to]").first();
  const target = Number(await industries.getAttribute("data-count-to"));
  expect(target).toBeGreaterThan(7000);
  const formatted = new Intl.NumberFormat("en-AU").format(target);
  await expect(numbers.locator("[data-count-to]").nth(1)).toHaveAttribute("data-count-to", "14");
  await expect(numbers).toContainText("industries and occupations");
  if (!jsOn) {
    await expect(industries).toHaveText(formatted);
    // The about block is simply visible without JavaScript.
    await expect(main.getByRole("heading", { name: "About RiskCoach" })).toBeVisible();
    return;
  }
  // With JavaScript the counter starts at 0 and reaches the total after 3 seconds.
  await numbers.scrollIntoViewIfNeeded();
  await expect(industries).toHaveText(formatted, { timeout: 6000 });
});

test("landing: the about block appears after scrolling past window height + 500 px (JavaScript)", async ({
  page,
  jsOn,
}) => {
  test.skip(!jsOn, "without JavaScript it is always visible");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const block = page.locator("#about [data-reveal]");
  await expect(block).toHaveAttribute("data-reveal", "hidden");
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 300));
  await page.waitForTimeout(200);
  await expect(block).toHaveAttribute("data-reveal", "hidden");
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 520));
  await expect(block).toHaveAttribute("data-reveal", "shown");
});

test("landing feature carousel: seven features, 3/2/1 per view, dots", async ({ page, jsOn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const track = page.getByRole("list", { name: "Features" });
  const slides = track.getByRole("listitem");
  await expect(slides).toHaveCount(7);
  for (const title of [
    "Quick & Tailored Report",
    "Hazard Index",
    "Significant Exposures",
    "Risk Checklist",
    "Industry Codes",
    "Endorsement Lists",
    "The Market",
  ])
    await expect(track.getByRole("heading", { name: title })).toHaveCount(1);
  const perView = async () =>
    track.evaluate((el) => Math.round(el.clientWidth / (el.children[0] as HTMLElement).offsetWidth));
  expect(await perView()).toBe(3);
  await expect(slides.first().locator("p")).toHaveCSS("-webkit-line-clamp", "10");
  const dots = page.getByRole("navigation", { name: "Features carousel" }).getByRole("link");
  await expect(dots).toHaveCount(7);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  if (jsOn) {
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect(page).toHaveURL(/\/$/); // the dot scrolled the strip, not the page
  } else {
    await dots.nth(5).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  }
  await page.setViewportSize({ width: 1000, height: 900 });
  expect(await perView()).toBe(2);
  await page.setViewportSize({ width: 400, height: 900 });
  expect(await perView()).toBe(1);
});

test("the landing page ships only enhance.js (no React bundle)", async ({ page, jsOn }) => {
  test.skip(!jsOn, "scripts only load with JavaScript");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual(["/enhance.js"]);
});

test("landing has no axe violations, with and without enhance.js", async ({ page, jsOn }) => {
  test.skip(!jsOn, "axe injects a script; the no-JS rendering is audited with app scripts blocked");
  await page.goto("/");
  await expectNoAxeViolations(page);
  await page.route("**/enhance.js", (route) => route.abort());
  await page.goto("/");
  await expectNoAxeViolations(page);
});
