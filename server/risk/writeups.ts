import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { requireUser } from "../auth/guard";
import { contentKeyed } from "../content/versioned";
import { getDb, type DbOrTx } from "../db/client";
import { findIndustry } from "../industries/catalogue";
import {
  checklistQuestions,
  industries,
  industryMedia,
  industryWriteups,
  relatedIndustries,
  type Endorsement,
  type IndicativeRate,
  type RiskSection,
} from "../db/schema";
import { hazardIndex, levelsFor, riskModel, type RiskModel } from "./model";
import { reaches, textOf, type Reach } from "./reach";
import { restrictContent } from "./restriction";

import type { ChecklistType } from "./checklist-types";

export { CHECKLIST_TYPES, type ChecklistType } from "./checklist-types";
export type ChecklistQuestion = {
  id: string;
  type: ChecklistType;
  classSlug: string;
  section: string;
  question: string;
};

/** What the industry sub-pages show, whether written for the industry or assembled from its risk profile. */
export type IndustryContent = {
  /** true when assembled from the factor model (no flagship write-up). */
  derived: boolean;
  /** true when the industry has its own entry (content/entries): description, exposures, materials, Key questions, reasons. */
  entry: boolean;
  summary: string | null;
  mainClasses: string[];
  exposures: string[];
  materials: string[];
  riskDescriptions: Record<string, RiskSection[]>;
  indicativeRates: IndicativeRate[];
  endorsements: Endorsement[];
  hasMarket: boolean;
  checklist: ChecklistQuestion[];
  related: Array<{ id: number; code: string; name: string; inTrial: boolean }>;
};

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

/**
 * Content for an industry without a flagship write-up, in three layers (CONTENT.md): its own entry
 * (description, exposures, materials, Key questions), then its class's lines, then the factor bank's
 * sentences for its prominent factors, each only where its reach allows (./reach.ts). Pure: the
 * content lint assembles every industry's page with it.
 */
export function assembleContent(
  model: RiskModel,
  industry: { code: string; anzsic: string },
): Omit<IndustryContent, "related"> {
  const levels = levelsFor(model, industry);
  const entry = model.entries.get(industry.code);
  const prominent = model.factors
    .filter((f) => (levels[f.key] ?? 0) >= 2)
    .sort((a, b) => (levels[b.key] ?? 0) - (levels[a.key] ?? 0));
  const ranked = hazardIndex(model, industry, "au").sort((a, b) => b.rating - a.rating);
  const mainClasses = ranked
    .filter((r) => r.rating > 25)
    .slice(0, 8)
    .map((r) => r.slug);
  type BankQuestion = { class: string; section: string; question: string } & Reach;
  const questions = (list: BankQuestion[], idPrefix: string, type: ChecklistType) =>
    list.map((q, i) => ({
      id: `${idPrefix}-${i + 1}`,
      type,
      classSlug: type === "Key" ? q.class : "core",
      section: q.section,
      question: q.question,
      reach: q,
    }));
  const checklist: ChecklistQuestion[] = [
    ...(entry?.keyQuestions ?? []).map((q, i) => ({
      id: `${industry.code}-K${String(i + 1).padStart(2, "0")}`,
      type: "Key" as const,
      classSlug: q.class,
      section: q.section,
      question: q.question,
    })),
    ...prominent.flatMap((f) =>
      questions(f.checklist, `F-${f.key}`, "Key")
        .filter((q) => mainClasses.includes(q.classSlug) && reaches(q.reach, levels))
        .map(({ reach: _reach, ...q }) => q),
    ),
    ...questions(model.common.general, "G", "General").map(({ reach: _reach, ...q }) => q),
    ...questions(model.common.core, "C", "Core").map(({ reach: _reach, ...q }) => q),
  ];
  const riskDescriptions: Record<string, RiskSection[]> = {};
  for (const item of ranked.filter((r) => mainClasses.includes(r.slug))) {
    const texts = model.common.classes[item.slug];
    const management = prominent
      .map((f) => f.management[item.slug])
      .filter((m) => m !== undefined && reaches(m, levels))
      .map(textOf)
      .slice(0, 3);
    if (!texts || management.length === 0) continue;
    riskDescriptions[item.slug] = [
      { heading: "What can go wrong", text: [texts.what_can_go_wrong, ...item.reasons].join(" ") },
      { heading: "How losses happen", text: texts.how_losses_happen },
      { heading: "Good risk management", text: management.join(" ") },
    ];
  }
  const bankExposures = [
    ...new Set(prominent.flatMap((f) => f.exposures.filter((e) => reaches(e, levels)).map(textOf))),
  ];
  const classLines = model.classExposures.get(industry.anzsic) ?? [];
  // The trade's own lines first, then its class's; the bank fills in only while the list is short.
  const exposures = entry
    ? [...entry.exposures, ...classLines, ...bankExposures].slice(
        0,
        Math.max(8, entry.exposures.length + classLines.length),
      )
    : [...classLines, ...bankExposures].slice(0, 10);
  return {
    derived: true,
    entry: entry !== undefined,
    summary: entry?.description ?? null,
    mainClasses: mainClasses.filter((slug) => riskDescriptions[slug]),
    exposures,
    materials: entry?.materials ?? [],
    riskDescriptions,
    indicativeRates: [],
    endorsements: [],
    hasMarket: true,
    checklist,
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

/**
 * For the industry sub-page loaders: the signed-in user, the industry, the risk model and its
 * content as this user may see it (a restricted user's inactive classes removed, decision 0011).
 */
export async function loadIndustryPage(request: Request, rawId: string | undefined) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await findIndustry(db, Number(rawId));
  if (!industry) throw new Response(null, { status: 404 });
  const model = await riskModel(db);
  return {
    user,
    db,
    industry,
    model,
    content: restrictContent(await industryContent(db, model, industry), model, user),
  };
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
