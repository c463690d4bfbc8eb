import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readCsv } from "./csv";
import type { ContentError } from "./pack";

const MediaRow = z
  .object({
    code: z.string().regex(/^RC-\d{4}-\d{3}$/),
    type: z.enum(["image", "video"]),
    file: z
      .string()
      .regex(/^\/media\/[a-z0-9/_.-]+\.(svg|png|jpg|webp|mp4|webm)$/i, "file must be a path under /media/"),
    description: z.string().min(10).max(300),
    source: z.string().min(2).max(120),
  })
  .strict();
export type MediaPack = z.infer<typeof MediaRow>;

/** content/media/media.csv (optional): every file must exist under public/. */
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
  for (const { row, values } of readCsv(file, errors, label, [
    "code",
    "type",
    "file",
    "description",
    "source",
  ])) {
    if (!values) continue;
    const parsed = MediaRow.safeParse(values);
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        errors.push({ file: label, row, reason: `${i.path.join(".")}: ${i.message}` });
      continue;
    }
    if (!mainCodes.has(parsed.data.code))
      errors.push({ file: label, row, reason: `code ${parsed.data.code} is not a main industry` });
    if (!fs.existsSync(path.join(publicDir, parsed.data.file)))
      errors.push({ file: label, row, reason: `file public${parsed.data.file} does not exist` });
    out.push(parsed.data);
  }
  return out;
}
