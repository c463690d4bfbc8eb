/**
 * Reach rules of the factor bank (content/risk/README.md, "Reach"): every sentence of a factor reaches
 * a trade only when that factor is prominent (level 2 or 3) for it, and a sentence may narrow that
 * further: `requires` (every listed factor at least that level) and `not_for` (none of the listed
 * factors at that level or above). A sentence about digging thus never reaches an office trade.
 */
export type Levels = Record<string, number>;
export type Reach = { requires?: Record<string, number>; not_for?: Record<string, number> };
/** A factor-bank sentence: plain text, or text with its reach. */
export type BankText = string | ({ text: string } & Reach);

export const textOf = (b: BankText) => (typeof b === "string" ? b : b.text);

export function reaches(reach: Reach | string, levels: Levels): boolean {
  if (typeof reach === "string") return true;
  for (const [key, min] of Object.entries(reach.requires ?? {})) if ((levels[key] ?? 0) < min) return false;
  for (const [key, min] of Object.entries(reach.not_for ?? {})) if ((levels[key] ?? 0) >= min) return false;
  return true;
}

/** Describes a reach for people reading lint output: "requires excavation >= 1; not for food_and_drink >= 2". */
export function describeReach(reach: Reach | string): string {
  if (typeof reach === "string") return "any trade with the factor";
  return [
    ...Object.entries(reach.requires ?? {}).map(([k, v]) => `requires ${k} >= ${v}`),
    ...Object.entries(reach.not_for ?? {}).map(([k, v]) => `not for ${k} >= ${v}`),
  ].join("; ");
}
