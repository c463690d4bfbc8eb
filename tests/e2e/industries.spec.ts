import { E2E_PASSWORD, expect, login, test } from "./fixtures";

test.describe("industry search", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the search form lists results and opens an industry", async ({ page }) => {
    await page.goto("/industries/browse");
    const box = page.getByRole("search").getByRole("combobox");
    await expect(box).toHaveAttribute(
      "placeholder",
      "Type a keyword or ANZSIC code or browse by category or name",
    );
    await box.fill("panel beater");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/industries\/search\?q=panel\+beater/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industries matching “panel beater”");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Panel Beater/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/industries\/\d+\/hazard-index$/);
    await expect(
      page.getByRole("main").getByRole("link", { name: /RC-9412-001\s*Panel Beater/ }),
    ).toBeVisible();
  });

  test("no result says so in the spec's words", async ({ page }) => {
    await page.goto("/industries/search?q=xqzvwk");
    await expect(page.getByText("No industry found matching the provided keyword.")).toBeVisible();
  });

  test("quiz-only mode: hides Browse Industries and says when no test exists, with Request a Test", async ({
    page,
  }) => {
    await page.goto("/industries/browse?quiz=1");
    await expect(page.getByRole("link", { name: "Browse Industries" })).toHaveCount(0);
    // Quizzes exist for flagship industries only; no kombucha brewer is a flagship.
    await page.goto("/industries/search?q=kombucha&quiz=1");
    await expect(
      page.getByText(
        "Sorry but this Knowledge Test is not currently available - try another keyword or click here to request a new Test for this Industry",
      ),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Request a Test" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
  });

  test("results page through pages of 100", async ({ page }) => {
    await page.goto("/industries/search?q=shop");
    await expect(page.getByRole("main").locator("ol > li")).toHaveCount(100);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();
  });

  test("typeahead: type, arrow down, Enter opens the industry (JavaScript)", async ({ page, jsOn }) => {
    test.skip(!jsOn, "typeahead needs JavaScript");
    await page.goto("/industries/browse");
    const box = page.getByRole("combobox");
    await box.fill("dog groo");
    const list = page.getByRole("listbox", { name: "Matching industries" });
    await expect(list.getByRole("option").first()).toContainText("Dog Groomer");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /-0$/);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/industries\/\d+\/hazard-index$/);
    await expect(page.getByRole("main").getByRole("link", { name: /Dog Groomer/ })).toBeVisible();
  });

  test("typeahead: empty input clears the list; no match shows the message (JavaScript)", async ({
    page,
    jsOn,
  }) => {
    test.skip(!jsOn, "typeahead needs JavaScript");
    await page.goto("/industries/browse");
    const box = page.getByRole("combobox");
    await box.fill("qqqzzzxx");
    await expect(
      page.getByRole("listbox").getByText("No industry found matching the provided keyword."),
    ).toBeVisible();
    await box.fill("");
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("typeahead in quiz-only mode shows the not-available text and Request a Test (JavaScript)", async ({
    page,
    jsOn,
  }) => {
    test.skip(!jsOn, "typeahead needs JavaScript");
    await page.goto("/industries/browse?quiz=1");
    // Quizzes exist for flagship industries only; no kombucha brewer is a flagship.
    await page.getByRole("combobox").fill("kombucha");
    // Below the box in the page flow, not in the dropdown (which covered the links): issue 19.
    await expect(
      page.getByRole("search").getByText(/^Sorry but this Knowledge Test is not currently available/),
    ).toBeVisible();
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(page.getByRole("search").getByRole("link", { name: "click here" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(page.getByRole("search").getByRole("link", { name: "Request a Test" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
  });

  test("typeahead loads the next page when scrolled to the end (JavaScript)", async ({ page, jsOn }) => {
    test.skip(!jsOn, "typeahead needs JavaScript");
    await page.goto("/industries/browse");
    await page.getByRole("combobox").fill("shop");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveCount(100);
    await page.getByRole("listbox").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => options.count()).toBeGreaterThan(100);
  });

  test("browse by classification, level by level, down to an industry", async ({ page }) => {
    await page.goto("/industries/browse");
    await page.getByRole("link", { name: "Browse Industries" }).click();
    await page.getByRole("link", { name: "H - Accommodation and Food Services" }).click();
    await page.getByRole("link", { name: "45 - Food and Beverage Services" }).click();
    await page.getByRole("link", { name: /^451 - Cafes, Restaurants/ }).click();
    await page.getByRole("link", { name: "4511 - Cafes and Restaurants" }).click();
    await expect(page).toHaveURL(/path=H%2C45%2C451%2C4511/);
    await expect(page.getByRole("heading", { name: "Industry" })).toBeVisible();
    await page.getByRole("link", { name: /^RC-4511-\d{3} - Coffee Shop$/ }).click();
    await expect(page).toHaveURL(/\/industries\/\d+\/hazard-index$/);
  });

  test("the codes page lists our code first, then ANZSIC 2006, UK SIC and NAICS", async ({ page }) => {
    await page.goto("/industries/search?q=RC-4511-001");
    await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).click();
    await page
      .getByRole("navigation", { name: "Industry" })
      .getByRole("link", { name: "Industry Codes" })
      .click();
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows.nth(0)).toContainText("RiskCoach");
    await expect(rows.nth(0)).toContainText("RC-4511-001");
    await expect(rows.nth(1)).toContainText("ANZSIC 2006");
    await expect(rows.nth(1)).toContainText("4511");
    await expect(rows.nth(2)).toContainText("UK SIC 2007");
    await expect(rows.nth(3)).toContainText("NAICS 2017");
  });

  test("an unknown industry or sub-page is not found", async ({ page }) => {
    expect((await page.goto("/industries/99999999"))?.status()).toBe(404);
    const cafe = await page.goto("/industries/search?q=RC-4511-001");
    expect(cafe?.status()).toBe(200);
    const href = await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).getAttribute("href");
    expect((await page.goto(`${href}/no-such-tab`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Something Just Went Wrong !" })).toBeVisible();
  });
});

test("gb users get the UK prompt", async ({ page }) => {
  await login(page, "advisor.gb");
  await page.goto("/industries/browse");
  await expect(page.getByRole("combobox")).toHaveAttribute(
    "placeholder",
    "Type a keyword or browse by category or name",
  );
});

test("trial users search only the trial set, cannot browse, and cannot open other industries", async ({
  page,
}) => {
  await login(page, "trial.au");
  await page.goto("/industries/search?q=plumber");
  await expect(page.getByText("No industry found matching the provided keyword.")).toBeVisible();
  await page.goto("/industries/search?q=cafe");
  await expect(page.getByRole("main").locator("ol > li")).toHaveCount(1);
  await page.goto("/industries/browse");
  await expect(page.getByRole("button", { name: "Browse Industries" })).toBeDisabled();
  // Industry 1 is the first row of the catalogue (a nursery), not in the trial set.
  const other = await page.goto("/industries/1");
  expect(other?.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("This industry is not part of your trial.");
});

test("opening industries past the rolling limit locks the account and logs out", async ({ page, jsOn }) => {
  test.setTimeout(90_000);
  await login(page, jsOn ? "limit.js-on" : "limit.js-off", E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/industries/search?q=restaurant");
  const hrefs = await page
    .getByRole("main")
    .locator("ol a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(26);
  for (const href of hrefs.slice(0, 25)) expect((await page.goto(href!))?.status()).toBe(200);
  const locked = await page.goto(hrefs[25]!);
  expect(locked?.status()).toBe(429);
  await expect(page.getByRole("alert")).toContainText(
    "Your account has been locked due to exceeding the maximum industry search limit. Please contact LMI Group to unlock your account.",
  );
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("search in the user's words and codes (issue 19)", () => {
  test("the results page counts results and offers 'Did you mean' (JavaScript on and off)", async ({
    page,
  }) => {
    await login(page, "advisor.au");
    await page.goto("/industries/search?q=electricain");
    await expect(page.getByTestId("result-count")).toContainText(/^\d[\d,]* industr(y|ies) found/);
    const didYouMean = page.getByTestId("did-you-mean");
    await expect(didYouMean).toContainText("Did you mean electrician?");
    await didYouMean.getByRole("link", { name: "electrician" }).click();
    await expect(page).toHaveURL(/q=electrician/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /^Electrician/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
  });

  test("a UK user finds five-digit UK SIC codes and sees UK SIC codes in the typeahead", async ({
    page,
    jsOn,
  }) => {
    await login(page, "advisor.gb");
    await page.goto("/industries/search?q=62020");
    await expect(page.getByTestId("result-count")).toContainText("industries found");
    await expect(page.getByRole("main").locator("ol > li").first()).toContainText("UK SIC 62.02");
    test.skip(!jsOn, "the typeahead needs JavaScript; without it the form submits to the results page above");
    await page.goto("/industries/browse");
    const box = page.getByRole("search").getByRole("combobox");
    await box.fill("lorry driver");
    const first = page.getByRole("option").first();
    await expect(first).toContainText("General Freight Carrier");
    await expect(first).toContainText("UK SIC 49.41");
    await expect(first).not.toContainText("ANZSIC");
  });
});
