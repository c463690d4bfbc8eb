/**
 * Makes the "hazard walkthrough" videos of the Media page (Video Footage): for each flagship
 * illustration listed in content/media/media.csv and described in content/media/walkthroughs.json, a
 * camera moves over the drawing to 3 to 5 hazards in turn (Ken Burns style), each with a caption
 * naming the hazard and one control. Writes, under public/media/flagships/video/:
 *   <code>.webm  VP9, 854 x 480, 24 fps, no audio (two-pass, sized to stay near 200 KB)
 *   <code>.webp  the poster and gallery thumbnail (the opening frame)
 *   <code>.vtt   WebVTT captions with the same text and timing as the captions drawn into the frames
 * and rewrites the video rows of content/media/media.csv (image rows are kept as they are).
 *
 * A one-off authoring tool: tests, CI and the app never run it. The outputs are committed.
 * Needs ffmpeg with libvpx-vp9 and libwebp on PATH (Debian: apt-get install -y ffmpeg) and the
 * bundled Chromium (server/pdf/chromium.ts). Frames are drawn by Chromium, so text and the vector
 * drawing stay sharp at every zoom.
 *
 *   npx tsx scripts/media/make-videos.ts                  # every walkthrough
 *   npx tsx scripts/media/make-videos.ts RC-4511-001      # only these codes (the CSV keeps the rest)
 *   npx tsx scripts/media/make-videos.ts --frames RC-4511-001   # also keep PNG frames in /tmp
 *   npx tsx scripts/media/make-videos.ts --stills RC-4511-001   # only one PNG per stop, for authoring
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "~/server/pdf/chromium";
import { type Stop, walkthroughs } from "./walkthroughs";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const CSV = path.join(ROOT, "content", "media", "media.csv");
const OUT = path.join(ROOT, "public", "media", "flagships", "video");
const W = 854;
const H = 480;
const FPS = 24;
/** Where a hazard sits in the frame: below the caption band, above the player's own captions. */
const FOCUS = { x: W / 2, y: 262 };
/** Height of the caption band at the top of the frame (two lines). */
const BAND = 82;
const SOURCE = "Animation made for RiskCoach";
const HEADER = ["code", "type", "file", "thumbnail", "captions", "description", "source"] as const;
type Row = Record<(typeof HEADER)[number], string>;

type Cam = { x: number; y: number; w: number };
type Segment = {
  start: number;
  end: number;
  lines: [string, string];
  from: Cam;
  to: Cam;
  move: number;
  stop?: Stop;
};

const NUMBER = ["", "One", "Two", "Three", "Four", "Five"];

/** The timeline: a title over the whole drawing, one segment per stop, a closing pull-back. */
export function timeline(name: string, stops: Stop[]): Segment[] {
  if (stops.length < 3 || stops.length > 5) throw new Error(`${name}: 3 to 5 stops, not ${stops.length}`);
  const whole: Cam = { x: 320, y: 200, w: 640 };
  const segs: Segment[] = [];
  let t = 0;
  const push = (dur: number, lines: [string, string], from: Cam, to: Cam, move: number, stop?: Stop) => {
    segs.push({ start: t, end: t + dur, lines, from, to, move, stop });
    t += dur;
  };
  push(
    2.0,
    [`${name}: hazard walkthrough`, `${NUMBER[stops.length]} hazards in the drawing, each with a control.`],
    whole,
    whole,
    0,
  );
  let cam = whole;
  for (const s of stops) {
    const next: Cam = { x: s.x, y: s.y, w: s.w ?? Math.min(600, Math.max(250, s.r * 5.5)) };
    const words = `${s.hazard} ${s.control}`.split(/\s+/).length;
    // About 3.6 words a second of reading, at least 3.4 s, at most 4.6 s.
    const dur = Math.min(4.6, Math.max(3.4, 0.1 + words / 3.6));
    push(dur, [s.hazard, `Control: ${s.control}`], cam, next, 1.0, s);
    cam = next;
  }
  push(
    1.6,
    ["General information, not advice.", "Check each control on site with the client."],
    cam,
    whole,
    1.2,
  );
  const total = segs.at(-1)!.end;
  if (total < 12 || total > 20) throw new Error(`${name}: ${total.toFixed(1)} s is outside 12 to 20 s`);
  return segs;
}

const ease = (u: number) => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));

/** The transform of the drawing at time t: scale and the drawing's top-left offset in the frame. */
function cameraAt(seg: Segment, t: number): { s: number; left: number; top: number; ring: number } {
  const local = t - seg.start;
  const u = seg.move > 0 ? ease(local / seg.move) : 1;
  const s0 = W / seg.from.w;
  const s1 = W / seg.to.w;
  let s = Math.exp(Math.log(s0) + (Math.log(s1) - Math.log(s0)) * u);
  // Zoom slowly in while resting on a hazard (the Ken Burns drift).
  if (seg.stop) s *= 1 + 0.05 * Math.max(0, (local - seg.move) / (seg.end - seg.start - seg.move));
  const x = seg.from.x + (seg.to.x - seg.from.x) * u;
  const y = seg.from.y + (seg.to.y - seg.from.y) * u;
  let left = FOCUS.x - x * s;
  let top = FOCUS.y - y * s;
  // Never show past the edge of the drawing, except above it behind the caption band.
  left = Math.min(0, Math.max(W - 640 * s, left));
  top = Math.min(BAND, Math.max(H - 400 * s, top));
  // The spotlight on the hazard fades in on arrival and out just before the camera moves on.
  const ring = seg.stop
    ? ease((local - seg.move) / 0.35) * (1 - ease((local - (seg.end - seg.start - 0.3)) / 0.3))
    : 0;
  return { s, left, top, ring };
}

function page(svg: string): string {
  const drawing = svg.replace(
    /<svg\b[^>]*>/,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">',
  );
  return `<!doctype html><html><head><style>
  html,body{margin:0;background:#1e293b}
  #frame{position:relative;width:${W}px;height:${H}px;overflow:hidden;font-family:"DejaVu Sans",sans-serif}
  #cam{position:absolute;left:0;top:0;width:640px;height:400px;transform-origin:0 0}
  #cam svg{display:block}
  #band{position:absolute;left:0;right:0;top:0;padding:12px 22px 13px;background:rgba(15,23,42,.88);color:#fff}
  #l1{font-size:23px;font-weight:bold;line-height:1.25}
  #l1::before{content:"";display:inline-block;width:12px;height:12px;margin:0 10px 2px 0;border-radius:50%;background:#f59e0b}
  #l2{font-size:18px;line-height:1.35;color:#e2e8f0;margin-top:3px}
  </style></head><body><div id="frame"><div id="cam">${drawing}
  <svg id="rings" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" style="position:absolute;left:0;top:0">
  <defs><mask id="hole"><rect x="-10" y="-10" width="660" height="420" fill="#fff"/><circle id="h" fill="#000"/></mask></defs>
  <rect id="dim" x="-10" y="-10" width="660" height="420" fill="#0f172a" mask="url(#hole)"/>
  <circle id="r1" fill="none" stroke="#f59e0b" vector-effect="non-scaling-stroke" stroke-width="3"/></svg>
  </div><div id="band"><div id="l1"></div><div id="l2"></div></div></div>
  <script>
  function draw(a) {
    var el = function (id) { return document.getElementById(id); };
    el("cam").style.transform = "translate(" + a.cam.left + "px, " + a.cam.top + "px) scale(" + a.cam.s + ")";
    el("l1").textContent = a.lines[0];
    el("l2").textContent = a.lines[1];
    ["h", "r1"].forEach(function (id) {
      var c = el(id);
      c.setAttribute("cx", a.stop ? a.stop.x : 0);
      c.setAttribute("cy", a.stop ? a.stop.y : 0);
      c.setAttribute("r", a.stop ? a.stop.r * (1.25 - 0.25 * a.cam.ring) : 0);
    });
    el("dim").setAttribute("opacity", 0.42 * a.cam.ring);
    el("r1").setAttribute("opacity", a.cam.ring);
  }
  </script></body></html>`;
}

const clock = (t: number) => {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

function vtt(segs: Segment[]): string {
  return (
    "WEBVTT\n\n" +
    segs.map((s, i) => `${i + 1}\n${clock(s.start)} --> ${clock(s.end)}\n${s.lines.join("\n")}\n`).join("\n")
  );
}

const csvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

function description(name: string, stops: Stop[], seconds: number): string {
  const list = stops.map((s) => lowerFirst(s.hazard));
  const joined = `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
  return `${Math.round(seconds)}-second walkthrough of the ${lowerFirst(name)} drawing: ${joined}, each with a control.`;
}

function run(cmd: string, args: string[]) {
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
}

async function main() {
  const args = process.argv.slice(2);
  const keepFrames = args.includes("--frames");
  const stillsOnly = args.includes("--stills");
  const only = new Set(args.filter((a) => /^RC-\d{4}-\d{3}$/.test(a)));
  const rows = parse(fs.readFileSync(CSV, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as Row[];
  const images = new Map(rows.filter((r) => r.type === "image").map((r) => [r.code, r]));
  for (const code of Object.keys(walkthroughs))
    if (!images.has(code)) throw new Error(`${code} has a walkthrough but no illustration in media.csv`);
  const codes = Object.keys(walkthroughs).filter((c) => only.size === 0 || only.has(c));
  // Check every timeline first, so that one run lists all the captions that are too long.
  const problems: string[] = [];
  for (const code of codes) {
    try {
      timeline(code, walkthroughs[code]);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  fs.mkdirSync(OUT, { recursive: true });

  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  const tab = await browser.newPage({ viewport: { width: W, height: H } });
  const videoRows = new Map(rows.filter((r) => r.type === "video").map((r) => [r.code, r]));
  for (const code of codes) {
    const started = Date.now();
    const flagship = JSON.parse(
      fs.readFileSync(path.join(ROOT, "content", "flagships", `${code}.json`), "utf8"),
    ) as {
      name: string;
    };
    const stops = walkthroughs[code];
    const segs = timeline(flagship.name, stops);
    const total = segs.at(-1)!.end;
    const svg = fs.readFileSync(path.join(ROOT, "public", images.get(code)!.file), "utf8");
    await tab.setContent(page(svg));
    if (stillsOnly) {
      const dir = path.join(os.tmpdir(), "rc-stills");
      fs.mkdirSync(dir, { recursive: true });
      for (const [i, seg] of segs.entries()) {
        if (!seg.stop) continue;
        const t = seg.end - 0.5;
        const stop = { x: seg.stop.x, y: seg.stop.y, r: seg.stop.r };
        await tab.evaluate(`draw(${JSON.stringify({ cam: cameraAt(seg, t), lines: seg.lines, stop })})`);
        await tab.screenshot({ path: path.join(dir, `${code}-${i}.png`) });
      }
      console.log(`${code} ${flagship.name}: ${total.toFixed(1)} s, stills in ${dir}`);
      continue;
    }
    const frames = fs.mkdtempSync(path.join(os.tmpdir(), `rc-video-${code}-`));
    const count = Math.round(total * FPS);
    for (let f = 0; f < count; f++) {
      const t = f / FPS;
      const seg = segs.find((s) => t >= s.start && t < s.end) ?? segs.at(-1)!;
      const cam = cameraAt(seg, t);
      const stop = seg.stop ? { x: seg.stop.x, y: seg.stop.y, r: seg.stop.r } : null;
      await tab.evaluate(`draw(${JSON.stringify({ cam, lines: seg.lines, stop })})`);
      await tab.screenshot({ path: path.join(frames, `f${String(f).padStart(4, "0")}.png`) });
    }
    const webm = path.join(OUT, `${code}.webm`);
    const input = [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(frames, "f%04d.png"),
    ];
    const vp9 = [
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "80k",
      "-maxrate",
      "160k",
      "-pix_fmt",
      "yuv420p",
      "-g",
      "240",
      "-row-mt",
      "1",
      "-threads",
      "2",
      "-an",
    ];
    const log = path.join(frames, "pass");
    // Two-pass VP9: a fast analysis pass, then the slow encode that uses its statistics.
    const pass = (n: 1 | 2, cpuUsed: number, output: string[]) =>
      run("ffmpeg", [
        ...input,
        ...vp9,
        "-deadline",
        "good",
        "-cpu-used",
        String(cpuUsed),
        "-pass",
        String(n),
        "-passlogfile",
        log,
        ...output,
      ]);
    pass(1, 4, ["-f", "null", "/dev/null"]);
    pass(2, 1, [webm]);
    run("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-i",
      path.join(frames, "f0000.png"),
      "-c:v",
      "libwebp",
      "-quality",
      "70",
      path.join(OUT, `${code}.webp`),
    ]);
    fs.writeFileSync(path.join(OUT, `${code}.vtt`), vtt(segs));
    if (keepFrames) console.log(`  frames kept in ${frames}`);
    else fs.rmSync(frames, { recursive: true, force: true });
    videoRows.set(code, {
      code,
      type: "video",
      file: `/media/flagships/video/${code}.webm`,
      thumbnail: `/media/flagships/video/${code}.webp`,
      captions: `/media/flagships/video/${code}.vtt`,
      description: description(flagship.name, stops, total),
      source: SOURCE,
    });
    const kb = (f: string) => (fs.statSync(path.join(OUT, f)).size / 1024).toFixed(1);
    console.log(
      `${code} ${flagship.name}: ${total.toFixed(1)} s, webm ${kb(`${code}.webm`)} KB, poster ${kb(`${code}.webp`)} KB (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  await browser.close();
  if (stillsOnly) return;

  // media.csv: the image rows as they were, then one video row per walkthrough in content order.
  const ordered = [
    ...rows.filter((r) => r.type === "image"),
    ...rows.filter((r) => r.type === "image" && videoRows.has(r.code)).map((r) => videoRows.get(r.code)!),
  ];
  fs.writeFileSync(
    CSV,
    [HEADER.join(","), ...ordered.map((r) => HEADER.map((h) => csvField(r[h] ?? "")).join(","))].join("\n") +
      "\n",
  );
}

await main();
