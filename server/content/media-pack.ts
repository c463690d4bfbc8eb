import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readCsv } from "./csv";
import type { ContentError } from "./content-error";
import { type CaptionCue, parseVtt } from "./vtt";

const MEDIA_PATH = /^\/media\/[a-z0-9/_.-]+$/i;
const IMAGE = /\.(svg|png|jpg|webp)$/i;
const VIDEO = /\.(mp4|webm)$/i;

const MediaRow = z
  .object({
    code: z.string().regex(/^RC-\d{4}-\d{3}$/),
    type: z.enum(["image", "video"]),
    file: z.string().regex(MEDIA_PATH, "file must be a path under /media/"),
    /** The gallery picture and the video poster; an image row may leave it empty (the image itself). */
    thumbnail: z.union([
      z.literal(""),
      z.string().regex(MEDIA_PATH, "thumbnail must be a path under /media/"),
    ]),
    /** WebVTT captions of a video (required for video, empty for an image). */
    captions: z.union([z.literal(""), z.string().regex(MEDIA_PATH, "captions must be a path under /media/")]),
    description: z.string().min(10).max(300),
    source: z.string().min(2).max(120),
  })
  .strict()
  .superRefine((r, ctx) => {
    const issue = (pathName: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [pathName], message });
    if (r.type === "image" && !IMAGE.test(r.file))
      issue("file", "an image must be .svg, .png, .jpg or .webp");
    if (r.type === "video" && !VIDEO.test(r.file)) issue("file", "a video must be .webm or .mp4");
    if (r.thumbnail && !IMAGE.test(r.thumbnail)) issue("thumbnail", "must be .svg, .png, .jpg or .webp");
    if (r.type === "video" && !r.thumbnail) issue("thumbnail", "a video needs a poster image");
    if (r.type === "video" && !/\.vtt$/i.test(r.captions))
      issue("captions", "a video needs a .vtt captions file");
    if (r.type === "image" && r.captions) issue("captions", "only a video has captions");
  });

export type MediaPack = Omit<z.infer<typeof MediaRow>, "thumbnail" | "captions"> & {
  thumbnail: string;
  captions: string | null;
  /** The captions of a video, for the transcript shown under the player. */
  transcript: CaptionCue[] | null;
};

export const MEDIA_HEADER = [
  "code",
  "type",
  "file",
  "thumbnail",
  "captions",
  "description",
  "source",
] as const;

/**
 * content/media/media.csv (optional). Every file a row names (picture, video, poster, captions)
 * must exist under public/; captions must be valid WebVTT, and their text is kept as the transcript.
 */
export function loadMedia(
  dir: string,
  read: (file: string) => string,
  errors: ContentError[],
  mainCodes: Set<string>,
): MediaPack[] {
  const file = path.join(dir, "media", "media.csv");
  if (!fs.existsSync(file)) return [];
  read(file);
  const label = path.relative(path.dirname(dir), file);
  const publicDir = path.resolve(dir, "..", "public");
  const out: MediaPack[] = [];
  for (const { row, values } of readCsv(file, errors, label, MEDIA_HEADER)) {
    if (!values) continue;
    const parsed = MediaRow.safeParse(values);
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        errors.push({ file: label, row, reason: `${i.path.join(".")}: ${i.message}` });
      continue;
    }
    const m = parsed.data;
    if (!mainCodes.has(m.code))
      errors.push({ file: label, row, reason: `code ${m.code} is not a main industry` });
    const missing = [m.file, m.thumbnail, m.captions].filter(
      (f) => f && !fs.existsSync(path.join(publicDir, f)),
    );
    for (const f of missing) errors.push({ file: label, row, reason: `file public${f} does not exist` });
    let transcript: CaptionCue[] | null = null;
    if (m.captions && !missing.includes(m.captions)) {
      const result = parseVtt(read(path.join(publicDir, m.captions)));
      if ("error" in result)
        errors.push({ file: label, row, reason: `captions public${m.captions}: ${result.error}` });
      else transcript = result.cues;
    }
    out.push({ ...m, thumbnail: m.thumbnail || m.file, captions: m.captions || null, transcript });
  }
  return out;
}
