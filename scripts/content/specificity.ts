/**
 * Specificity of the industry pages (issue 17, CONTENT.md "Quality checks"), from the content pack
 * without a database:
 *
 *   (a) the share of main industries whose hazard ratings, significant exposures and Key checklist
 *       together differ from every sibling in their ANZSIC class (target >= 95 %);
 *   (b) the number of sentences (exposures, Key questions, RISK SUMMARY reasons) shown on the pages of
 *       more than 50 industries (kept few);
 *   (c) how many industries have an entry of their own (content/entries), and flagships.
 *
 *   npx tsx scripts/content/specificity.ts
 *
 * Flagships are counted with their own write-ups; every other industry with its assembled page.
 */
import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import { assembleContent } from "~/server/risk/assemble";
import { hazardIndex, riskModelFromPack } from "~/server/risk/model";

const { pack, errors } = loadContentPack(CONTENT_DIR);
if (!pack) {
  for (const e of errors.slice(0, 20)) console.error(`${e.file}${e.row ? `:${e.row}` : ""}: ${e.reason}`);
  process.exit(1);
}
const model = riskModelFromPack(pack.risk, pack.entries);
const flagships = new Map(pack.flagships.map((f) => [f.code, f]));
const main = pack.industries.filter((r) => !r.alias_of);

type Page = { code: string; anzsic: string; signature: string; sentences: string[] };
const pages: Page[] = main.map((industry) => {
  const index = hazardIndex(model, industry, "au");
  const ratings = index.map((i) => `${i.slug}=${i.rating}`);
  const flagship = flagships.get(industry.code);
  const exposures = flagship ? flagship.significant_exposures : assembleContent(model, industry).exposures;
  const key = flagship
    ? flagship.checklist.filter((q) => q.type === "Key").map((q) => q.question)
    : assembleContent(model, industry)
        .checklist.filter((q) => q.type === "Key")
        .map((q) => q.question);
  const reasons = index.flatMap((i) => i.reasons);
  return {
    code: industry.code,
    anzsic: industry.anzsic,
    signature: JSON.stringify([ratings, exposures, key]),
    sentences: [...new Set([...exposures, ...key, ...reasons])],
  };
});

const byClass = new Map<string, Page[]>();
for (const p of pages) byClass.set(p.anzsic, [...(byClass.get(p.anzsic) ?? []), p]);
let distinct = 0;
for (const siblings of byClass.values())
  for (const p of siblings) if (siblings.every((s) => s === p || s.signature !== p.signature)) distinct++;

const reach = new Map<string, number>();
for (const p of pages) for (const s of p.sentences) reach.set(s, (reach.get(s) ?? 0) + 1);
const shared = [...reach].filter(([, n]) => n > 50).sort((a, b) => b[1] - a[1]);

const entries = pack.entries.files.reduce((n, f) => n + f.industries.length, 0);
const pct = (n: number) => `${((100 * n) / pages.length).toFixed(1)} %`;
console.log(`main industries: ${pages.length} in ${byClass.size} ANZSIC classes`);
console.log(
  `(a) differ from every sibling (ratings + exposures + Key checklist): ${distinct} (${pct(distinct)})`,
);
console.log(`(b) sentences shown on more than 50 industries' pages: ${shared.length}`);
for (const [s, n] of shared.slice(0, 10)) console.log(`      ${n}  ${s.slice(0, 110)}`);
console.log(
  `(c) industries with an entry of their own: ${entries} (${pct(entries)}); flagships: ${flagships.size}`,
);
