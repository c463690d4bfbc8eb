import type { Levels } from "./model";

/**
 * The content lint's rules (issue 17, CONTENT.md "Quality checks"): what a line talks about and
 * when a trade may show such a line, from its 27 factor levels. They read the words, not the reach
 * tags of the factor bank, so a wrong tag, a wrong class profile or an entry whose levels disagree
 * with its text shows up as a violation. Fix the rule, the reach or the profile, never the check.
 */
const at = (l: Levels, key: string) => l[key] ?? 0;

/** Whether a line may stand on the page of a trade with these levels. */
export const lineFits = (text: string, levels: Levels) =>
  LINT_RULES.every((rule) => !rule.pattern.test(text) || rule.allowed(levels));

export type LintRule = {
  name: string;
  /** The words that make a line subject to the rule. */
  pattern: RegExp;
  /** When a trade may show such a line, from its 27 factor levels. */
  allowed: (l: Levels) => boolean;
  /** The condition in words, for the report. */
  when: string;
};

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
