import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CHECKLIST_SECTIONS } from "../risk/checklist-types";
import type { ContentError } from "./content-error";
import { readCsv } from "./csv";

/**
 * The 27 factors of the risk model (content/risk/README.md): profiles use them as columns and
 * industry entries (content/entries) set a level for each.
 */
export const FACTOR_KEYS = [
  "fire_load",
  "hot_work",
  "flammable_goods",
  "theft_attractiveness",
  "cash_handling",
  "public_foot_traffic",
  "products_supplied",
  "food_and_drink",
  "professional_advice",
  "data_held",
  "vehicles",
  "goods_in_transit",
  "plant_dependence",
  "cold_storage",
  "travel",
  "physical_work",
  "work_away",
  "supply_chain",
  "regulatory_governance",
  "alcohol_and_crowds",
  "vulnerable_people",
  "excavation",
  "height_work",
  "hazardous_substances",
  "client_money",
  "hot_oil_cooking",
  "storage_height",
] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];

const ClassSchema = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z_]+$/),
    name: z.string().min(2).max(80),
    grouping: z.enum(["main", "sub-class", "grouping", "personal_lines", "core", "country-variant"]),
    fallback_id: z.number().int().positive().nullable(),
    includes: z.array(z.string()),
  })
  .strict();
const ClassesFileSchema = z.object({ note: z.string(), classes: z.array(ClassSchema).min(14) }).strict();

/** Reach of a factor-bank sentence (server/risk/reach.ts): factor -> level. */
const ReachLevels = z.partialRecord(z.enum(FACTOR_KEYS), z.number().int().min(1).max(3));
const ReachFields = { requires: ReachLevels.optional(), not_for: ReachLevels.optional() };
/** A bank sentence: plain text, or `{ text, requires, not_for }` to say which trades it may reach. */
const BankText = (min: number, max: number) =>
  z.union([
    z.string().min(min).max(max),
    z.object({ text: z.string().min(min).max(max), ...ReachFields }).strict(),
  ]);

const FactorsFileSchema = z
  .object({
    classes: z.record(z.string(), z.object({ base: z.number().int().min(0).max(40) }).strict()),
    factors: z.array(
      z
        .object({
          key: z.enum(FACTOR_KEYS),
          label: z.string().min(2).max(60),
          weights: z.record(z.string(), z.number().int().min(1).max(100)),
          reasons: z.record(z.string(), BankText(20, 300)),
        })
        .strict(),
    ),
  })
  .strict();

const Question = z
  .object({
    class: z.string(),
    type: z.enum(["Key", "General", "Core"]),
    section: z.enum(CHECKLIST_SECTIONS),
    question: z.string().min(10).max(400),
    ...ReachFields,
  })
  .strict();
const FactorContentSchema = z
  .object({
    factors: z.record(
      z.string(),
      z
        .object({
          exposures: z.array(BankText(20, 300)).min(2).max(4),
          checklist: z.array(Question).min(1),
          management: z.record(z.string(), BankText(20, 600)),
        })
        .strict(),
    ),
    classes: z.record(
      z.string(),
      z.object({ what_can_go_wrong: z.string().min(40), how_losses_happen: z.string().min(40) }).strict(),
    ),
    general_checklist: z.array(Question).min(5),
    core_checklist: z.array(Question).min(3),
  })
  .strict();
export type FactorContentPack = z.infer<typeof FactorContentSchema>;

export type InsuranceClassPack = z.infer<typeof ClassSchema> & { base: number | null; position: number };
export type FactorPack = z.infer<typeof FactorsFileSchema>["factors"][number] & { position: number };
export type ProfilePack = { scope: string; levels: Partial<Record<FactorKey, number>>; note: string };
export type OverridePack = { code: string; classSlug: string; rating: number; reason: string };
export type RiskPack = {
  classes: InsuranceClassPack[];
  factors: FactorPack[];
  profiles: ProfilePack[];
  overrides: OverridePack[];
  factorContent: FactorContentPack;
};

/**
 * Reads content/insurance-classes.json and content/risk/ and checks them against each other and
 * the catalogue (ANZSIC classes, main industry codes). Errors carry file, row and reason.
 */
export function loadRiskPack(
  dir: string,
  read: (file: string) => string,
  errors: ContentError[],
  catalogue: { anzsicClasses: Set<string>; mainCodes: Set<string> },
): RiskPack | null {
  const before = errors.length;
  const label = (f: string) => path.relative(path.dirname(dir), f);
  /** A JSON file's value, or undefined with the error reported (a truncated file must not throw). */
  const json = (file: string): unknown => {
    try {
      return JSON.parse(read(file));
    } catch (error) {
      errors.push({ file: label(file), row: null, reason: `not valid JSON: ${(error as Error).message}` });
      return undefined;
    }
  };

  const classesFile = path.join(dir, "insurance-classes.json");
  const classesParsed = ClassesFileSchema.safeParse(json(classesFile));
  if (errors.length > before) return null;
  if (!classesParsed.success) {
    for (const i of classesParsed.error.issues)
      errors.push({ file: label(classesFile), row: null, reason: `${i.path.join(".")}: ${i.message}` });
    return null;
  }
  const classes = classesParsed.data.classes;
  const slugs = new Set(classes.map((c) => c.slug));
  const ids = new Set(classes.map((c) => c.id));
  if (slugs.size !== classes.length || ids.size !== classes.length)
    errors.push({ file: label(classesFile), row: null, reason: "class ids and slugs must be unique" });
  for (const c of classes) {
    if (c.fallback_id !== null && !ids.has(c.fallback_id))
      errors.push({
        file: label(classesFile),
        row: null,
        reason: `${c.slug}: fallback_id ${c.fallback_id} does not exist`,
      });
    for (const s of c.includes)
      if (!slugs.has(s))
        errors.push({
          file: label(classesFile),
          row: null,
          reason: `${c.slug}: includes unknown class ${s}`,
        });
  }
  if (classes.filter((c) => c.grouping === "main").length !== 14)
    errors.push({ file: label(classesFile), row: null, reason: "there must be exactly 14 main classes" });

  const factorsFile = path.join(dir, "risk", "factors.json");
  const factorsParsed = FactorsFileSchema.safeParse(json(factorsFile));
  if (errors.length > before) return null;
  if (!factorsParsed.success) {
    for (const i of factorsParsed.error.issues)
      errors.push({ file: label(factorsFile), row: null, reason: `${i.path.join(".")}: ${i.message}` });
    return null;
  }
  const rated = new Set(Object.keys(factorsParsed.data.classes));
  for (const slug of rated)
    if (!slugs.has(slug))
      errors.push({
        file: label(factorsFile),
        row: null,
        reason: `classes.${slug} is not an insurance class`,
      });
  const keys = factorsParsed.data.factors.map((f) => f.key);
  if (keys.join() !== FACTOR_KEYS.join())
    errors.push({
      file: label(factorsFile),
      row: null,
      reason: `factors must be exactly ${FACTOR_KEYS.join(", ")} in that order`,
    });
  for (const f of factorsParsed.data.factors) {
    for (const slug of Object.keys(f.weights)) {
      if (!rated.has(slug))
        errors.push({
          file: label(factorsFile),
          row: null,
          reason: `${f.key}: weight for unrated class ${slug}`,
        });
      if (!f.reasons[slug])
        errors.push({ file: label(factorsFile), row: null, reason: `${f.key}: no reason for ${slug}` });
    }
    for (const slug of Object.keys(f.reasons))
      if (!(slug in f.weights))
        errors.push({
          file: label(factorsFile),
          row: null,
          reason: `${f.key}: reason without weight for ${slug}`,
        });
  }

  const profilesFile = path.join(dir, "risk", "profiles.csv");
  read(profilesFile);
  const profiles: ProfilePack[] = [];
  const seen = new Set<string>();
  for (const { row, values } of readCsv(profilesFile, errors, label(profilesFile), [
    "scope",
    ...FACTOR_KEYS,
    "note",
  ])) {
    if (!values) continue;
    const scope = values.scope;
    const isClass = /^\d{4}$/.test(scope);
    const where = { file: label(profilesFile), row };
    if (isClass ? !catalogue.anzsicClasses.has(scope) : !catalogue.mainCodes.has(scope)) {
      errors.push({ ...where, reason: `scope ${scope} is neither an ANZSIC class nor a main industry code` });
      continue;
    }
    if (seen.has(scope)) errors.push({ ...where, reason: `scope ${scope} appears twice` });
    seen.add(scope);
    const levels: Partial<Record<FactorKey, number>> = {};
    for (const key of FACTOR_KEYS) {
      const raw = values[key];
      if (raw === "") {
        if (isClass) errors.push({ ...where, reason: `${key} is empty (class rows need every factor)` });
        continue;
      }
      if (!/^[0-3]$/.test(raw)) {
        errors.push({ ...where, reason: `${key} must be 0, 1, 2 or 3` });
        continue;
      }
      levels[key] = Number(raw);
    }
    profiles.push({ scope, levels, note: values.note });
  }
  for (const c of catalogue.anzsicClasses)
    if (!seen.has(c))
      errors.push({ file: label(profilesFile), row: null, reason: `ANZSIC class ${c} has no profile` });

  const overridesFile = path.join(dir, "risk", "overrides.csv");
  read(overridesFile);
  const overrides: OverridePack[] = [];
  for (const { row, values } of readCsv(overridesFile, errors, label(overridesFile), [
    "code",
    "class",
    "rating",
    "reason",
  ])) {
    if (!values) continue;
    const where = { file: label(overridesFile), row };
    if (!catalogue.mainCodes.has(values.code))
      errors.push({ ...where, reason: `code ${values.code} is not a main industry` });
    if (!rated.has(values.class)) errors.push({ ...where, reason: `class ${values.class} is not rated` });
    const rating = Number(values.rating);
    if (!Number.isInteger(rating) || rating < 0 || rating > 100)
      errors.push({ ...where, reason: "rating must be 0-100" });
    if (values.reason.trim().length < 10) errors.push({ ...where, reason: "reason is missing" });
    overrides.push({ code: values.code, classSlug: values.class, rating, reason: values.reason.trim() });
  }

  const contentFile = path.join(dir, "risk", "factor-content.json");
  const contentParsed = FactorContentSchema.safeParse(json(contentFile));
  if (errors.length > before) return null;
  if (!contentParsed.success) {
    for (const i of contentParsed.error.issues)
      errors.push({ file: label(contentFile), row: null, reason: `${i.path.join(".")}: ${i.message}` });
    return null;
  }
  const factorContent = contentParsed.data;
  for (const f of factorsParsed.data.factors) {
    const c = factorContent.factors[f.key];
    if (!c) {
      errors.push({ file: label(contentFile), row: null, reason: `factors.${f.key} is missing` });
      continue;
    }
    for (const q of c.checklist)
      if (!(q.class in f.weights))
        errors.push({
          file: label(contentFile),
          row: null,
          reason: `factors.${f.key}: question for ${q.class}, which this factor does not drive`,
        });
    for (const slug of Object.keys(f.weights))
      if (!c.management[slug])
        errors.push({
          file: label(contentFile),
          row: null,
          reason: `factors.${f.key}: no management text for ${slug}`,
        });
  }
  for (const slug of rated)
    if (!factorContent.classes[slug])
      errors.push({ file: label(contentFile), row: null, reason: `classes.${slug} is missing` });

  if (errors.length > before) return null;
  return {
    factorContent,
    classes: classes.map((c, position) => ({
      ...c,
      base: factorsParsed.data.classes[c.slug]?.base ?? null,
      position,
    })),
    factors: factorsParsed.data.factors.map((f, position) => ({ ...f, position })),
    profiles,
    overrides,
  };
}

/** An insurance class of the pack as the database and the risk model hold it. */
export function insuranceClassRow(c: InsuranceClassPack) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    grouping: c.grouping,
    fallbackId: c.fallback_id,
    includes: c.includes,
    base: c.base,
    position: c.position,
  };
}

/** A factor of the pack with its bank texts, as the database and the risk model hold it. */
export function riskFactorRow(f: FactorPack, bank: FactorContentPack) {
  return {
    key: f.key,
    label: f.label,
    position: f.position,
    weights: f.weights,
    reasons: f.reasons,
    exposures: bank.factors[f.key].exposures,
    checklist: bank.factors[f.key].checklist,
    management: bank.factors[f.key].management,
  };
}

export const readContentFile = (file: string) => fs.readFileSync(file, "utf8");
