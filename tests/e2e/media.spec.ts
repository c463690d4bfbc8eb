import { expect, login, test } from "./fixtures";

test("media: photographs gallery, viewer with Prev/Next, video footage empty, hidden for gb", async ({
  page,
  jsOn,
}) => {
  await login(page, "advisor.au");
  await page.goto("/industries/search?q=RC-4511-001");
  const cafe = (await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).getAttribute("href"))!;
  await page.goto(`${cafe}/media`);
  await expect(page.getByRole("link", { name: "Photographs" })).toHaveAttribute("aria-current", "page");
  const items = page.getByRole("main").locator("ul.grid > li");
  expect(await items.count()).toBeGreaterThanOrEqual(1);
  await expect(items.first()).toContainText("Source: Illustration");
  await items.first().getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: "Photograph" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveAttribute("src", /^\/media\/flagships\/RC-4511-001\.svg$/);
  await expect(dialog).toContainText("1 of");
  if (jsOn) await page.keyboard.press("Escape");
  else await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Video Footage" }).click();
  await expect(page.getByText("No Data")).toBeVisible();
});

test("media is not offered outside au and nz", async ({ page }) => {
  await login(page, "advisor.gb");
  await page.goto("/industries/search?q=RC-4511-001");
  const cafe = (await page.getByRole("main").getByRole("link", { name: /^Cafe/ }).getAttribute("href"))!;
  await page.goto(cafe);
  await expect(
    page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Media" }),
  ).toHaveCount(0);
  expect((await page.goto(`${cafe}/media`))?.status()).toBe(404);
});
