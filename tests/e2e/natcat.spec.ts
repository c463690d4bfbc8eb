import { getDocumentProxy } from "unpdf";
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, test } from "./fixtures";
import { NATCAT_URL } from "./servers";

/** The natcat-theme server started next to the general one (playwright.config.ts). */

const EMPTY = "Please search location to view Natural Catastrophe analysis details";

/**
 * axe needs to run a script, which a JavaScript-disabled page cannot: check the same server-rendered
 * page in a JavaScript-enabled context whose own scripts are blocked (so it never hydrates).
 */
async function axeServerRendered(browser: Browser, page: Page, jsOn: boolean) {
  if (jsOn) return expectNoAxeViolations(page);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: true,
  });
  await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectNoAxeViolations(copy);
  await context.close();
}

async function industryHref(page: Page, code: string, name: RegExp) {
  await page.goto(`/industries/search?q=${code}`);
  return (await page.getByRole("main").getByRole("link", { name }).first().getAttribute("href"))!;
}

test("general theme: no NatCat menu, /natcat, its maps and the industry tab are 404", async ({ page }) => {
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "NatCat", exact: true })).toHaveCount(0);
  expect((await page.goto("/natcat"))?.status()).toBe(404);
  expect((await page.request.get("/natcat/map/windspeed?lat=-33.87&lng=151.21&zoom=4")).status()).toBe(404);
  expect((await page.request.get("/natcat/places.json?q=sydney")).status()).toBe(404);
  const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
  expect((await page.goto(`${cafe}/natcat-profile`))?.status()).toBe(404);
  await page.goto(`${cafe}/hazard-index`);
  await expect(page.getByRole("link", { name: "NatCat Profile" })).toHaveCount(0);
});

test.describe("natcat theme", () => {
  test.use({ baseURL: NATCAT_URL });

  test("before a search: the title and the empty text", async ({ page, browser, jsOn }) => {
    await login(page, "underwriter.au");
    await page.getByRole("link", { name: "NatCat", exact: true }).first().click();
    await expect(page).toHaveURL(/\/natcat$/);
    await expect(page.getByRole("heading", { level: 1, name: "NatCat Profiles" })).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await axeServerRendered(browser, page, jsOn);
  });

  test("choose a place with suggestions; chart, sorted panels, Expand All / Close All, map zoom", async ({
    page,
    jsOn,
  }) => {
    test.skip(!jsOn, "the combobox needs JavaScript; the no-JS form has its own test");
    await login(page, "advisor.au");
    await page.goto("/natcat");
    const search = page.getByRole("button", { name: "Search" });
    await expect(search).toBeDisabled();
    await page.getByRole("combobox", { name: "Business location" }).fill("parramatta");
    await page.getByRole("option", { name: /^Parramatta NSW 2150/ }).click();
    await expect(search).toBeEnabled();
    await search.click();
    await expect(page).toHaveURL(/\/natcat\?place=au%3A2150%3APARRAMATTA$/);
    await expect(page.getByText("Business location: Parramatta NSW 2150, Australia")).toBeVisible();
    await expect(page.getByRole("img", { name: "Natural hazards by risk score" })).toBeVisible();
    // Sorted by graph_value: the computed layers first, 'No risk data' after.
    const panels = page.locator("details[data-layer]");
    await expect(panels).toHaveCount(16);
    await expect(panels.last()).toContainText("No risk data");
    await expect(panels.first()).not.toContainText("No risk data");
    await page.getByRole("button", { name: "Expand All" }).click();
    for (const d of await panels.all()) await expect(d).toHaveAttribute("open", "");
    await page.getByRole("button", { name: "Close All" }).click();
    for (const d of await panels.all()) await expect(d).not.toHaveAttribute("open");

    const wind = page.locator("details[data-layer=windspeed]");
    await wind.locator("summary").click();
    await expect(wind).toContainText("Wind region A");
    await expect(wind.getByRole("heading", { name: "Risk Grades" })).toBeVisible();
    await expect(wind.getByText("No Data")).toHaveCount(0);
    const map = wind.getByRole("img", { name: /Map of Windstorm/ });
    await expect(map).toHaveJSProperty("complete", true);
    expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Preset stops (issue 20): the slider position is a stop index, the exact value is shown beside it.
    const slider = wind.getByRole("slider", { name: /Zoom/ });
    await expect(slider).toHaveAttribute("max", "24");
    await expect(slider).toHaveValue("8");
    await expect(wind.getByTestId("zoom-value")).toHaveText("4");
    await expect(slider).toHaveAttribute("aria-valuetext", "4, view about 400 km wide");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(wind.getByTestId("zoom-value")).toHaveText("5.6");
    await expect(map).toHaveAttribute("src", /zoom=5\.6$/);
    // Still focused after the map reloads (aria-disabled, not disabled, while it loads).
    await expect(slider).toBeEnabled();
    await expect(slider).toBeFocused();
    await page.keyboard.press("End");
    await expect(wind.getByTestId("zoom-value")).toHaveText("1,000");
    await expect(map).toHaveAttribute("src", /zoom=1000$/);
    await expect(wind.getByRole("button", { name: "Apply zoom" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The location is kept: the bare page and the industry tab show it.
    await page.goto("/natcat");
    await expect(page).toHaveURL(/place=au%3A2150%3APARRAMATTA/);
    const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
    await page.goto(`${cafe}/hazard-index`);
    await page.getByRole("link", { name: "NatCat Profile" }).first().click();
    await expect(page.getByRole("heading", { name: "NatCat Profile", exact: true })).toBeVisible();
    await expect(page.getByText("Parramatta NSW 2150, Australia")).toBeVisible();
    await expect(page.locator("details[data-layer]")).toHaveCount(16);
  });

  test("without JavaScript: GET search, pick from the list, zoom form per panel", async ({
    page,
    browser,
    jsOn,
  }) => {
    test.skip(jsOn, "the no-JS path");
    await login(page, "advisor.nz");
    await page.goto("/natcat");
    await expect(page.getByText(EMPTY)).toBeVisible();
    await page.getByRole("combobox", { name: "Business location" }).fill("wellington");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/natcat\?q=wellington$/);
    await axeServerRendered(browser, page, jsOn);
    await page.getByRole("button", { name: "Wellington, Wellington, New Zealand" }).click();
    await expect(page).toHaveURL(/\/natcat\?place=gn%3A\d+$/);
    await expect(page.getByRole("button", { name: "Expand All" })).toHaveCount(0);
    const quake = page.locator("details[data-layer=earthquakebedrock]");
    await expect(quake.locator("summary")).toContainText("High");
    await quake.locator("summary").click();
    await expect(quake).toContainText("Hazard factor Z = 0.40");
    await expect(quake).toContainText("NZS 1170.5");
    // Stop 10 of the slider is zoom 8; the form sends the stop, the page shows and maps the value.
    await quake.getByRole("slider", { name: /Zoom/ }).fill("10");
    await quake.getByRole("button", { name: "Apply zoom" }).click();
    await expect(page).toHaveURL(/layer=earthquakebedrock&zoomStop=10(#panel-earthquakebedrock)?$/);
    await expect(page.locator("details[data-layer=earthquakebedrock]")).toHaveAttribute("open", "");
    await expect(page.locator("details[data-layer=earthquakebedrock] img")).toHaveAttribute("src", /zoom=8$/);
    await expect(quake.getByTestId("zoom-value")).toHaveText("8");
    await axeServerRendered(browser, page, jsOn);
  });

  test("View Report: the Natural Catastrophe Report with Back and a PDF; the report section in the quick report", async ({
    page,
    jsOn,
  }) => {
    await login(page, "advisor.others");
    await page.goto("/natcat");
    await page.getByRole("combobox", { name: "Business location" }).fill("wellington");
    if (jsOn)
      await page
        .getByRole("option", { name: /^Wellington, Wellington/ })
        .first()
        .click();
    await page.getByRole("button", { name: "Search" }).click();
    if (!jsOn) await page.getByRole("button", { name: "Wellington, Wellington, New Zealand" }).click();
    await page.getByRole("link", { name: "View Report" }).click();
    await expect(page.getByRole("heading", { name: "Natural Catastrophe Report" })).toBeVisible();
    await expect(page.getByText("Hazard factor Z = 0.40").first()).toBeVisible();
    if (!jsOn) {
      const pdf = await page.request.get("/natcat/report/pdf");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      // Issue 24: a report like the others, not a print of the web page.
      expect(pdf.headers()["content-disposition"]).toContain(
        'filename="Wellington - Natural Catastrophe Report.pdf"',
      );
      const doc = await getDocumentProxy(new Uint8Array(await pdf.body()));
      const pageText = async (n: number) =>
        ((await (await doc.getPage(n)).getTextContent()).items as Array<{ str?: string }>)
          .map((i) => i.str ?? "")
          .join(" ");
      const all = (await Promise.all(Array.from({ length: doc.numPages }, (_, i) => pageText(i + 1)))).join(
        " ",
      );
      const cover = await pageText(1);
      expect(cover).toContain("Natural Catastrophe Report");
      expect(cover).toContain("Wellington");
      expect(cover).not.toMatch(/Page \d+ of/);
      expect(await pageText(2)).toMatch(/NATURAL CATASTROPHE REPORT[\s\S]*Page 2 of/);
      expect(all).toContain("general information, not advice");
      for (const chrome of ["Short Courses", "LinkedIn", "Privacy Policy", "Test Your Knowledge"])
        expect(all).not.toContain(chrome);
    }
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/natcat\?place=/);
    // The business location is kept: the quick report offers and checks the natcat section.
    const href = await industryHref(page, "RC-4511-001", /Cafe/);
    await page.goto(`${href}/report/quick-report`);
    await expect(page.getByRole("checkbox", { name: "Natural Catastrophe", exact: true })).toBeChecked();
    await expect(
      page.getByRole("region", { name: "Report preview" }).getByText("Wellington").first(),
    ).toBeVisible();
  });

  test("map images: SVG with cache headers; bad requests refused", async ({ page }) => {
    await login(page, "advisor.au");
    const ok = await page.request.get("/natcat/map/distancetocoast?lat=-33.86880&lng=151.20930&zoom=4");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(ok.headers()["cache-control"]).toBe("private, max-age=86400");
    expect(await ok.text()).toContain("<svg");
    expect((await page.request.get("/natcat/map/nosuchlayer?lat=0&lng=0")).status()).toBe(404);
    expect((await page.request.get("/natcat/map/hail?lat=200&lng=0")).status()).toBe(400);
    const places = await page.request.get("/natcat/places.json?q=parramatta");
    expect((await places.json()).data[0]).toMatchObject({ id: "au:2150:PARRAMATTA" });
  });

  test.describe("issue 20: the right place, honest data, past events", () => {
    const CAIRNS = "au:4870:CAIRNS";
    /** The first suggestion of the result list for `q` (checked against `first`): its place id. */
    async function placeOf(page: Page, q: string, first: RegExp) {
      await page.goto(`/natcat?${new URLSearchParams({ q })}`);
      const form = page.getByRole("main").locator("form[method=post]").first();
      await expect(form.getByRole("button")).toHaveText(first);
      return (await form.locator("input[name=place]").getAttribute("value"))!;
    }
    /** Shows a place by its address, without changing the user's kept business location. */
    async function show(page: Page, q: string, first: RegExp) {
      await page.goto(`/natcat?${new URLSearchParams({ place: await placeOf(page, q, first) })}`);
    }

    test("?place= is the location for the page, View Report and the PDF", async ({ page, jsOn }) => {
      await login(page, "advisor.others");
      // The kept business location is Parramatta (chosen from the list); the address names Cairns.
      await page.goto("/natcat?q=parramatta");
      await page.getByRole("button", { name: /^Parramatta NSW 2150/ }).click();
      await expect(page).toHaveURL(/place=au%3A2150%3APARRAMATTA$/);
      await page.goto(`/natcat?${new URLSearchParams({ place: CAIRNS })}`);
      await expect(page.getByText("Business location: Cairns QLD 4870, Australia")).toBeVisible();
      await page.getByRole("link", { name: "View Report" }).click();
      await expect(page).toHaveURL(/\/natcat\/report\?place=au%3A4870%3ACAIRNS$/);
      await expect(page.getByText("Cairns QLD 4870, Australia").first()).toBeVisible();
      await expect(page.getByText("Parramatta")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Significant events within 50 km" })).toBeVisible();
      const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
      expect(pdfHref).toBe("/natcat/report/pdf?place=au%3A4870%3ACAIRNS");
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page).toHaveURL(/\/natcat\?place=au%3A4870%3ACAIRNS$/);
      if (jsOn) return; // one PDF render is enough
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.headers()["content-disposition"]).toContain(
        'filename="Cairns QLD 4870 - Natural Catastrophe Report.pdf"',
      );
      const doc = await getDocumentProxy(new Uint8Array(await pdf.body()));
      const texts: string[] = [];
      for (let n = 1; n <= doc.numPages; n++)
        texts.push(
          ((await (await doc.getPage(n)).getTextContent()).items as Array<{ str?: string }>)
            .map((i) => i.str ?? "")
            .join(" "),
        );
      const all = texts.join(" ");
      expect(all).toContain("Cairns QLD 4870");
      expect(all).not.toContain("Parramatta");
      // The PDF's text layer splits the "fi" ligature ("Signi fi cant").
      expect(all).toMatch(/events within 50 km/);
      expect(all).toContain("Cyclone Yasi");
    });

    test("no configuration text on the page; the volcano layer has a grade", async ({ page }) => {
      await login(page, "advisor.au");
      await page.goto(`/natcat?${new URLSearchParams({ place: CAIRNS })}`);
      const main = page.getByRole("main");
      const text = await main.evaluate((m) => m.textContent ?? "");
      expect(text).not.toMatch(/CATNET|CatNet|docs\/natcat|see docs/);
      expect(text).toContain("No risk data for this hazard at this location");
      await expect(page.locator("details[data-layer=volcano] summary")).toContainText("Low");
    });

    test("place search: NZ by country name and postcode, Lismore's locality, Hobart in Tasmania first", async ({
      page,
    }) => {
      await login(page, "advisor.au");
      await page.goto(`/natcat?${new URLSearchParams({ q: "Hobart" })}`);
      await expect(page.getByRole("main").locator("form[method=post] button").first()).toHaveText(
        /^Hobart TAS 7000, Australia$/,
      );
      const json = await (await page.request.get("/natcat/places.json?q=Hobart")).json();
      expect(json.data[0].label).toMatch(/^Hobart TAS/);
      await placeOf(page, "Wellington New Zealand", /^Wellington, Wellington, New Zealand$/);
      await placeOf(page, "Christchurch 8011", /^Christchurch, Canterbury, New Zealand$/);
      await show(page, "Lismore", /^Lismore NSW 2480, Australia$/);
      // The locality's centre (-28.81, 153.28), not postcode 2480's centroid 12 km north (-28.71).
      await expect(page.locator("details[data-layer=windspeed] img")).toHaveAttribute(
        "src",
        /lat=-28\.81\d*&lng=153\.27/,
      );
    });

    test("volcano grades: Auckland, Rotorua, Taupō and Tongariro (Tūrangi) above Perth", async ({ page }) => {
      await login(page, "advisor.au");
      const grade = async (q: string, first: RegExp) => {
        await show(page, q, first);
        return (await page.locator("details[data-layer=volcano] summary").textContent()) ?? "";
      };
      expect(await grade("Perth Australia", /^Perth WA 6000/)).toContain("Low");
      for (const [q, first] of [
        ["Auckland", /^Auckland, Auckland/],
        ["Rotorua", /^Rotorua, Bay of Plenty/],
        ["Taupō", /^Taupo, Waikato/],
        ["Turangi", /^Turangi, Waikato/],
      ] as const)
        expect(await grade(q, first), q).toContain("High");
    });

    test("significant events within 50 km, newest first", async ({ page }) => {
      await login(page, "advisor.au");
      const events = async (place: string) => {
        await page.goto(`/natcat?${new URLSearchParams({ place })}`);
        const list = page.getByTestId("natcat-events");
        await expect(list.getByRole("heading", { name: "Significant events within 50 km" })).toBeVisible();
        return list.locator("li").allTextContents();
      };
      const lismore = await events("au:2480:LISMORE");
      const i2022 = lismore.findIndex((t) => t.includes("Northern Rivers flood") && t.includes("2022"));
      const i2017 = lismore.findIndex((t) => t.includes("Northern Rivers flood (ex-Cyclone Debbie)"));
      expect(i2022).toBeGreaterThanOrEqual(0);
      expect(i2017).toBeGreaterThan(i2022);
      const cairns = (await events(CAIRNS)).join(" ");
      expect(cairns).toContain("Cyclone Larry");
      expect(cairns).toContain("Cyclone Yasi");
      expect((await events("au:2000:SYDNEY")).join(" ")).toContain("Sydney hailstorm");
      await show(page, "Christchurch New Zealand", /^Christchurch, Canterbury, New Zealand$/);
      const chch = (await page.getByTestId("natcat-events").locator("li").allTextContents()).join(" ");
      expect(chch).toContain("Darfield (Canterbury) earthquake");
      expect(chch).toContain("Christchurch earthquake");
    });
  });
});
