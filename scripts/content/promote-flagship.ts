/**
 * Promotes industries with an entry (content/entries) to flagships (content/flagships): writes
 * content/flagships/{code}.json as a starting point from the entry (its description, exposures,
 * materials, Key questions and 27 levels) and takes the entry out of its class file, so the trade has
 * one write-up. The author then writes the rest (content/flagships/README.md) and runs
 * scripts/content/check-flagships.ts. Prints the entry's reasons, which the write-up's risk
 * descriptions build on.
 *
 *   npx tsx scripts/content/promote-flagship.ts RC-4511-003 [more codes]
 */
import fs from "node:fs";
import path from "node:path";
import type { EntryFile } from "~/server/content/entries-pack";

const contentDir = path.resolve(import.meta.dirname, "../../content");
for (const code of process.argv.slice(2)) {
  const target = path.join(contentDir, "flagships", `${code}.json`);
  if (fs.existsSync(target)) {
    console.log(`${code}: already a flagship`);
    continue;
  }
  const file = path.join(contentDir, "entries", `${code.slice(3, 7)}.json`);
  if (!fs.existsSync(file)) {
    console.log(`${code}: no entries file ${path.relative(contentDir, file)}`);
    process.exitCode = 1;
    continue;
  }
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as EntryFile;
  const entry = data.industries.find((e) => e.code === code);
  if (!entry) {
    console.log(`${code}: no entry in ${path.relative(contentDir, file)}`);
    process.exitCode = 1;
    continue;
  }
  const classes = [...new Set(entry.reasons.map((r) => r.class))];
  const skeleton = {
    code,
    name: entry.name,
    summary: entry.description,
    main_classes: classes,
    significant_exposures: entry.exposures,
    materials_equipment: entry.materials,
    checklist: entry.key_questions.map((q, i) => ({
      id: `${code}-Q${String(i + 1).padStart(3, "0")}`,
      type: "Key",
      class: q.class,
      section: q.section,
      question: q.question,
    })),
    risk_descriptions: {},
    indicative_rates: [],
    related: [],
    endorsements: [],
    has_market: true,
    factors: entry.factors,
  };
  fs.writeFileSync(target, `${JSON.stringify(skeleton, null, 2)}\n`);
  data.industries = data.industries.filter((e) => e.code !== code);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`${code} ${entry.name}: content/flagships/${code}.json started from its entry; reasons:`);
  for (const r of entry.reasons) console.log(`  ${r.class}: ${r.reason}`);
}
