import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CHECKLIST_SECTIONS } from "../risk/checklist-types";
import type { ContentError } from "./content-error";
import { FACTOR_KEYS } from "./risk-pack";

const HEADINGS = ["What can go wrong", "How losses happen", "Good risk management"] as const;
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

const FlagshipSchema = z
  .object({
    code: z.string().regex(/^RC-\d{4}-\d{3}$/),
    name: z.string().min(2),
    summary: z.string().min(40).max(800),
    main_classes: z.array(z.string()).min(5).max(10),
    significant_exposures: z.array(z.string().min(20).max(300)).min(6).max(12),
    materials_equipment: z.array(z.string().min(2).max(120)).min(8).max(20),
    checklist: z.array(
      z
        .object({
          id: z.string(),
          type: z.enum(["Key", "General", "Core"]),
          class: z.string(),
          section: z.enum(CHECKLIST_SECTIONS),
          question: z.string().min(10).max(400),
        })
        .strict(),
    ),
    risk_descriptions: z.record(
      z.string(),
      z.array(z.object({ heading: z.enum(HEADINGS), text: z.string().min(20) }).strict()),
    ),
    indicative_rates: z.array(
      z
        .object({
          country: z.enum(["au", "nz"]),
          avg: z.number().min(0).max(100),
          weight: z.number().positive(),
        })
        .strict(),
    ),
    related: z.array(z.string()).min(5).max(10),
    endorsements: z.array(
      z
        .object({
          type: z.enum(["Mark IV", "Mark V"]),
          code: z.string().min(2).max(30),
          heading: z.string().min(2).max(120),
          text: z.string().min(10).max(600),
          explanation: z.string().min(10).max(600),
        })
        .strict(),
    ),
    has_market: z.boolean(),
    /**
     * The trade's own 27 factor levels (as in content/entries), so its ratings are its own and not its
     * class's (issue 17); a flagship promoted from an entry keeps the entry's levels here.
     */
    factors: z
      .object(
        Object.fromEntries(FACTOR_KEYS.map((k) => [k, z.number().int().min(0).max(3)])) as Record<
          (typeof FACTOR_KEYS)[number],
          z.ZodNumber
        >,
      )
      .strict(),
  })
  .strict();
export type FlagshipPack = z.infer<typeof FlagshipSchema>;

/** The codes that have a flagship file (content/flagships/RC-….json), whatever its contents. */
export function flagshipCodes(contentDir: string): Set<string> {
  return new Set(
    fs
      .readdirSync(path.join(contentDir, "flagships"))
      .filter((n) => /^RC-\d{4}-\d{3}\.json$/.test(n))
      .map((n) => n.slice(0, -".json".length)),
  );
}

/** Reads content/flagships/*.json and applies the rules of content/flagships/README.md. */
export function loadFlagships(
  dir: string,
  read: (file: string) => string,
  errors: ContentError[],
  catalogue: { mainNames: Map<string, string>; mainClassSlugs: Set<string> },
): FlagshipPack[] {
  const folder = path.join(dir, "flagships");
  const out: FlagshipPack[] = [];
  const ids = new Set<string>();
  for (const name of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const file = path.join(folder, name);
    const label = path.relative(path.dirname(dir), file);
    const fail = (reason: string) => errors.push({ file: label, row: null, reason });
    let parsed;
    try {
      parsed = FlagshipSchema.safeParse(JSON.parse(read(file)));
    } catch (error) {
      fail(`not valid JSON: ${(error as Error).message}`);
      continue;
    }
    if (!parsed.success) {
      for (const i of parsed.error.issues) fail(`${i.path.join(".")}: ${i.message}`);
      continue;
    }
    const f = parsed.data;
    if (name !== `${f.code}.json`) fail(`file name must be ${f.code}.json`);
    if (!catalogue.mainNames.has(f.code)) fail(`code ${f.code} is not a main industry`);
    for (const slug of f.main_classes)
      if (!catalogue.mainClassSlugs.has(slug)) fail(`main_classes: ${slug} is not a main insurance class`);
    for (const slug of f.main_classes) {
      if (f.checklist.filter((q) => q.type === "Key" && q.class === slug).length < 5)
        fail(`checklist: fewer than 5 Key questions for ${slug}`);
      const sections = f.risk_descriptions[slug];
      if (!sections) {
        fail(`risk_descriptions: missing ${slug}`);
        continue;
      }
      if (sections.map((s) => s.heading).join("|") !== HEADINGS.join("|"))
        fail(`risk_descriptions.${slug}: headings must be ${HEADINGS.join(", ")}`);
      const n = sections.reduce((sum, s) => sum + words(s.text), 0);
      if (n < 150 || n > 400) fail(`risk_descriptions.${slug}: ${n} words (150-400)`);
    }
    for (const slug of Object.keys(f.risk_descriptions))
      if (!f.main_classes.includes(slug)) fail(`risk_descriptions: ${slug} is not in main_classes`);
    if (f.checklist.filter((q) => q.type === "General" && q.class === "core").length < 5)
      fail("checklist: fewer than 5 General questions");
    if (f.checklist.filter((q) => q.type === "Core" && q.class === "core").length < 3)
      fail("checklist: fewer than 3 Core questions");
    for (const q of f.checklist) {
      if (!new RegExp(`^${f.code}-Q\\d{3}$`).test(q.id)) fail(`checklist: id ${q.id} must be ${f.code}-Q###`);
      if (ids.has(q.id)) fail(`checklist: id ${q.id} is used twice`);
      ids.add(q.id);
      if (q.type === "Key" && !f.main_classes.includes(q.class))
        fail(`checklist ${q.id}: class ${q.class} is not in main_classes`);
      if (q.type !== "Key" && q.class !== "core")
        fail(`checklist ${q.id}: ${q.type} questions have class core`);
    }
    // The Endorsement List has a menu per ISR wording (spec): a trade that buys ISR has both.
    const marks = new Set(f.endorsements.map((e) => e.type));
    if (marks.size === 1) fail(`endorsements: only ${[...marks][0]}; list both Mark IV and Mark V, or none`);
    for (const code of f.related) {
      if (code === f.code) fail("related: lists the industry itself");
      else if (!catalogue.mainNames.has(code)) fail(`related: ${code} is not a main industry`);
    }
    out.push(f);
  }
  return out;
}
