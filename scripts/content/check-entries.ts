/**
 * Checks the industry entries (content/entries/*.json) the way the content import does, and prints
 * every error with file and reason. Authors run it on every batch before committing it:
 *
 *   npx tsx scripts/content/check-entries.ts            # every file
 *   npx tsx scripts/content/check-entries.ts 4511 4512  # only these classes
 *
 * For every entry it also prints the three highest classes the model computes from the entry's own
 * factor levels, and flags what the content lint and the rating rules refuse (issue 17): the first
 * reason's class must be among the top three; exposures naming trust or client money need
 * client_money >= 2 and Crime MEDIUM or above; no line may talk about what the levels say the trade
 * does not do (digging with excavation 0, fryers with hot_oil_cooking 0, ...). Correct the factor
 * levels (or the text) until it passes. Exit 1 when anything is wrong.
 */
import { loadEntries } from "~/server/content/entries-pack";
import { flagshipCodes } from "~/server/content/flagship-pack";
import { profilesWithEntries, type ContentError } from "~/server/content/pack";
import { CONTENT, mainIndustries } from "./catalogue";
import { loadRiskPack, readContentFile } from "~/server/content/risk-pack";
import { checkEntryRatings, lintEntry } from "~/server/risk/lint";
import { riskModelFromPack } from "~/server/risk/model";

const contentDir = CONTENT;
const errors: ContentError[] = [];
const main = mainIndustries(errors);
const flagships = flagshipCodes(contentDir);
const classes = process.argv.slice(2);
const only = classes.length
  ? (label: string) => classes.some((c) => label === `content/entries/${c}.json`)
  : undefined;
const pack = loadEntries(contentDir, errors, { main, flagships }, only);
const industries = pack.files.reduce((n, f) => n + f.industries.length, 0);
for (const e of errors) console.log(`${e.file}${e.row ? `:${e.row}` : ""}: ${e.reason}`);

// Ratings from the entries' own levels: the model of content/risk with these entries on top.
const riskErrors: ContentError[] = [];
const risk = loadRiskPack(contentDir, readContentFile, riskErrors, {
  anzsicClasses: new Set([...main.values()].map((m) => m.anzsic)),
  mainCodes: new Set(main.keys()),
});
let flagged = 0;
if (!risk) {
  console.log(
    `content/risk does not load (${riskErrors[0]?.file}: ${riskErrors[0]?.reason}); ratings not checked`,
  );
} else {
  const model = riskModelFromPack({ ...risk, profiles: profilesWithEntries(risk.profiles, pack) }, pack);
  for (const file of pack.files)
    for (const e of file.industries) {
      const industry = { code: e.code, anzsic: file.anzsic, name: e.name };
      const { problems, top3 } = checkEntryRatings(model, industry);
      const lint = lintEntry(model, industry);
      const all = [...problems, ...lint];
      flagged += all.length;
      console.log(
        `${e.code} ${e.name}: top three ${top3.map((i) => `${i.slug} ${i.grade} ${i.rating}`).join(", ")}`,
      );
      for (const p of all) console.log(`  ! ${p}`);
    }
}
console.log(
  `${pack.files.length} class files, ${industries} industry entries, ${errors.length} errors, ${flagged} rating or lint flags`,
);
process.exit(errors.length + flagged ? 1 : 0);
