import { hazardIndex, levelsFor, type HazardItem, type RiskModel } from "./model";
import { assembleContent } from "./assemble";
import { LINT_RULES } from "./lint-rules";

export { LINT_RULES, type LintRule } from "./lint-rules";

/**
 * The content lint (issue 17, CONTENT.md "Quality checks"): every line an industry's page shows is
 * checked against what the line talks about. The rules read the words, not the reach tags of the
 * factor bank, so a wrong tag, a wrong class profile or an entry whose levels disagree with its
 * text shows up as a violation. Fix the rule, the reach or the profile, never the check.
 */
export type PageLine = { where: string; text: string };

/** Every line of an industry's assembled page: exposures, Key questions, reasons and risk texts. */
export function pageLines(model: RiskModel, industry: { code: string; anzsic: string }) {
  const content = assembleContent(model, industry);
  const index = hazardIndex(model, industry, "au");
  const lines: PageLine[] = [
    ...content.exposures.map((text) => ({ where: "exposures", text })),
    ...content.checklist
      .filter((q) => q.type === "Key")
      .map((q) => ({ where: `checklist ${q.id}`, text: q.question })),
    ...index.flatMap((i) => i.reasons.map((text) => ({ where: `reason ${i.slug}`, text }))),
    ...Object.entries(content.riskDescriptions).flatMap(([slug, sections]) =>
      sections.map((s) => ({ where: `risk ${slug} ${s.heading}`, text: s.text })),
    ),
  ];
  return { content, index, lines };
}

/** The rule violations on one industry's page. */
export function lintIndustry(model: RiskModel, industry: { code: string; anzsic: string; name?: string }) {
  const levels = levelsFor(model, industry);
  const { lines } = pageLines(model, industry);
  const problems: string[] = [];
  for (const line of lines)
    for (const rule of LINT_RULES)
      if (rule.pattern.test(line.text) && !rule.allowed(levels))
        problems.push(
          `${industry.code} ${industry.name ?? ""}: ${line.where} is about ${rule.name} (needs ${rule.when}): "${line.text.slice(0, 90)}"`,
        );
  return problems;
}

/**
 * The rule violations of an entry's own lines and its class's lines, read against the entry's
 * levels (the factor bank's lines are checked for every page by the content lint test). Cheap enough
 * for the import to run on every entry.
 */
export function lintEntry(
  model: RiskModel,
  industry: { code: string; anzsic: string },
  opts: { classLines?: boolean } = {},
) {
  const entry = model.entries.get(industry.code);
  if (!entry) return [];
  const levels = levelsFor(model, industry);
  const lines: PageLine[] = [
    ...entry.exposures.map((text, i) => ({ where: `exposures[${i}]`, text })),
    ...(opts.classLines === false ? [] : (model.classExposures.get(industry.anzsic) ?? [])).map(
      (text, i) => ({
        where: `class_exposures[${i}]`,
        text,
      }),
    ),
    ...entry.keyQuestions.map((q, i) => ({ where: `key_questions[${i}]`, text: q.question })),
    ...entry.reasons.map((r, i) => ({ where: `reasons[${i}]`, text: r.reason })),
  ];
  return lines.flatMap((line) =>
    LINT_RULES.filter((rule) => rule.pattern.test(line.text) && !rule.allowed(levels)).map(
      (rule) => `lint: ${line.where} is about ${rule.name} (needs ${rule.when}): "${line.text.slice(0, 90)}"`,
    ),
  );
}

export type RatingCheck = { code: string; problems: string[]; top3: HazardItem[] };

/**
 * Rating consistency of an industry entry (issue 17): its first reason's class is among its three
 * highest computed classes; exposures that name trust or client money need client_money >= 2 and
 * Crime at least MEDIUM.
 */
export function checkEntryRatings(model: RiskModel, industry: { code: string; anzsic: string }): RatingCheck {
  const entry = model.entries.get(industry.code);
  const index = hazardIndex(model, industry, "au").sort((a, b) => b.rating - a.rating);
  const top3 = index.slice(0, 3);
  const problems: string[] = [];
  if (!entry) return { code: industry.code, problems, top3 };
  const first = entry.reasons[0]?.class;
  if (first && !top3.some((i) => i.slug === first))
    problems.push(
      `first reason is ${first} (${index.find((i) => i.slug === first)?.rating ?? "not rated"}) but the top three are ${top3.map((i) => `${i.slug} ${i.rating}`).join(", ")}`,
    );
  const levels = levelsFor(model, industry);
  const trust = entry.exposures.some((e) =>
    /\btrust\b|client (?:money|funds)|settlement funds|deposits held/i.test(e),
  );
  if (trust) {
    if ((levels.client_money ?? 0) < 2)
      problems.push("exposures name trust or client money: client_money must be 2 or 3");
    const crime = index.find((i) => i.slug === "crime");
    if (!crime || crime.grade === "LOW")
      problems.push(
        `exposures name trust or client money: Crime must be MEDIUM or above (is ${crime?.rating ?? "not rated"})`,
      );
  }
  return { code: industry.code, problems, top3 };
}
