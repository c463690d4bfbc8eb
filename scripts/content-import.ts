/**
 * npm run content:import [-- --force] [-- --check]
 * Validates the whole pack first and lists every error (file, row, reason); loads nothing then.
 * Otherwise loads it in one transaction. Running it twice changes nothing.
 */
import { importContent } from "~/server/content/import";
import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import { appDatabase, closeAppDatabase } from "~/server/db/client";
import { prepareDatabase } from "~/server/setup";

const started = Date.now();
const { pack, errors } = loadContentPack(CONTENT_DIR);
if (!pack) {
  for (const e of errors) console.error(`${e.file}${e.row ? ` row ${e.row}` : ""}: ${e.reason}`);
  console.error(`\n${errors.length} content error(s); nothing was imported.`);
  process.exit(1);
}
// Entries that fail a check are left out (their industries keep class-level pages); say which.
for (const e of pack.entryErrors) console.warn(`${e.file}: ${e.reason}`);
if (pack.entryErrors.length)
  console.warn(
    `\n${pack.entryErrors.length} entry problem(s): those files or entries are left out of the import.`,
  );
if (process.argv.includes("--check")) {
  console.log(`Content pack is valid (${pack.industries.length} industry rows).`);
  process.exit(0);
}
const handle = await appDatabase();
await prepareDatabase(handle, { seed: false, content: false });
// Under the preparation lock: an app server starting meanwhile waits instead of importing too.
const result = await handle.exclusive(() =>
  importContent(handle.db, pack, { force: process.argv.includes("--force") }),
);
console.log(
  result.changed
    ? `Imported ${result.summary.industries} industries, ${result.summary.aliases} aliases, ${result.summary.taxonomies} taxonomies in ${Date.now() - started} ms.`
    : "Content is already up to date; nothing changed.",
);
await closeAppDatabase();
