/**
 * The hazard walkthroughs of the flagship illustrations (public/media/flagships/<code>.svg), read by
 * scripts/media/make-videos.ts from content/media/walkthroughs.json: per flagship code, its stops in
 * order. Each stop is a point of the 640 x 400 drawing: x, y its centre, r the radius of the spotlight
 * around it, w (optional) the width of drawing shown while the camera rests there (5.5 r by default).
 * Captions are written for RiskCoach from the flagship's significant exposures
 * (content/flagships/<code>.json): a short name of the hazard and one control.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const StopSchema = z.strictObject({
  x: z.number().min(0).max(640),
  y: z.number().min(0).max(400),
  r: z.number().positive(),
  w: z.number().positive().optional(),
  hazard: z.string().min(1),
  control: z.string().min(1),
});
export type Stop = z.infer<typeof StopSchema>;

export const WALKTHROUGHS_FILE = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "content",
  "media",
  "walkthroughs.json",
);

/** Reads and checks the walkthroughs file: a flagship code (RC-nnnn-nnn) to at least one stop. */
export function loadWalkthroughs(file = WALKTHROUGHS_FILE): Record<string, Stop[]> {
  return z
    .record(z.string().regex(/^RC-\d{4}-\d{3}$/), z.array(StopSchema).min(1))
    .parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

export const walkthroughs: Record<string, Stop[]> = loadWalkthroughs();
