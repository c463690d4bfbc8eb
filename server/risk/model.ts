import { asc } from "drizzle-orm";
import { contentCached } from "../content/versioned";
import type { DbOrTx } from "../db/client";
import { eq } from "drizzle-orm";
import { insuranceClassRow, riskFactorRow, type RiskPack } from "../content/risk-pack";
import type { EntriesPack } from "../content/entries-pack";
import {
  industries,
  industryClassLayers,
  industryEntries,
  insuranceClasses,
  riskCommonContent,
  riskFactors,
  riskOverrides,
  riskProfiles,
} from "../db/schema";
import type { Country } from "../accounts/catalogue";
import { classInCountry } from "../policy/policy";
import { reaches, textOf, type BankText, type Reach } from "./reach";

/**
 * The hazard index (content/risk/README.md): rating(industry, class) = clamp(base + sum of
 * weight x level / 3), with reviewed overrides; the reasons are the sentences of the factors that
 * contribute most. Pure functions over a model loaded once per content import.
 */

export type Levels = Record<string, number>;
export type InsuranceClass = {
  id: number;
  slug: string;
  name: string;
  grouping: string;
  fallbackId: number | null;
  includes: string[];
  base: number | null;
  position: number;
};
export type RiskModel = {
  classes: InsuranceClass[];
  factors: Array<{
    key: string;
    label: string;
    weights: Record<string, number>;
    /** Factor-bank sentences, each reaching only the trades its reach allows (./reach.ts). */
    reasons: Record<string, BankText>;
    exposures: BankText[];
    checklist: Array<{ class: string; type: string; section: string; question: string } & Reach>;
    management: Record<string, BankText>;
  }>;
  profiles: Map<string, Levels>;
  /** Industry entries (content/entries) by industry code: the trade's own words (layer 2). */
  entries: Map<string, IndustryEntry>;
  /** The class layer by ANZSIC class: lines true of every industry of the class (layer 1). */
  classExposures: Map<string, string[]>;
  overrides: Map<string, Map<string, { rating: number; reason: string }>>;
  /** Shared texts for derived write-ups. */
  common: {
    classes: Record<string, { what_can_go_wrong: string; how_losses_happen: string }>;
    general: Array<{ class: string; type: string; section: string; question: string }>;
    core: Array<{ class: string; type: string; section: string; question: string }>;
  };
};

/** An industry's own entry (content/entries/README.md), as the model and the pages use it. */
export type IndustryEntry = {
  description: string;
  exposures: string[];
  materials: string[];
  keyQuestions: Array<{ class: string; section: string; question: string }>;
  /** Most important first: the first names the trade's main exposure. */
  reasons: Array<{ class: string; reason: string }>;
};

export type Grade = "LOW" | "MEDIUM" | "HIGH";
export type Rating = { classSlug: string; rating: number; grade: Grade; reasons: string[] };

/** Grades of industries-and-reports spec §9: LOW 0-25, MEDIUM 26-60, HIGH 61-100. */
export function grade(rating: number): Grade {
  return rating > 60 ? "HIGH" : rating > 25 ? "MEDIUM" : "LOW";
}

/**
 * Classes that only exist for some trades: they are rated only when their driving factor is
 * present at all (a bookkeeper has no cold-storage or product-recall exposure to rate).
 */
const APPLICABLE_WHEN: Record<string, (l: Levels) => boolean> = {
  deterioration_of_stock_in_cold_storage: (l) => (l.cold_storage ?? 0) > 0,
  product_recall_product_contamination: (l) => (l.products_supplied ?? 0) + (l.food_and_drink ?? 0) > 0,
  product_liability: (l) => (l.products_supplied ?? 0) + (l.food_and_drink ?? 0) > 0,
  marine_including_inland_transit: (l) => (l.goods_in_transit ?? 0) > 0,
  motor: (l) => (l.vehicles ?? 0) > 0,
  corporate_travel: (l) => (l.travel ?? 0) > 0,
};

/** Country rules: the policy module's (classInCountry), by country. */
export function classVisibleIn(slug: string, country: Country): boolean {
  return classInCountry({ country }, slug);
}

export function levelsFor(model: RiskModel, industry: { code: string; anzsic: string }): Levels {
  return { ...(model.profiles.get(industry.anzsic) ?? {}), ...(model.profiles.get(industry.code) ?? {}) };
}

export function rateClass(
  model: RiskModel,
  industry: { code: string; anzsic: string },
  cls: InsuranceClass,
  levels = levelsFor(model, industry),
): Rating {
  const override = model.overrides.get(industry.code)?.get(cls.slug);
  if (override)
    return {
      classSlug: cls.slug,
      rating: override.rating,
      grade: grade(override.rating),
      reasons: [override.reason],
    };
  let total = cls.base ?? 0;
  const contributions: Array<{ points: number; reason: string; level: number }> = [];
  const minor: Array<{ points: number; label: string }> = [];
  for (const f of model.factors) {
    const weight = f.weights[cls.slug];
    const level = levels[f.key] ?? 0;
    if (!weight || level === 0) continue;
    const points = (weight * level) / 3;
    total += points;
    const reason = f.reasons[cls.slug];
    if (level >= 2 && reaches(reason, levels)) contributions.push({ points, reason: textOf(reason), level });
    else minor.push({ points, label: f.label.toLowerCase() });
  }
  const rating = Math.round(softCap(total));
  // The trade's own sentence (its entry) where it has one: it names the trade's driver, and the bank's
  // general sentences beside it made siblings read alike. Otherwise the factors that contribute most.
  // A class with no prominent driver shows no reason: "close to the baseline" told a broker nothing.
  const own = model.entries.get(industry.code)?.reasons.find((r) => r.class === cls.slug)?.reason;
  const reasons = own
    ? [own]
    : contributions
        .sort((a, b) => b.points - a.points)
        .slice(0, 4)
        .map((c) => c.reason);
  // A MEDIUM or HIGH rating made only of low-level drivers names them, so it still says why.
  if (reasons.length === 0 && grade(rating) !== "LOW" && minor.length > 0)
    reasons.push(`${lowDrivers(minor)} together lift this class above what any business carries.`);
  return { classSlug: cls.slug, rating, grade: grade(rating), reasons };
}

/**
 * Factor points add up linearly to 75; above that they are compressed towards 100 instead of being
 * cut off there, so a trade with many strong drivers still rates above one with a few (a clamp at 100
 * gave 1,376 ratings of exactly 100, 881 industries at 95 or more for employers' liability). Ratings
 * up to 75, and so every grade, are unchanged.
 */
export function softCap(total: number): number {
  if (total <= SOFT_CAP_FROM) return Math.max(0, total);
  return SOFT_CAP_FROM + (100 - SOFT_CAP_FROM) * (1 - Math.exp(-(total - SOFT_CAP_FROM) / SOFT_CAP_SCALE));
}
const SOFT_CAP_FROM = 75;
const SOFT_CAP_SCALE = 100 - SOFT_CAP_FROM; // slope 1 where the curve starts

function lowDrivers(minor: Array<{ points: number; label: string }>) {
  const labels = minor
    .sort((a, b) => b.points - a.points)
    .slice(0, 3)
    .map((m) => m.label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : labels[0];
  return `Low levels of ${list}`;
}

export type HazardItem = Rating & { id: number; name: string; slug: string; includes: string[] };

/** The hazard index of an industry for a country: every applicable, visible rated class. */
export function hazardIndex(
  model: RiskModel,
  industry: { code: string; anzsic: string },
  country: Country,
): HazardItem[] {
  const levels = levelsFor(model, industry);
  return model.classes
    .filter((c) => c.base !== null && classVisibleIn(c.slug, country))
    .filter((c) => APPLICABLE_WHEN[c.slug]?.(levels) ?? true)
    .map((c) => ({
      ...rateClass(model, industry, c, levels),
      id: c.id,
      name: c.name,
      slug: c.slug,
      includes: c.includes,
    }));
}

async function buildRiskModel(db: DbOrTx): Promise<RiskModel> {
  const classes = await db.select().from(insuranceClasses).orderBy(asc(insuranceClasses.position));
  const factors = await db.select().from(riskFactors).orderBy(asc(riskFactors.position));
  const profiles = new Map((await db.select().from(riskProfiles)).map((p) => [p.scope, p.levels as Levels]));
  const overrides = new Map<string, Map<string, { rating: number; reason: string }>>();
  for (const o of await db.select().from(riskOverrides)) {
    const byClass = overrides.get(o.code) ?? new Map();
    byClass.set(o.classSlug, { rating: o.rating, reason: o.reason });
    overrides.set(o.code, byClass);
  }
  const common = new Map((await db.select().from(riskCommonContent)).map((r) => [r.key, r.value]));
  const entries = new Map<string, IndustryEntry>();
  for (const { code, entry } of await db
    .select({ code: industries.code, entry: industryEntries })
    .from(industryEntries)
    .innerJoin(industries, eq(industries.id, industryEntries.industryId)))
    entries.set(code, {
      description: entry.description,
      exposures: entry.exposures,
      materials: entry.materials,
      keyQuestions: entry.keyQuestions,
      reasons: entry.reasons,
    });
  const classExposures = new Map(
    (await db.select().from(industryClassLayers)).map((r) => [r.anzsic, r.exposures]),
  );
  return {
    classes,
    factors,
    profiles,
    entries,
    classExposures,
    overrides,
    common: {
      classes: (common.get("classes") ?? {}) as RiskModel["common"]["classes"],
      general: (common.get("general_checklist") ?? []) as RiskModel["common"]["general"],
      core: (common.get("core_checklist") ?? []) as RiskModel["common"]["core"],
    },
  };
}

/**
 * The same model straight from a validated content pack, without a database: for the content lint
 * and scripts that assemble every industry's page (scripts/content/*).
 */
export function riskModelFromPack(risk: RiskPack, pack: EntriesPack): RiskModel {
  const overrides = new Map<string, Map<string, { rating: number; reason: string }>>();
  for (const o of risk.overrides) {
    const byClass = overrides.get(o.code) ?? new Map();
    byClass.set(o.classSlug, { rating: o.rating, reason: o.reason });
    overrides.set(o.code, byClass);
  }
  const bank = risk.factorContent;
  return {
    classes: risk.classes.map(insuranceClassRow),
    factors: risk.factors.map((f) => riskFactorRow(f, bank)),
    profiles: new Map(risk.profiles.map((p) => [p.scope, p.levels as Levels])),
    entries: new Map(
      pack.files.flatMap((f) =>
        f.industries.map((e) => [
          e.code,
          {
            description: e.description,
            exposures: e.exposures,
            materials: e.materials,
            keyQuestions: e.key_questions,
            reasons: e.reasons,
          },
        ]),
      ),
    ),
    classExposures: new Map(pack.files.map((f) => [f.anzsic, f.class_exposures])),
    overrides,
    common: {
      classes: bank.classes,
      general: bank.general_checklist,
      core: bank.core_checklist,
    },
  };
}

const cached = contentCached(buildRiskModel);
export const riskModel = (db: DbOrTx) => cached.get(db);
export const invalidateRiskModel = () => cached.invalidate();
