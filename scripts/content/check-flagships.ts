/**
 * Checks flagship write-ups (content/flagships/RC-….json) the way the content import does, plus the
 * rules of issue 17 that the import cannot see alone, and prints every problem:
 *
 *   npx tsx scripts/content/check-flagships.ts                 # every flagship
 *   npx tsx scripts/content/check-flagships.ts RC-4511-001 ... # only these
 *
 * Beyond the import's rules (content/flagships/README.md): the trade's own 27 levels (`factors`) are
 * set; the three highest computed ratings are all among `main_classes`; no line talks about
 * what the levels say the trade does not do (the content lint's rules); AU/UK spelling and no invented
 * figures; no exposure or Key question stands anywhere else in the pack (entries or other flagships);
 * endorsements, where ISR applies, under both Mark IV and Mark V. For each it prints the computed top
 * three. Exit 1 when anything is wrong.
 */
import { FIGURES, loadEntries, normal, NOT_BRITISH } from "~/server/content/entries-pack";
import { flagshipCodes, loadFlagships } from "~/server/content/flagship-pack";
import { profilesWithEntries, profilesWithFlagships, type ContentError } from "~/server/content/pack";
import { CONTENT, mainIndustries } from "./catalogue";
import { loadRiskPack, readContentFile } from "~/server/content/risk-pack";
import { flagshipLines, lintFlagship } from "~/server/risk/flagship-lint";
import { hazardIndex, riskModelFromPack } from "~/server/risk/model";

const contentDir = CONTENT;
const errors: ContentError[] = [];
const main = mainIndustries(errors);
const codes = process.argv.slice(2);
const wanted = (code: string) => codes.length === 0 || codes.includes(code);

const riskErrors: ContentError[] = [];
const risk = loadRiskPack(contentDir, readContentFile, riskErrors, {
  anzsicClasses: new Set([...main.values()].map((m) => m.anzsic)),
  mainCodes: new Set(main.keys()),
});
if (!risk) {
  console.log(`content/risk does not load (${riskErrors[0]?.file}: ${riskErrors[0]?.reason})`);
  process.exit(1);
}
const flagErrors: ContentError[] = [];
const flagships = loadFlagships(contentDir, readContentFile, flagErrors, {
  mainNames: new Map([...main].map(([code, m]) => [code, m.name])),
  mainClassSlugs: new Set(risk.classes.filter((c) => c.grouping === "main").map((c) => c.slug)),
});
const problems: string[] = [];
for (const e of flagErrors) {
  const code = /RC-\d{4}-\d{3}/.exec(e.file)?.[0] ?? "";
  if (wanted(code)) problems.push(`${e.file}: ${e.reason}`);
}

const entryErrors: ContentError[] = [];
const entries = loadEntries(
  contentDir,
  entryErrors,
  { main, flagships: flagshipCodes(contentDir) },
  undefined,
);
for (const e of entryErrors)
  if (/is a flagship/.test(e.reason) && codes.some((c) => e.reason.includes(c)))
    problems.push(`${e.file}: ${e.reason} (remove the entry: scripts/content/promote-flagship.ts does it)`);

// Where every other line of the pack stands: entries and the other flagships.
const owners = new Map<string, string[]>();
const own = (text: string, who: string) => {
  const key = normal(text);
  owners.set(key, [...(owners.get(key) ?? []), who]);
};
for (const file of entries.files)
  for (const e of file.industries) {
    for (const t of e.exposures) own(t, `${e.code} (entry)`);
    for (const q of e.key_questions) own(q.question, `${e.code} (entry)`);
  }
for (const f of flagships) {
  for (const t of f.significant_exposures) own(t, f.code);
  for (const q of f.checklist) if (q.type === "Key") own(q.question, f.code);
}

const model = riskModelFromPack(
  { ...risk, profiles: profilesWithFlagships(profilesWithEntries(risk.profiles, entries), flagships) },
  entries,
);
let checked = 0;
for (const f of flagships) {
  if (!wanted(f.code)) continue;
  checked++;
  const say = (p: string) => problems.push(`${f.code} ${f.name}: ${p}`);
  const industry = { code: f.code, anzsic: main.get(f.code)?.anzsic ?? f.code.slice(3, 7) };
  const index = hazardIndex(model, industry, "au").sort((a, b) => b.rating - a.rating);
  const top3 = index.slice(0, 3);
  console.log(
    `${f.code} ${f.name}: top three ${top3.map((i) => `${i.slug} ${i.grade} ${i.rating}`).join(", ")}`,
  );
  for (const p of lintFlagship(model, f)) say(p);
  for (const line of flagshipLines(f)) {
    const bad = NOT_BRITISH.exec(line.text);
    if (bad) say(`${line.where}: "${bad[0]}" is not AU/UK spelling`);
    if (FIGURES.test(line.text)) say(`${line.where}: no percentages or money figures`);
  }
  for (const text of [
    ...f.significant_exposures,
    ...f.checklist.filter((q) => q.type === "Key").map((q) => q.question),
  ]) {
    const others = (owners.get(normal(text)) ?? []).filter((w) => w !== f.code);
    const twice = (owners.get(normal(text)) ?? []).filter((w) => w === f.code).length > 1;
    if (others.length || twice)
      say(`"${text.slice(0, 70)}" also stands in ${others.join(", ") || "this write-up twice"}`);
  }
  const types = new Set(f.endorsements.map((e) => e.type));
  if (types.size === 1)
    say(`endorsements: only ${[...types][0]}; where ISR applies, list both Mark IV and Mark V`);
}
for (const p of problems) console.log(`  ! ${p}`);
console.log(`${checked} flagships checked, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
