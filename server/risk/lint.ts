import { hazardIndex, levelsFor, type HazardItem, type Levels, type RiskModel } from "./model";
import { assembleContent } from "./assemble";

/**
 * The content lint (issue 17, CONTENT.md "Quality checks"): every line an industry's page shows is
 * checked against what the line talks about. The rules read the words, not the reach tags of the
 * factor bank, so a wrong tag, a wrong class profile or an entry whose levels disagree with its
 * text shows up as a violation. Fix the rule, the reach or the profile, never the check.
 */
export type LintRule = {
  name: string;
  /** The words that make a line subject to the rule. */
  pattern: RegExp;
  /** When a trade may show such a line, from its 27 factor levels. */
  allowed: (l: Levels) => boolean;
  /** The condition in words, for the report. */
  when: string;
};

const at = (l: Levels, key: string) => l[key] ?? 0;

export const LINT_RULES: LintRule[] = [
  {
    name: "digging",
    pattern: /\b(dig|digging|excavat\w*|trench\w*|underground services|buried (?:cables|pipes|services))\b/i,
    allowed: (l) => at(l, "excavation") >= 1,
    when: "excavation >= 1",
  },
  {
    name: "stock that spoils",
    // "spoil" alone is excavated earth (spoil heaps); stock spoils, is spoiled or spoilt.
    pattern: /\b(spoils|spoiled|spoilt|spoilage|spoiling)\b/i,
    allowed: (l) => at(l, "cold_storage") >= 1 || at(l, "food_and_drink") >= 1,
    when: "cold_storage or food_and_drink >= 1",
  },
  {
    name: "recall",
    pattern: /\brecall(?:s|ed|ing)?\b/i,
    allowed: (l) => at(l, "products_supplied") >= 1 || at(l, "food_and_drink") >= 1,
    when: "products_supplied or food_and_drink >= 1",
  },
  {
    name: "unattended at night",
    pattern: /unattended at night|left empty overnight/i,
    allowed: (l) => at(l, "alcohol_and_crowds") < 2 && at(l, "vulnerable_people") < 3,
    when: "alcohol_and_crowds < 2 and vulnerable_people < 3",
  },
  {
    name: "welding",
    pattern: /\b(weld\w*|slag)\b/i,
    allowed: (l) => at(l, "hot_work") >= 2 && at(l, "food_and_drink") < 2,
    when: "hot_work >= 2 and food_and_drink < 2",
  },
  {
    name: "deep frying",
    pattern: /\b(deep[- ]fr\w*|fryers?|chargrills?|woks?)\b/i,
    allowed: (l) => at(l, "hot_oil_cooking") >= 1,
    when: "hot_oil_cooking >= 1",
  },
  {
    name: "work at height",
    pattern: /\b(roofs|scaffold\w*|ladders?|elevated (?:work )?platforms?|work at heights?)\b/i,
    allowed: (l) => at(l, "height_work") >= 1,
    when: "height_work >= 1",
  },
  {
    name: "trust or client money",
    pattern: /\btrust (?:account|money|funds)\b|\bclient (?:money|funds)\b|settlement funds/i,
    allowed: (l) => at(l, "client_money") >= 1,
    when: "client_money >= 1",
  },
  {
    name: "food safety",
    pattern: /\b(food poisoning|allergens?|food handlers?)\b/i,
    allowed: (l) => at(l, "food_and_drink") >= 1,
    when: "food_and_drink >= 1",
  },
  {
    name: "alcohol service",
    pattern: /\b(intoxicated|responsible service|patrons)\b/i,
    allowed: (l) => at(l, "alcohol_and_crowds") >= 1,
    when: "alcohol_and_crowds >= 1",
  },
  {
    name: "high storage",
    pattern: /\b(racking|racked|high stacks|high-bay)\b/i,
    allowed: (l) => at(l, "storage_height") >= 1,
    when: "storage_height >= 1",
  },
  {
    name: "people in care",
    pattern: /\b(people in care|person in care|care plans?|working-with-children)\b/i,
    allowed: (l) => at(l, "vulnerable_people") >= 1,
    when: "vulnerable_people >= 1",
  },
];

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
    if (at(levels, "client_money") < 2)
      problems.push("exposures name trust or client money: client_money must be 2 or 3");
    const crime = index.find((i) => i.slug === "crime");
    if (!crime || crime.grade === "LOW")
      problems.push(
        `exposures name trust or client money: Crime must be MEDIUM or above (is ${crime?.rating ?? "not rated"})`,
      );
  }
  return { code: industry.code, problems, top3 };
}
