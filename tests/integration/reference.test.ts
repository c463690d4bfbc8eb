/**
 * Checks our authored classification data against the public reference copies in
 * ../shared/reference (ANZSIC 2006, UK SIC 2007, ISIC->NAICS). Reads them; never copies them.
 * Skips cleanly when that folder is not beside the repository.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import type { TaxonomyItem } from "~/server/content/schemas";

const REF = path.resolve(process.cwd(), "../shared/reference");
const present = fs.existsSync(path.join(REF, "anzsic_2006_structure.csv"));

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[.,]/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*-\s*/g, "-")
    .trim();
const read = (name: string) =>
  parse(fs.readFileSync(path.join(REF, name), "utf8"), { columns: true }) as Array<Record<string, string>>;

function flatten(
  items: TaxonomyItem[],
  parent: string | null = null,
  out = new Map<string, { title: string; parent: string | null }>(),
) {
  for (const item of items) {
    out.set(item.code, { title: item.title, parent });
    if (item.children) flatten(item.children, item.code, out);
  }
  return out;
}

describe.skipIf(!present)("classification codes against ../shared/reference", () => {
  const { pack } = loadContentPack(CONTENT_DIR);
  const ours = (id: number) => flatten(pack!.taxonomies.find((t) => t.id === id)!.items);

  it("ANZSIC 2006: the same 506 classes with the same titles and parents", () => {
    const anzsic = ours(4);
    const rows = read("anzsic_2006_structure.csv");
    expect(rows).toHaveLength(506);
    const mismatches: string[] = [];
    for (const r of rows) {
      const cls = anzsic.get(r.class_code);
      if (!cls) mismatches.push(`missing ${r.class_code}`);
      else {
        if (norm(cls.title) !== norm(r.class_title))
          mismatches.push(`${r.class_code}: "${cls.title}" vs "${r.class_title}"`);
        if (cls.parent !== r.group_code)
          mismatches.push(`${r.class_code}: parent ${cls.parent} vs ${r.group_code}`);
      }
      if (anzsic.get(r.group_code)?.parent !== r.subdivision_code) mismatches.push(`${r.group_code}: parent`);
      if (anzsic.get(r.subdivision_code)?.parent !== r.division_code)
        mismatches.push(`${r.subdivision_code}: parent`);
    }
    const classCount = [...anzsic.keys()].filter((c) => /^\d{4}$/.test(c)).length;
    expect(classCount).toBe(506);
    expect(mismatches).toEqual([]);
  });

  it("UK SIC 2007: every code and parent present; titles agree except known source slips", () => {
    const uk = ours(8);
    const rows = read("uk_sic_2007.csv");
    const missing = rows.filter((r) => !uk.has(r.code)).map((r) => r.code);
    expect(missing).toEqual([]);
    expect(uk.size).toBe(rows.length);
    const wrongParent = rows
      .filter((r) => (uk.get(r.code)!.parent ?? "") !== (r.parent ?? ""))
      .map((r) => r.code);
    expect(wrongParent).toEqual([]);
    const titleDiffs = rows.filter((r) => norm(uk.get(r.code)!.title) !== norm(r.title)).map((r) => r.code);
    // The reference carries a few punctuation slips (stray commas, a missing space); see docs/catalogue.md.
    expect(titleDiffs.length).toBeLessThanOrEqual(5);
  });

  it("every concordance and override code exists in the public structures", () => {
    const ukCodes = new Set(read("uk_sic_2007.csv").map((r) => r.code));
    const naicsCodes = new Set(read("isic4_to_naics2017.csv").map((r) => r.naics2017_code));
    const anzsicCodes = new Set(read("anzsic_2006_structure.csv").map((r) => r.class_code));
    const bad: string[] = [];
    for (const [anzsic, m] of pack!.concordance) {
      if (!anzsicCodes.has(anzsic)) bad.push(`anzsic ${anzsic}`);
      if (!ukCodes.has(m.uksic)) bad.push(`${anzsic} uksic ${m.uksic}`);
      if (!naicsCodes.has(m.naics)) bad.push(`${anzsic} naics ${m.naics}`);
    }
    for (const r of pack!.industries) {
      if (r.uksic && !ukCodes.has(r.uksic)) bad.push(`${r.code} uksic ${r.uksic}`);
      if (r.naics && !naicsCodes.has(r.naics)) bad.push(`${r.code} naics ${r.naics}`);
    }
    expect(bad).toEqual([]);
  });
});
