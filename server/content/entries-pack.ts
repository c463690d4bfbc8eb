import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CHECKLIST_SECTIONS } from "../risk/checklist-types";
import type { ContentError } from "./content-error";
import { FACTOR_KEYS } from "./risk-pack";

/**
 * The industry layer of the content pack (CONTENT.md, "Three layers"): one JSON file per ANZSIC
 * class, `content/entries/{anzsic}.json`, holding the class layer its industries share and one
 * entry per main industry written for that trade. See content/entries/README.md.
 */

/** The factors an industry entry sets: every factor of the risk model. */
export const ENTRY_FACTOR_KEYS = FACTOR_KEYS;
export type EntryFactorKey = (typeof ENTRY_FACTOR_KEYS)[number];

/** Classes an entry's questions and reasons may name: the 14 main classes and cold-storage stock. */
export const ENTRY_CLASSES = [
  "property_damage",
  "business_interruption",
  "crime",
  "marine_including_inland_transit",
  "motor",
  "public_liability",
  "product_liability",
  "professional_indemnity",
  "management_liability",
  "employer_liability_workers_compensation",
  "equipment_breakdown",
  "cyber_risks",
  "corporate_travel",
  "product_recall_product_contamination",
  "deterioration_of_stock_in_cold_storage",
] as const;

const Sentence = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((s) => s === s.trim() && !/\s{2,}/.test(s), "no leading, trailing or double spaces");

const Level = z.number().int().min(0).max(3);

export const EntrySchema = z
  .object({
    code: z.string().regex(/^RC-\d{4}-\d{3}$/),
    name: z.string().min(2).max(80),
    description: Sentence(60, 420),
    factors: z
      .object(
        Object.fromEntries(ENTRY_FACTOR_KEYS.map((k) => [k, Level])) as Record<EntryFactorKey, typeof Level>,
      )
      .strict(),
    exposures: z.array(Sentence(40, 320)).min(4).max(8),
    materials: z.array(Sentence(3, 90)).min(4).max(10),
    key_questions: z
      .array(
        z
          .object({
            class: z.enum(ENTRY_CLASSES),
            section: z.enum(CHECKLIST_SECTIONS),
            question: Sentence(20, 320).refine((q) => q.endsWith("?"), "a question ends with ?"),
          })
          .strict(),
      )
      .min(3)
      .max(8),
    reasons: z
      .array(z.object({ class: z.enum(ENTRY_CLASSES), reason: Sentence(40, 300) }).strict())
      .min(2)
      .max(5),
  })
  .strict();
export type Entry = z.infer<typeof EntrySchema>;

export const EntryFileSchema = z
  .object({
    anzsic: z.string().regex(/^\d{4}$/),
    class_exposures: z.array(Sentence(40, 320)).min(2).max(4),
    industries: z.array(EntrySchema).min(1),
  })
  .strict();
export type EntryFile = z.infer<typeof EntryFileSchema>;

export type EntriesPack = { files: Array<EntryFile & { file: string }> };

/** Spellings that are not Australian/British English (the content is written in AU/UK English). */
export const NOT_BRITISH =
  /\b(colou?rize|color|colors|center|centers|theater|liter|liters|labor|favor|neighbor|neighbors|aluminum|fiber|catalog|mold|molds|molding|practicing|defense|offense|organiz\w*|recogniz\w*|minimiz\w*|maximiz\w*|authoriz\w*|stabiliz\w*|steriliz\w*|sanitiz\w*|optimiz\w*|utiliz\w*|analyz\w*|vapor|tire|tires|gray)\b/i;
/** Invented figures: percentages and money amounts have no place in general content. */
export const FIGURES = /\d\s?%|\bper ?cent\b|[$£€]\s?\d/i;

/** Lines of text of an entry, labelled for error messages. */
function linesOf(e: Entry): Array<{ where: string; text: string }> {
  return [
    { where: "description", text: e.description },
    ...e.exposures.map((text, i) => ({ where: `exposures[${i}]`, text })),
    ...e.materials.map((text, i) => ({ where: `materials[${i}]`, text })),
    ...e.key_questions.map((q, i) => ({ where: `key_questions[${i}]`, text: q.question })),
    ...e.reasons.map((r, i) => ({ where: `reasons[${i}]`, text: r.reason })),
  ];
}

export const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Reads and checks content/entries/*.json against the catalogue. Every rule a batch must pass before
 * it is committed: schema, codes of main industries of that class (flagships have full write-ups and
 * no entry), every main industry of the class present once, no line repeated between industries
 * (a sibling's page must not read the same), Australian/British spelling, no invented figures.
 */
export function loadEntries(
  contentDir: string,
  errors: ContentError[],
  catalogue: {
    /** main industries by code: name and ANZSIC class */
    main: Map<string, { name: string; anzsic: string }>;
    flagships: Set<string>;
  },
  only?: (file: string) => boolean,
  read: (file: string) => string = (file) => fs.readFileSync(file, "utf8"),
): EntriesPack {
  const dir = path.join(contentDir, "entries");
  const files: EntriesPack["files"] = [];
  if (!fs.existsSync(dir)) return { files };
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const lineOwners = new Map<string, string[]>();
  for (const name of names) {
    const label = `content/entries/${name}`;
    if (only && !only(label)) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(read(path.join(dir, name)));
    } catch (error) {
      errors.push({ file: label, row: null, reason: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = EntryFileSchema.safeParse(raw);
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        errors.push({ file: label, row: null, reason: `${i.path.join(".")}: ${i.message}` });
      continue;
    }
    const file = parsed.data;
    if (name !== `${file.anzsic}.json`)
      errors.push({
        file: label,
        row: null,
        reason: `file of class ${file.anzsic} must be named ${file.anzsic}.json`,
      });
    const expected = [...catalogue.main]
      .filter(([code, m]) => m.anzsic === file.anzsic && !catalogue.flagships.has(code))
      .map(([code]) => code);
    const seen = new Set<string>();
    file.industries.forEach((e, i) => {
      const where = `industries[${i}] ${e.code}`;
      const main = catalogue.main.get(e.code);
      if (!main) errors.push({ file: label, row: null, reason: `${where}: not a main industry code` });
      else {
        if (main.anzsic !== file.anzsic)
          errors.push({ file: label, row: null, reason: `${where}: belongs to class ${main.anzsic}` });
        if (main.name !== e.name)
          errors.push({ file: label, row: null, reason: `${where}: name must be "${main.name}"` });
      }
      if (catalogue.flagships.has(e.code))
        errors.push({
          file: label,
          row: null,
          reason: `${where}: is a flagship (content/flagships), no entry`,
        });
      if (seen.has(e.code)) errors.push({ file: label, row: null, reason: `${where}: appears twice` });
      seen.add(e.code);
      const classes = e.reasons.map((r) => r.class);
      if (new Set(classes).size !== classes.length)
        errors.push({ file: label, row: null, reason: `${where}: reasons name a class twice` });
      for (const { where: w, text } of linesOf(e)) {
        const bad = NOT_BRITISH.exec(text);
        if (bad)
          errors.push({ file: label, row: null, reason: `${where} ${w}: "${bad[0]}" is not AU/UK spelling` });
        if (FIGURES.test(text))
          errors.push({ file: label, row: null, reason: `${where} ${w}: no percentages or money figures` });
        if (w.startsWith("materials")) continue;
        const key = normal(text);
        lineOwners.set(key, [...(lineOwners.get(key) ?? []), `${label} ${e.code} ${w}`]);
      }
    });
    for (const code of expected)
      if (!seen.has(code))
        errors.push({
          file: label,
          row: null,
          reason: `main industry ${code} (${catalogue.main.get(code)?.name}) has no entry`,
        });
    for (const [i, text] of file.class_exposures.entries()) {
      const bad = NOT_BRITISH.exec(text);
      if (bad)
        errors.push({
          file: label,
          row: null,
          reason: `class_exposures[${i}]: "${bad[0]}" is not AU/UK spelling`,
        });
    }
    files.push({ ...file, file: label });
  }
  // A repeated line is charged to every holder after the first (its file is the one to change).
  for (const owners of lineOwners.values())
    for (const owner of owners.slice(1))
      errors.push({
        file: owner.split(" ")[0],
        row: null,
        reason: `the same line stands in ${owners.length} places (${owners.join("; ")}): write it for each trade`,
      });
  return { files };
}
