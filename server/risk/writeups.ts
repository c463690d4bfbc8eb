import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { checklistQuestions, industries, industryWriteups, relatedIndustries } from "../db/schema";

export type Writeup = typeof industryWriteups.$inferSelect;

/** The hand-written write-up of a flagship industry, or null (other industries: see the pages' empty states). */
export async function writeupFor(db: DbOrTx, industryId: number): Promise<Writeup | null> {
  const [row] = await db
    .select()
    .from(industryWriteups)
    .where(eq(industryWriteups.industryId, industryId))
    .limit(1);
  return row ?? null;
}

export const CHECKLIST_TYPES = ["Core", "General", "Key"] as const;
export type ChecklistType = (typeof CHECKLIST_TYPES)[number];
export type ChecklistQuestion = { id: string; classSlug: string; section: string; question: string };

/**
 * Risk checklist of spec §2: questions of one type, deduplicated by id, grouped by section within
 * each insurance class (General and Core questions sit under the class "core").
 */
export async function checklistFor(db: DbOrTx, industryId: number, type: ChecklistType) {
  const rows = await db
    .select({
      id: checklistQuestions.id,
      classSlug: checklistQuestions.classSlug,
      section: checklistQuestions.section,
      question: checklistQuestions.question,
    })
    .from(checklistQuestions)
    .where(and(eq(checklistQuestions.industryId, industryId), eq(checklistQuestions.type, type)))
    .orderBy(asc(checklistQuestions.position));
  const seen = new Set<string>();
  const byClass = new Map<string, Map<string, ChecklistQuestion[]>>();
  for (const q of rows) {
    if (seen.has(q.id)) continue;
    seen.add(q.id);
    const sections = byClass.get(q.classSlug) ?? new Map<string, ChecklistQuestion[]>();
    sections.set(q.section, [...(sections.get(q.section) ?? []), q]);
    byClass.set(q.classSlug, sections);
  }
  return byClass;
}

export async function relatedFor(db: DbOrTx, industryId: number) {
  return db
    .select({ id: industries.id, code: industries.code, name: industries.name, inTrial: industries.inTrial })
    .from(relatedIndustries)
    .innerJoin(industries, eq(industries.id, relatedIndustries.relatedId))
    .where(eq(relatedIndustries.industryId, industryId))
    .orderBy(asc(relatedIndustries.position));
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
