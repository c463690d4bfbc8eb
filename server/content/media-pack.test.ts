import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMedia, MEDIA_HEADER } from "./media-pack";
import { CONTENT_DIR, type ContentError, loadContentPack } from "./pack";

const PUBLIC_DIR = path.resolve(CONTENT_DIR, "..", "public");

describe("media of the content pack", () => {
  const { pack, errors } = loadContentPack(CONTENT_DIR);
  const media = pack?.media ?? [];

  it("validates, and every file a row names exists under public/", () => {
    expect(errors).toEqual([]);
    expect(media.length).toBeGreaterThan(0);
    const missing = media
      .flatMap((m) => [m.file, m.thumbnail, m.captions])
      .filter((f): f is string => f !== null && !fs.existsSync(path.join(PUBLIC_DIR, f)));
    expect(missing).toEqual([]);
  });

  it("has a captioned walkthrough video for every flagship with an illustration", () => {
    const illustrated = [...new Set(media.filter((m) => m.type === "image").map((m) => m.code))];
    const videos = media.filter((m) => m.type === "video");
    expect(illustrated.length).toBeGreaterThanOrEqual(42);
    expect(illustrated.filter((code) => !videos.some((v) => v.code === code))).toEqual([]);
    for (const v of videos) {
      expect(v.file).toBe(`/media/flagships/video/${v.code}.webm`);
      expect(v.captions).toBe(`/media/flagships/video/${v.code}.vtt`);
      expect(v.source).toBe("Animation made for RiskCoach");
      // Title, 3 to 5 hazards each with a control, closing note; 12 to 20 seconds in all.
      const cues = v.transcript!;
      expect(cues.length).toBeGreaterThanOrEqual(5);
      expect(cues.length).toBeLessThanOrEqual(7);
      expect(cues.slice(1, -1).every((c) => c.lines.length === 2 && c.lines[1].startsWith("Control: "))).toBe(
        true,
      );
      expect(cues.at(-1)!.end).toBeGreaterThanOrEqual(12);
      expect(cues.at(-1)!.end).toBeLessThanOrEqual(20);
    }
  });

  it("keeps the videos within their size budget", () => {
    const size = (f: string) => fs.statSync(path.join(PUBLIC_DIR, f)).size;
    const videos = media.filter((m) => m.type === "video");
    const tooBig = videos
      .flatMap((v) => [
        { f: v.file, max: 250 * 1024 },
        { f: v.thumbnail, max: 30 * 1024 },
      ])
      .filter(({ f, max }) => size(f) > max)
      .map(({ f }) => `${f} ${size(f)} bytes`);
    expect(tooBig).toEqual([]);
    const total = videos.reduce((n, v) => n + size(v.file) + size(v.thumbnail) + size(v.captions!), 0);
    expect(total).toBeLessThan(12 * 1024 * 1024);
  });
});

describe("loadMedia", () => {
  /** A content folder with its public/ sibling, holding one image and one captioned video. */
  function fixture() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "rc-media-"));
    const content = path.join(root, "content");
    const files = path.join(root, "public", "media", "x");
    fs.mkdirSync(path.join(content, "media"), { recursive: true });
    fs.mkdirSync(files, { recursive: true });
    for (const f of ["a.svg", "a.webm", "a.webp"]) fs.writeFileSync(path.join(files, f), "x");
    fs.writeFileSync(
      path.join(files, "a.vtt"),
      "WEBVTT\n\n00:00.000 --> 00:04.000\nWet floor\nControl: Mop in sections.\n",
    );
    const rows = [
      "RC-4511-001,image,/media/x/a.svg,,,A drawing of a cafe kitchen.,Illustration",
      "RC-4511-001,video,/media/x/a.webm,/media/x/a.webp,/media/x/a.vtt,A walkthrough of the cafe.,Animation",
    ];
    const csv = path.join(content, "media", "media.csv");
    const write = (lines: string[]) =>
      fs.writeFileSync(csv, [MEDIA_HEADER.join(","), ...lines].join("\n") + "\n");
    write(rows);
    const load = () => {
      const errors: ContentError[] = [];
      const media = loadMedia(content, (f) => fs.readFileSync(f, "utf8"), errors, new Set(["RC-4511-001"]));
      return { media, errors: errors.map((e) => `row ${e.row}: ${e.reason}`) };
    };
    return { files, rows, write, load };
  }

  it("loads the rows with their poster and the captions as a transcript", () => {
    const { media, errors } = fixture().load();
    expect(errors).toEqual([]);
    expect(media).toEqual([
      expect.objectContaining({
        type: "image",
        thumbnail: "/media/x/a.svg",
        captions: null,
        transcript: null,
      }),
      expect.objectContaining({
        type: "video",
        thumbnail: "/media/x/a.webp",
        captions: "/media/x/a.vtt",
        transcript: [{ start: 0, end: 4, lines: ["Wet floor", "Control: Mop in sections."] }],
      }),
    ]);
  });

  it("reports each missing file: the video, its poster, its captions", () => {
    const f = fixture();
    for (const name of ["a.webm", "a.webp", "a.vtt"]) {
      fs.rmSync(path.join(f.files, name));
      expect(f.load().errors).toEqual([`row 3: file public/media/x/${name} does not exist`]);
      fs.writeFileSync(path.join(f.files, name), "WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n");
    }
  });

  it("requires a poster and valid captions for a video, and no captions for an image", () => {
    const f = fixture();
    f.write([f.rows[0], f.rows[1].replace("/media/x/a.webp,/media/x/a.vtt", ",")]);
    expect(f.load().errors).toEqual([
      "row 3: thumbnail: a video needs a poster image",
      "row 3: captions: a video needs a .vtt captions file",
    ]);
    f.write([f.rows[0].replace("a.svg,,", "a.svg,,/media/x/a.vtt"), f.rows[1].replace("a.webm", "a.svg")]);
    expect(f.load().errors).toEqual([
      "row 2: captions: only a video has captions",
      "row 3: file: a video must be .webm or .mp4",
    ]);
    f.write(f.rows);
    fs.writeFileSync(path.join(f.files, "a.vtt"), "Just some text\n");
    expect(f.load().errors).toEqual(["row 3: captions public/media/x/a.vtt: does not start with WEBVTT"]);
  });
});
