/**
 * Checks the industry entries (content/entries/*.json) the way the content import does, and prints
 * every error with file and reason. Authors run it on every batch before committing it:
 *
 *   npx tsx scripts/content/check-entries.ts            # every file
 *   npx tsx scripts/content/check-entries.ts 4511 4512  # only these classes
 *
 * Exit 1 when anything is wrong.
 */
import fs from "node:fs";
import path from "node:path";
import { readCsv } from "~/server/content/csv";
import { loadEntries } from "~/server/content/entries-pack";
import type { ContentError } from "~/server/content/pack";

const contentDir = path.resolve(import.meta.dirname, "../../content");
const errors: ContentError[] = [];
const main = new Map<string, { name: string; anzsic: string }>();
const industriesDir = path.join(contentDir, "industries");
for (const f of fs.readdirSync(industriesDir).filter((n) => n.endsWith(".csv")))
  for (const { values } of readCsv(path.join(industriesDir, f), errors, f))
    if (values && !values.alias_of) main.set(values.code, { name: values.name, anzsic: values.anzsic });
const flagships = new Set(
  fs
    .readdirSync(path.join(contentDir, "flagships"))
    .filter((n) => /^RC-\d{4}-\d{3}\.json$/.test(n))
    .map((n) => n.replace(/\.json$/, "")),
);
const classes = process.argv.slice(2);
const only = classes.length
  ? (label: string) => classes.some((c) => label === `entries/${c}.json`)
  : undefined;
const pack = loadEntries(contentDir, errors, { main, flagships }, only);
const industries = pack.files.reduce((n, f) => n + f.industries.length, 0);
for (const e of errors) console.log(`${e.file}${e.row ? `:${e.row}` : ""}: ${e.reason}`);
console.log(`${pack.files.length} class files, ${industries} industry entries, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
