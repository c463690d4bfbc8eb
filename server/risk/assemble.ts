import type { Endorsement, IndicativeRate, RiskSection } from "../db/schema";
import type { ChecklistType } from "./checklist-types";
import { hazardIndex, levelsFor, type RiskModel } from "./model";
import { lineFits } from "./lint-rules";
import { reaches, textOf, type Reach } from "./reach";

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
  const ownKeyClasses = new Set((entry?.keyQuestions ?? []).map((q) => q.class));
  const checklist: ChecklistQuestion[] = [
    ...(entry?.keyQuestions ?? []).map((q, i) => ({
      id: `${industry.code}-K${String(i + 1).padStart(2, "0")}`,
      type: "Key" as const,
      classSlug: q.class,
      section: q.section,
      question: q.question,
    })),
    // The bank's Key questions only for main classes the trade's own questions leave uncovered.
    ...prominent.flatMap((f) =>
      questions(f.checklist, `F-${f.key}`, "Key")
        .filter(
          (q) =>
            mainClasses.includes(q.classSlug) && !ownKeyClasses.has(q.classSlug) && reaches(q.reach, levels),
        )
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
  // The class layer claims to be true of every sibling; a line a trade's own levels contradict (a
  // liquor licence on a homebrew supplies shop) stays off that trade's page. check-entries flags it.
  const classLines = (model.classExposures.get(industry.anzsic) ?? []).filter((line) =>
    lineFits(line, levels),
  );
  // The trade's own lines, then its class's; the bank's general lines only where the industry has no
  // entry yet (they read the same on thousands of pages).
  const exposures = entry
    ? [...entry.exposures, ...classLines]
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
