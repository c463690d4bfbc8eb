import type { FlagshipPack } from "../content/flagship-pack";
import { LINT_RULES } from "./lint-rules";
import { hazardIndex, levelsFor, type RiskModel } from "./model";

/**
 * The content lint and the rating rules of issue 17 for flagship write-ups (content/flagships), which
 * the model does not assemble: every line read against the trade's own levels, the three highest
 * ratings among the write-up's main classes, and trust money named in the text backed by the levels
 * and a Crime rating of MEDIUM or above. scripts/content/check-flagships.ts and the content lint test
 * run it.
 */
export type FlagshipLine = { where: string; text: string };

/** Every line of a write-up a broker reads. */
export function flagshipLines(f: FlagshipPack): FlagshipLine[] {
  return [
    { where: "summary", text: f.summary },
    ...f.significant_exposures.map((text, i) => ({ where: `significant_exposures[${i}]`, text })),
    ...f.checklist.map((q) => ({ where: q.id, text: q.question })),
    ...Object.entries(f.risk_descriptions).flatMap(([slug, s]) =>
      s.map((x) => ({ where: `risk_descriptions.${slug} ${x.heading}`, text: x.text })),
    ),
    ...f.endorsements.flatMap((e) => [
      { where: `endorsement ${e.code}`, text: e.text },
      { where: `endorsement ${e.code}`, text: e.explanation },
    ]),
  ];
}

/** Money held for others: a trust account, or money, funds, deposits or rent held in trust. */
const TRUST =
  /\btrust (?:accounts?|money|funds)\b|\b(?:money|funds|deposits|payments|rent|refunds)\b[^.]{0,40}\bin trust\b|client (?:money|funds)|settlement funds|deposits held/i;

export function lintFlagship(model: RiskModel, f: FlagshipPack): string[] {
  const industry = { code: f.code, anzsic: f.code.slice(3, 7) };
  const levels = levelsFor(model, industry);
  const problems: string[] = [];
  for (const line of flagshipLines(f))
    for (const rule of LINT_RULES)
      if (rule.pattern.test(line.text) && !rule.allowed(levels))
        problems.push(
          `lint: ${line.where} is about ${rule.name} (needs ${rule.when}): "${line.text.slice(0, 90)}"`,
        );
  const index = hazardIndex(model, industry, "au").sort((a, b) => b.rating - a.rating);
  // A sub-class (deterioration of stock) is covered by its main class (equipment breakdown).
  const mainOf = (slug: string) => {
    const c = model.classes.find((x) => x.slug === slug);
    const parent = c?.fallbackId ? model.classes.find((x) => x.id === c.fallbackId) : undefined;
    return c && c.grouping !== "main" && parent ? parent.slug : slug;
  };
  for (const i of index.slice(0, 3))
    if (!f.main_classes.includes(mainOf(i.slug)))
      problems.push(
        `${mainOf(i.slug)} is rated ${i.grade} ${i.rating}${mainOf(i.slug) === i.slug ? "" : ` (as ${i.slug})`}, among the top three, but is not in main_classes: add it (with its Key questions and risk description) or correct the levels`,
      );
  if (f.significant_exposures.some((e) => TRUST.test(e))) {
    if ((levels.client_money ?? 0) < 2)
      problems.push("exposures name trust or client money: client_money must be 2 or 3");
    const crime = index.find((i) => i.slug === "crime");
    if (!crime || crime.grade === "LOW")
      problems.push(
        `exposures name trust or client money: Crime must be MEDIUM or above (is ${crime?.rating ?? "not rated"})`,
      );
  }
  return problems;
}
