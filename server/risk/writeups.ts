import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { contentKeyed } from "../content/versioned";
import type { DbOrTx } from "../db/client";
import { findIndustry } from "../industries/catalogue";
import {
  checklistQuestions,
  industries,
  industryMedia,
  industryWriteups,
  relatedIndustries,
} from "../db/schema";
import { riskModel, type RiskModel } from "./model";
import { assembleContent, type ChecklistQuestion, type IndustryContent } from "./assemble";

import type { ChecklistType } from "./checklist-types";

export { CHECKLIST_TYPES, type ChecklistType } from "./checklist-types";
export { assembleContent, type ChecklistQuestion, type IndustryContent } from "./assemble";
type IndustryRef = { id: number; code: string; anzsic: string };

const contentById = contentKeyed(async (db: DbOrTx, id: number): Promise<IndustryContent | null> => {
  const industry = await findIndustry(db, id);
  return industry ? readIndustryContent(db, await riskModel(db), industry) : null;
});

/**
 * What the sub-pages of an industry show. Read once per content version and then served from
 * memory (content/versioned.ts): the write-up, checklist and related rows are the same for every
 * user, and an industry page used to spend most of its database time reading them.
 */
export async function industryContent(
  db: DbOrTx,
  model: RiskModel,
  industry: IndustryRef,
): Promise<IndustryContent> {
  return (await contentById.get(db, industry.id)) ?? readIndustryContent(db, model, industry);
}

async function readIndustryContent(
  db: DbOrTx,
  model: RiskModel,
  industry: IndustryRef,
): Promise<IndustryContent> {
  const [own] = await db
    .select()
    .from(industryWriteups)
    .where(eq(industryWriteups.industryId, industry.id))
    .limit(1);
  if (!own) return deriveContent(db, model, industry);
  const questions = await db
    .select({
      id: checklistQuestions.id,
      type: checklistQuestions.type,
      classSlug: checklistQuestions.classSlug,
      section: checklistQuestions.section,
      question: checklistQuestions.question,
    })
    .from(checklistQuestions)
    .where(eq(checklistQuestions.industryId, industry.id))
    .orderBy(asc(checklistQuestions.position));
  const related = await db
    .select({ id: industries.id, code: industries.code, name: industries.name, inTrial: industries.inTrial })
    .from(relatedIndustries)
    .innerJoin(industries, eq(industries.id, relatedIndustries.relatedId))
    .where(eq(relatedIndustries.industryId, industry.id))
    .orderBy(asc(relatedIndustries.position));
  return {
    derived: false,
    entry: false,
    summary: own.summary,
    mainClasses: own.mainClasses,
    exposures: own.exposures,
    materials: own.materials,
    riskDescriptions: own.riskDescriptions,
    indicativeRates: own.indicativeRates,
    endorsements: own.endorsements,
    hasMarket: own.hasMarket,
    checklist: questions.map((q) => ({ ...q, type: q.type as ChecklistType })),
    related,
  };
}

async function deriveContent(db: DbOrTx, model: RiskModel, industry: IndustryRef): Promise<IndustryContent> {
  const related = await db
    .select({ id: industries.id, code: industries.code, name: industries.name, inTrial: industries.inTrial })
    .from(industries)
    .where(
      and(
        eq(industries.anzsic, industry.anzsic),
        isNull(industries.aliasOfId),
        ne(industries.id, industry.id),
      ),
    )
    .orderBy(asc(industries.code))
    .limit(8);
  return { ...assembleContent(model, industry), related };
}

/** Risk checklist of spec §2: one type, deduplicated by id, grouped by section within each class. */
export function groupChecklist(questions: ChecklistQuestion[], type: ChecklistType) {
  const seen = new Set<string>();
  const byClass = new Map<string, Map<string, ChecklistQuestion[]>>();
  for (const q of questions) {
    if (q.type !== type || seen.has(q.id)) continue;
    seen.add(q.id);
    const sections = byClass.get(q.classSlug) ?? new Map<string, ChecklistQuestion[]>();
    sections.set(q.section, [...(sections.get(q.section) ?? []), q]);
    byClass.set(q.classSlug, sections);
  }
  return byClass;
}

/**
 * Indicative insurable gross profit per country (spec §9): the weight-averaged avg, to 2 decimals,
 * sorted by country.
 */
export function indicativeRatesByCountry(rates: Array<{ country: string; avg: number; weight: number }>) {
  const by = new Map<string, { sum: number; weight: number }>();
  for (const r of rates) {
    const acc = by.get(r.country) ?? { sum: 0, weight: 0 };
    acc.sum += r.avg * r.weight;
    acc.weight += r.weight;
    by.set(r.country, acc);
  }
  const names: Record<string, string> = { au: "Australia", nz: "New Zealand" };
  return [...by]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, acc]) => ({
      country: names[country] ?? country,
      countryCode: country,
      value: (acc.sum / acc.weight).toFixed(2),
    }));
}

/** Whether insurers commonly write this trade (spec: the Market link shows only then); derived content assumes so. */
const marketById = contentKeyed(async (db: DbOrTx, industryId: number): Promise<boolean> => {
  const [row] = await db
    .select({ hasMarket: industryWriteups.hasMarket })
    .from(industryWriteups)
    .where(eq(industryWriteups.industryId, industryId))
    .limit(1);
  return row?.hasMarket ?? true;
});
export const hasMarket = (db: DbOrTx, industryId: number) => marketById.get(db, industryId);

/** Whether an industry has any media (the Media tab shows only then, issue 17). */
const mediaCountById = contentKeyed(async (db: DbOrTx, industryId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: industryMedia.id })
    .from(industryMedia)
    .where(eq(industryMedia.industryId, industryId))
    .limit(1);
  return row !== undefined;
});
export const hasMedia = (db: DbOrTx, industryId: number) => mediaCountById.get(db, industryId);

/** Media of an industry by type (spec §2: content_type image or video), in content order. */
export async function mediaFor(db: DbOrTx, industryId: number, type: "image" | "video") {
  const rows = await db
    .select({
      id: industryMedia.id,
      contentUrl: industryMedia.contentUrl,
      thumbnailUrl: industryMedia.thumbnailUrl,
      captionsUrl: industryMedia.captionsUrl,
      transcript: industryMedia.transcript,
      description: industryMedia.description,
      source: industryMedia.source,
    })
    .from(industryMedia)
    .where(and(eq(industryMedia.industryId, industryId), eq(industryMedia.type, type)))
    .orderBy(asc(industryMedia.position));
  // A video lasts until its last caption ends (the captions cover the whole walkthrough).
  return rows.map((m) => ({ ...m, durationSeconds: m.transcript?.at(-1)?.end ?? null }));
}
