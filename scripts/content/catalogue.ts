import fs from "node:fs";
import path from "node:path";
import { readCsv } from "~/server/content/csv";
import type { ContentError } from "~/server/content/pack";

/** The content folder the content scripts read. */
export const CONTENT = path.resolve(import.meta.dirname, "../../content");

/** The catalogue's main industries (rows without alias_of), by code: what the content checks run on. */
export function mainIndustries(errors: ContentError[]): Map<string, { name: string; anzsic: string }> {
  const main = new Map<string, { name: string; anzsic: string }>();
  const dir = path.join(CONTENT, "industries");
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".csv")))
    for (const { values } of readCsv(path.join(dir, f), errors, f))
      if (values && !values.alias_of) main.set(values.code, { name: values.name, anzsic: values.anzsic });
  return main;
}
