/**
 * Records the tailored report intro video ('Play Video' on the dashboard, platform §2): the real app,
 * run by a script as a broker would use it, in four captioned steps (find the industry, classify the
 * risks, add comments, preview and save). Writes, under public/media/intro/:
 *   tailored-report.webm  VP9, 1280 x 720, no audio
 *   tailored-report.webp  the poster (the opening frame)
 *   tailored-report.vtt   WebVTT captions with the same text and timing as the caption bar drawn in
 *
 * A one-off authoring tool: tests, CI and the app never run it; the outputs are committed. Needs a
 * build (`npm run build`), ffmpeg with libvpx-vp9 and libwebp on PATH (Debian: apt-get install -y
 * ffmpeg) and the bundled Chromium. It starts its own server on the demo data and signs in as
 * advisor.au. Frames come from Chromium's screencast, each shown for as long as it was on screen.
 *
 *   npx tsx scripts/media/make-intro-video.ts
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "~/server/pdf/chromium";
import { startBenchServer } from "../bench/server";
import { benchLogin } from "../bench/stats";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const OUT = path.join(ROOT, "public", "media", "intro");
const NAME = "tailored-report";
const W = 1280;
const H = 720;

/** The captions, in order: the same four steps the dialog lists as text. */
const STEPS = [
  "1. Find the industry: search by keyword or code and open it.",
  "2. Classify the risks: drag each insurance class into the group you judge right for this client.",
  "3. Add your comments: explain each rating in your own words.",
  "4. Preview, then save or download the PDF with your logo and contact details.",
] as const;

const server = await startBenchServer(Number(process.env.VIDEO_PORT ?? 3193));
const cookie = await benchLogin(server.base, "advisor.au");
const frames = fs.mkdtempSync(path.join(os.tmpdir(), "rc-intro-"));
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: W, height: H }, baseURL: server.base });
const [name, value] = cookie.split("=");
await context.addCookies([{ name, value, url: server.base }]);
const page = await context.newPage();

const cues: Array<{ start: number; end: number; text: string }> = [];
const shots: Array<{ file: string; t: number }> = [];
let t0 = 0;
const cdp = await context.newCDPSession(page);
cdp.on("Page.screencastFrame", (f) => {
  const file = path.join(frames, `f${String(shots.length).padStart(5, "0")}.jpg`);
  fs.writeFileSync(file, Buffer.from(f.data, "base64"));
  shots.push({ file, t: f.metadata.timestamp ?? performance.now() / 1000 });
  void cdp.send("Page.screencastFrameAck", { sessionId: f.sessionId }).catch(() => undefined);
});

const now = () => (shots.length ? shots[shots.length - 1].t - t0 : 0);
const pause = (ms: number) => page.waitForTimeout(ms);

/** The caption bar, drawn into the page (kept across navigations) and written to the VTT. */
async function caption(text: string) {
  const at = now();
  if (cues.length) cues[cues.length - 1].end = at;
  cues.push({ start: at, end: at, text });
  await drawCaption(page, text);
}
async function drawCaption(p: Page, text: string) {
  await p.evaluate((t) => {
    let bar = document.getElementById("rc-video-caption");
    if (!bar) {
      bar = document.createElement("div");
      bar.id = "rc-video-caption";
      Object.assign(bar.style, {
        position: "fixed",
        left: "0",
        right: "0",
        bottom: "0",
        zIndex: "2147483647",
        padding: "14px 24px",
        background: "rgba(15, 23, 42, 0.88)",
        color: "#fff",
        font: "600 22px/1.35 Arial, Helvetica, sans-serif",
        textAlign: "center",
      });
      document.body.append(bar);
    }
    bar.textContent = t;
  }, text);
}
page.on("framenavigated", (f) => {
  if (f === page.mainFrame() && cues.length)
    void page
      .waitForLoadState("domcontentloaded")
      .then(() => drawCaption(page, cues[cues.length - 1].text))
      .catch(() => undefined);
});

async function slowType(locator: ReturnType<Page["locator"]>, text: string) {
  await locator.click();
  await locator.pressSequentially(text, { delay: 110 });
}

/** Drags a class card by its handle to a group, with the mouse, in visible steps. */
async function drag(from: ReturnType<Page["locator"]>, to: ReturnType<Page["locator"]>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2, { steps: 12 });
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 6, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 80), { steps: 40 });
  await pause(300);
  await page.mouse.up();
  await pause(900);
}

try {
  await page.goto("/dashboard");
  const search = await context.request.get("/industries/search.json?q=RC-4511-001");
  const cafe = ((await search.json()) as { data: Array<{ id: number }> }).data[0].id;
  // 'Thank you, I prefer a quick report': the intro dialog is answered, as lighthouse-core does.
  await context.request.post(`/industries/${cafe}/report/quick-report`, {
    form: { intent: "quick" },
    headers: { Origin: server.base },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  await page.goto("/dashboard");
  await cdp.send("Page.startScreencast", { format: "jpeg", quality: 88, maxWidth: W, maxHeight: H });
  await pause(400);
  t0 = shots[0]?.t ?? 0;

  await caption(STEPS[0]);
  await pause(1500);
  const box = page.getByRole("search").getByRole("combobox").first();
  await slowType(box, "cafe");
  await pause(1600);
  // The typeahead's own suggestion, as a broker would pick it.
  const option = page.getByRole("option", { name: /(^|\s)Cafe\b/ }).first();
  await option.hover();
  await pause(700);
  await option.click();
  await page.waitForURL(/hazard-index/);
  await pause(2500);

  await caption(STEPS[1]);
  await page.goto(`/industries/${cafe}/report`);
  await page.goto(`/industries/${cafe}/report/tailored-report`);
  await page
    .getByRole("button", { name: /^Drag / })
    .first()
    .waitFor();
  await pause(1800);
  const review = page.getByRole("region", { name: "For Review" });
  for (let i = 0; i < 2; i++) {
    const handle = page
      .getByRole("region", { name: "Recommended" })
      .getByRole("button", { name: /^Drag / })
      .first();
    await drag(handle, review);
  }
  await pause(1200);

  await caption(STEPS[2]);
  const card = review.getByRole("listitem").first();
  const comment = card.getByRole("textbox").first();
  await comment.scrollIntoViewIfNeeded();
  await slowType(comment, "Allergen list kept at the counter; suppliers' food safety certificates on file.");
  await pause(2200);

  await caption(STEPS[3]);
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByLabel("Insured business name").waitFor();
  await pause(1200);
  await slowType(page.getByLabel("Insured business name"), "Bean There Pty Ltd");
  await pause(800);
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, 260);
    await pause(380);
  }
  await pause(1500);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "smooth" }));
  await pause(2200);
  await cdp.send("Page.stopScreencast");
  cues[cues.length - 1].end = now() + 1.5;
} finally {
  await browser.close();
  server.stop();
}

// Each frame shown until the next one came (the last for 1.5 s): ffmpeg's concat demuxer.
fs.mkdirSync(OUT, { recursive: true });
const list = shots
  .map((s, i) => {
    const next = shots[i + 1]?.t ?? s.t + 1.5;
    return `file '${s.file}'\nduration ${Math.max(0.001, next - s.t).toFixed(3)}`;
  })
  .join("\n");
const listFile = path.join(frames, "frames.txt");
fs.writeFileSync(listFile, `${list}\nfile '${shots[shots.length - 1].file}'\n`);
const webm = path.join(OUT, `${NAME}.webm`);
const vf = `scale=${W}:${H}:force_original_aspect_ratio=decrease,pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2,fps=24`;
execFileSync(
  "ffmpeg",
  [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    listFile,
    "-vf",
    vf,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-row-mt",
    "1",
    "-an",
    webm,
  ],
  { stdio: "inherit" },
);
execFileSync(
  "ffmpeg",
  [
    "-y",
    "-loglevel",
    "error",
    "-i",
    shots[Math.min(shots.length - 1, 8)].file,
    "-vf",
    `scale=${W}:${H}`,
    "-quality",
    "80",
    path.join(OUT, `${NAME}.webp`),
  ],
  { stdio: "inherit" },
);
const stamp = (s: number) => {
  const ms = Math.max(0, Math.round(s * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = (ms % 60_000) / 1000;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${sec.toFixed(3).padStart(6, "0")}`;
};
fs.writeFileSync(
  path.join(OUT, `${NAME}.vtt`),
  `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`).join("\n")}`,
);
fs.rmSync(frames, { recursive: true, force: true });
console.log(
  `${shots.length} frames, ${now().toFixed(1)} s, ${(fs.statSync(webm).size / 1024).toFixed(0)} KB -> ${OUT}`,
);
process.exit(0);
