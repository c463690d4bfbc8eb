import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, expectNoAxeViolations, fieldErrors, login, test } from "./fixtures";

/** A valid 1x1 PNG, and files that only pretend to be images. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name = "me.png") => ({ name, mimeType: "image/png", buffer: PNG });
const OVERSIZED = {
  name: "big.png",
  mimeType: "image/png",
  buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
};
const GIF_AS_PNG = {
  name: "fake.png",
  mimeType: "image/png",
  buffer: Buffer.from("GIF89a not really a png"),
};
const EMPTY = { name: "empty.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) };

const toast = (page: Page) => page.locator("[data-toast]:visible");
const user = (jsOn: boolean) => (jsOn ? "acct.js-on" : "acct.js-off");

test.describe("user profile", () => {
  test("/account opens the profile; saving keeps everything typed on bad input", async ({ page, jsOn }) => {
    await login(page, user(jsOn), E2E_PASSWORD);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/user-profile$/);
    await expect(
      page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Profile" }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Job Title").fill("Senior Broker");
    await page.getByLabel("Phone").fill("02 9000 0000");
    const about = page.getByLabel("About Me");
    await about.fill(`<p>${"word ".repeat(301)}</p>`);
    if (jsOn) await expect(page.locator("[data-word-count]")).toContainText("301/300");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(fieldErrors(page).getByText("The maximum number of words is 300")).toBeVisible();
    await expect(toast(page)).toHaveText("User profile is not updated");
    await expect(page.getByLabel("Job Title")).toHaveValue("Senior Broker");
    await expect(page.getByLabel("Phone")).toHaveValue("02 9000 0000");
    await expect(about).toHaveValue(/^<p>(word ){301}<\/p>$/);

    // Script in text fields: stored as text (shown escaped); About Me is plain text, so the HTML typed
    // there is stored as the text it shows, tags stripped (issue 18).
    await page.getByLabel("Name").fill('Alex <script>alert("x")</script>');
    await about.fill("<p>Hello <strong>clients</strong></p><script>alert(1)</script>");
    await expect(page.locator("[data-word-count]")).toContainText(jsOn ? "2/300" : "/300");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toHaveText("User profile has been successfully updated");
    await expect(page.getByLabel("Name")).toHaveValue('Alex <script>alert("x")</script>');
    await expect(about).toHaveValue("Hello clients");
    await expect(page.getByLabel("Job Title")).toHaveValue("Senior Broker");
  });

  test("address search fills suburb, postcode, state and country; clearing empties them", async ({
    page,
    jsOn,
  }) => {
    await login(page, user(jsOn), E2E_PASSWORD);
    await page.goto("/account/user-profile");
    await page.getByLabel("Street").fill("12 George St");
    const search = page.getByLabel("Search address");
    if (jsOn) {
      // Keyboard only: type, arrow down to the first match, Enter picks it (and does not submit).
      await search.pressSequentially("Parramatta");
      // The first lookup loads the gazetteer (lazily, once per process).
      await expect(page.getByRole("option", { name: "Parramatta NSW 2150, Australia" })).toBeVisible({
        timeout: 20_000,
      });
      await search.press("ArrowDown");
      await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
      await search.press("Enter");
      await expect(page.getByRole("listbox")).toHaveCount(0);
    } else {
      await search.fill("Parramatta");
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("button", { name: "Parramatta NSW 2150, Australia" }).click();
    }
    await expect(page.getByLabel("Suburb")).toHaveValue("Parramatta");
    await expect(page.getByLabel("Postcode")).toHaveValue("2150");
    await expect(page.getByLabel("State")).toHaveValue("NSW");
    await expect(page.getByLabel("Country")).toHaveValue("Australia");
    await expect(page.getByLabel("Suburb")).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Street")).toHaveValue("12 George St");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toHaveText("User profile has been successfully updated");
    await page.reload();
    await expect(page.getByLabel("Postcode")).toHaveValue("2150");
    await expect(page.getByLabel("Country")).toHaveValue("Australia");

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByLabel("Suburb")).toHaveValue("");
    await expect(page.getByLabel("Country")).toHaveValue("");
    await expect(page.getByLabel("Street")).toHaveValue("12 George St");
  });

  test("an unknown country is refused with 'Address is invalid.' and the values come back", async ({
    page,
    jsOn,
  }) => {
    await login(page, user(jsOn), E2E_PASSWORD);
    const res = await page.request.post("/account/user-profile", {
      form: {
        intent: "save",
        personName: "Alex",
        jobTitle: "Typed title",
        suburb: "Nowhere",
        country: "Atlantis",
      },
    });
    expect(res.status()).toBe(400);
    const html = await res.text();
    expect(html).toContain("Address is invalid.");
    expect(html).toContain('value="Typed title"');
    expect(html).toContain("User profile is not updated");
  });

  test("avatar: size, type by magic bytes and empty files are refused; a png is stored and served", async ({
    page,
    jsOn,
  }) => {
    await login(page, user(jsOn), E2E_PASSWORD);
    await page.goto("/account/user-profile");
    const file = page.getByLabel(/^Avatar/);
    const upload = page.getByRole("button", { name: "Upload" });
    for (const [bad, message] of [
      [OVERSIZED, "The image that you are trying to use is too large (over 2MB)"],
      [GIF_AS_PNG, "Only files with the following extensions are allowed: png jpg jpeg."],
      [EMPTY, "Only files with the following extensions are allowed: png jpg jpeg."],
    ] as const) {
      await file.setInputFiles(bad);
      await upload.click();
      await expect(page.getByText(message)).toBeVisible();
    }
    // The server checks too (a client that skips the browser checks).
    const direct = await page.request.post("/account/user-profile", {
      multipart: { intent: "avatar", avatar: OVERSIZED },
    });
    expect(direct.status()).toBe(400);
    expect(await direct.text()).toContain("The image that you are trying to use is too large (over 2MB)");

    await file.setInputFiles(png("renamed.jpeg"));
    await upload.click();
    await expect(toast(page)).toHaveText("User avatar has been successfully uploaded");
    const img = page.getByRole("img", { name: "Your avatar" });
    await expect(img).toBeVisible();
    const src = (await img.getAttribute("src"))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    const etag = served.headers()["etag"];
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await page.request.get(src, { headers: { "If-None-Match": etag } })).status()).toBe(304);
    await expect(page.getByRole("banner").locator(`img[src="${src}"]`).first()).toBeAttached();
  });

  test("avatars are not served to visitors", async ({ page }) => {
    const res = await page.request.get("/account/avatar", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
  });

  test("axe: profile page with and without the app's scripts", async ({ page, jsOn }) => {
    test.skip(!jsOn, "axe injects a script");
    await login(page, "advisor.au");
    await page.goto("/account/user-profile");
    await expectNoAxeViolations(page);
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/account/user-profile");
    await expectNoAxeViolations(page);
  });
});

test.describe("company information", () => {
  test("create (at most 2), edit, logo, delete with confirmation; bad input keeps values", async ({
    page,
    jsOn,
  }) => {
    await login(page, user(jsOn), E2E_PASSWORD);
    await page.goto("/account/company-information");
    const primary = page.locator("[data-company-card]").first();
    await expect(primary).toContainText("Primary");
    await expect(primary.getByLabel("Name")).toHaveCount(0);
    await expect(primary.getByRole("link", { name: "Delete" })).toHaveCount(0);
    await expect(primary.getByLabel(/^Logo/)).toHaveCount(0);

    const create = page.getByRole("article", { name: "Add a company" });
    await create.getByLabel("About Us").fill(`${"many ".repeat(301)}`);
    await create.getByRole("button", { name: "Create company" }).click();
    await expect(toast(page)).toHaveText("Company is not created");
    await expect(fieldErrors(create).getByText("Please input the company name.")).toBeVisible();
    await expect(fieldErrors(create).getByText("The maximum number of words is 300")).toBeVisible();
    await expect(create.getByLabel("About Us")).toHaveValue(/^(many ){301}$/);
    await create.getByLabel("Name").fill("Second Brokers");
    await create.getByLabel("About Us").fill("We place <em>marine</em> cover.");
    await create.getByRole("button", { name: "Create company" }).click();
    await expect(toast(page)).toHaveText("Company has been successfully created");
    await expect(page.getByRole("article", { name: "Add a company" })).toHaveCount(0);

    const second = page.getByRole("article", { name: "Second Brokers" });
    await second.getByLabel("Name").fill("Second Brokers Pty");
    await second.getByRole("button", { name: "Save" }).click();
    await expect(toast(page)).toHaveText("Company profile has been successfully updated");

    const renamed = page.getByRole("article", { name: "Second Brokers Pty" });
    await renamed.getByLabel(/^Logo/).setInputFiles(GIF_AS_PNG);
    await renamed.getByRole("button", { name: "Change logo" }).click();
    await expect(toast(page)).toHaveText("Company logo is not uploaded");
    await expect(
      page.getByText("Only files with the following extensions are allowed: png jpg jpeg."),
    ).toBeVisible();
    await renamed.getByLabel(/^Logo/).setInputFiles(png("logo.png"));
    await renamed.getByRole("button", { name: "Change logo" }).click();
    await expect(toast(page)).toHaveText("Company logo has been successfully uploaded");
    await expect(renamed.getByRole("img", { name: "Second Brokers Pty logo" })).toBeVisible();

    // The cap holds on the server too.
    const third = await page.request.post("/account/company-information", {
      form: { intent: "create", name: "Third", description: "" },
    });
    expect(third.status()).toBe(400);
    expect(await third.text()).toContain("Company is not created");

    await renamed.getByRole("link", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete company" });
    await expect(dialog).toContainText("Are you sure delete this company?");
    await dialog.getByRole("link", { name: "No" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await renamed.getByRole("link", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete company" }).getByRole("button", { name: "Yes" }).click();
    await expect(toast(page)).toHaveText("Company profile has been successfully deleted");
    await expect(page.getByRole("article", { name: "Add a company" })).toBeVisible();
  });

  test("another user's company id answers 404 on every action", async ({ page, browser, jsOn }) => {
    test.skip(!jsOn, "request-level test; once is enough");
    await login(page, "advisor.nz");
    await page.goto("/account/company-information");
    const id = await page.locator("[data-company-card]").first().getAttribute("data-company-card");
    const other = await browser.newContext();
    const intruder = await other.newPage();
    await login(intruder, user(jsOn), E2E_PASSWORD);
    const path = "/account/company-information";
    const forms: Array<Record<string, string>> = [
      { intent: "update", companyId: id!, name: "Taken", description: "" },
      { intent: "delete", companyId: id! },
    ];
    for (const form of forms) {
      expect((await intruder.request.post(path, { form })).status()).toBe(404);
    }
    const logo = await intruder.request.post(`${path}?companyId=${id}`, {
      multipart: { intent: "logo", companyId: id!, logo: png() },
    });
    expect(logo.status()).toBe(404);
    expect((await intruder.request.get(`${path}?delete=${id}`)).status()).toBe(404);
    expect((await intruder.request.get(`/account/company-logo/${id}`)).status()).toBe(404);
    await other.close();
    await page.reload();
    await expect(page.locator("[data-company-card]").first()).toContainText("Kowhai Brokers");
  });

  test("a CompanyAdmin may change the primary company's description and logo", async ({ page }) => {
    await login(page, "admin.au");
    await page.goto("/account/company-information");
    const primary = page.locator("[data-company-card]").first();
    await expect(primary).toContainText("Primary");
    await expect(primary.getByLabel(/^Logo/)).toBeVisible();
    await expect(primary.getByLabel("About Us")).toBeVisible();
    await expect(primary.getByLabel("Name")).toHaveCount(0);
    await expect(primary.getByRole("link", { name: "Delete" })).toHaveCount(0);
  });

  test("axe: company page and delete dialog", async ({ page, jsOn }) => {
    test.skip(!jsOn, "axe injects a script");
    await login(page, "admin.au");
    await page.goto("/account/company-information");
    await expectNoAxeViolations(page);
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/account/company-information");
    await expectNoAxeViolations(page);
  });
});
