import type { Page } from "@playwright/test";
import { expect, login, test } from "./fixtures";

async function industryHref(page: Page, code: string, name: RegExp) {
  await page.goto(`/industries/search?q=${code}`);
  return (await page.getByRole("main").getByRole("link", { name }).getAttribute("href"))!;
}

test("media: photographs gallery, viewer with Prev/Next, hidden for gb", async ({ page, jsOn }) => {
  await login(page, "advisor.au");
  const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
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
});

test("video footage: the cafe's walkthrough with poster, captions track and transcript", async ({
  page,
  jsOn,
}) => {
  await login(page, "advisor.au");
  const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
  await page.goto(`${cafe}/media`);
  await page.getByRole("link", { name: "Video Footage" }).click();
  await expect(page.getByRole("link", { name: "Video Footage" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No Data")).toHaveCount(0);
  const items = page.getByRole("main").locator("ul.grid > li");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("walkthrough of the cafe drawing");
  await expect(items.first()).toContainText("Source: Animation made for RiskCoach");
  // The length badge: the end of the last caption (00:00:19.000 in RC-4511-001.vtt).
  await expect(items.first()).toContainText("Length 0:19");
  await expect(items.first().locator("img")).toHaveAttribute(
    "src",
    "/media/flagships/video/RC-4511-001.webp",
  );

  // Open the viewer by keyboard.
  await items.first().getByRole("link").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Video" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/type=video&item=0/);
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("preload", "metadata");
  await expect(video).toHaveAttribute("poster", "/media/flagships/video/RC-4511-001.webp");
  await expect(video.locator("source")).toHaveAttribute("src", "/media/flagships/video/RC-4511-001.webm");
  const track = video.locator("track");
  await expect(track).toHaveAttribute("kind", "captions");
  await expect(track).toHaveAttribute("srclang", "en");
  await expect(track).toHaveAttribute("label", "English");
  // Captions are drawn into the frames: the track is offered, not on by default (no double text).
  await expect(track).not.toHaveAttribute("default");
  await expect(track).toHaveAttribute("src", "/media/flagships/video/RC-4511-001.vtt");
  await expect(dialog).toContainText("Source: Animation made for RiskCoach");
  await expect(dialog).toContainText("1 of 1");

  // The transcript under the player carries every caption of the served WebVTT file.
  const vtt = await page.request.get("/media/flagships/video/RC-4511-001.vtt");
  expect(vtt.status()).toBe(200);
  expect(vtt.headers()["content-type"]).toMatch(/^text\/vtt/);
  const cues = (await vtt.text())
    .split(/\n\n+/)
    .slice(1)
    .map((block) => block.split("\n").filter((l) => l && !l.includes("-->") && !/^\d+$/.test(l)));
  expect(cues.length).toBeGreaterThanOrEqual(5);
  const transcript = dialog.getByRole("region", { name: "Transcript" });
  await expect(transcript).toBeVisible();
  await expect(transcript.getByRole("listitem")).toHaveCount(cues.length);
  for (const [i, lines] of cues.entries())
    for (const line of lines) await expect(transcript.getByRole("listitem").nth(i)).toContainText(line);
  await expect(transcript).toContainText("Fryer fire under the hood");
  await expect(transcript).toContainText("Control: Clean hood filters and ducts on a schedule.");

  if (jsOn) {
    // The browser can load the video (VP9 WebM); its captions track is off until the viewer turns it
    // on, and then has every cue of the transcript.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    expect(duration).toBeGreaterThanOrEqual(12);
    expect(duration).toBeLessThanOrEqual(20);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe("disabled");
    await video.evaluate((v: HTMLVideoElement) => {
      v.textTracks[0].mode = "showing";
    });
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]?.mode, v.textTracks[0]?.cues?.length ?? 0]),
      )
      .toEqual(["showing", cues.length]);
    await page.keyboard.press("Escape");
  } else {
    await dialog.getByRole("link", { name: "Close" }).click();
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("video footage: Prev/Next through a gallery of two videos", async ({ page }) => {
  // The e2e fixture gives the restaurant a second video (tests/support/e2e-fixtures.ts).
  await login(page, "advisor.au");
  const restaurant = await industryHref(page, "RC-4511-022", /^Restaurant/);
  await page.goto(`${restaurant}/media?type=video`);
  await expect(page.getByRole("main").locator("ul.grid > li")).toHaveCount(2);
  await page.getByRole("main").locator("ul.grid > li").first().getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: "Video" });
  const source = dialog.locator("video source");
  await expect(dialog).toContainText("1 of 2");
  await expect(source).toHaveAttribute("src", "/media/flagships/video/RC-4511-022.webm");
  await expect(dialog.getByRole("link", { name: "Prev" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText("2 of 2");
  await expect(page).toHaveURL(/type=video&item=1/);
  await expect(source).toHaveAttribute("src", "/media/flagships/video/RC-4511-001.webm");
  await expect(dialog.getByRole("region", { name: "Transcript" })).toContainText(
    "Scalds from the steam wand",
  );
  await expect(dialog.getByRole("link", { name: "Next" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Prev" }).click();
  await expect(dialog).toContainText("1 of 2");
  await expect(source).toHaveAttribute("src", "/media/flagships/video/RC-4511-022.webm");
  await expect(dialog.getByRole("region", { name: "Transcript" })).toContainText(
    "Embers from the wood-fired oven",
  );
});

test("video files are served as video/webm with Range requests", async ({ request }) => {
  const url = "/media/flagships/video/RC-4511-001.webm";
  const whole = await request.get(url);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toBe("video/webm");
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const size = (await whole.body()).length;
  const part = await request.get(url, { headers: { Range: "bytes=0-1023" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-type"]).toBe("video/webm");
  expect(part.headers()["content-range"]).toBe(`bytes 0-1023/${size}`);
  const body = await part.body();
  expect(body.length).toBe(1024);
  // A WebM file opens with the EBML magic number.
  expect([...body.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  const tail = await request.get(url, { headers: { Range: `bytes=${size - 100}-` } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).length).toBe(100);
});

test("an industry without video still says No Data", async ({ page }) => {
  await login(page, "advisor.au");
  const coffeeShop = await industryHref(page, "RC-4511-005", /^Roastery Cafe/);
  await page.goto(`${coffeeShop}/media?type=video`);
  await expect(page.getByRole("link", { name: "Video Footage" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No Data")).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
});

test("media is not offered outside au and nz", async ({ page }) => {
  await login(page, "advisor.gb");
  const cafe = await industryHref(page, "RC-4511-001", /^Cafe/);
  await page.goto(cafe);
  await expect(
    page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Media" }),
  ).toHaveCount(0);
  expect((await page.goto(`${cafe}/media`))?.status()).toBe(404);
});
