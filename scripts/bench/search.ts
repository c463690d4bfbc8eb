/**
 * Search benchmark (issue: keyword and code search p95 < 15 ms at 20 concurrent).
 *   npx tsx scripts/bench/search.ts            PGlite (and PostgreSQL when BENCH_DATABASE_URL is set)
 * Runs the committed relevance queries (keyword, typo and code queries) through the search
 * function with 20 concurrent callers, after importing the full catalogue into a fresh database.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { importContent } from "~/server/content/import";
import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import { openDatabase, type DbHandle } from "~/server/db/client";
import { clearSearchCache, searchIndustries } from "~/server/industries/search";
import { load, report } from "./stats";

const CONCURRENCY = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const queries = (
  parse(fs.readFileSync(path.join(CONTENT_DIR, "search", "relevance.csv"), "utf8"), {
    columns: true,
  }) as Array<{ query: string }>
).map((r) => r.query);
const codeQueries = queries.filter((q) => /^[\d.]+$/.test(q));
const keywordQueries = queries.filter((q) => !/^[\d.]+$/.test(q));
const { pack } = loadContentPack(CONTENT_DIR);

async function bench(label: string, handle: DbHandle) {
  const t = performance.now();
  await importContent(handle.db, pack!, { force: true });
  console.log(
    `${label}: imported ${pack!.industries.length} rows in ${(performance.now() - t).toFixed(0)} ms`,
  );
  // Warm up the connection and plans.
  for (const q of queries) await searchIndustries(handle.db, q, {});
  for (const [name, list] of [
    ["keyword", keywordQueries],
    ["code", codeQueries],
  ] as const) {
    const r = await load(list.length * ROUNDS, CONCURRENCY, (i) =>
      searchIndustries(handle.db, list[i % list.length], {}),
    );
    console.log(report(`${label} ${name}`, r.samples, r.wallMs, r.errors));
  }
  const mixed = await load(queries.length * ROUNDS, CONCURRENCY, (i) =>
    searchIndustries(handle.db, queries[i % queries.length]),
  );
  console.log(report(`${label} mixed`, mixed.samples, mixed.wallMs, mixed.errors));
  // A cold index build, as after a content import.
  clearSearchCache();
  const t0 = performance.now();
  await searchIndustries(handle.db, "cafe");
  console.log(`${label} index build after import: ${(performance.now() - t0).toFixed(0)} ms`);
}

const pglite = await openDatabase({ dataDir: "memory" });
await pglite.migrate();
await bench("PGlite", pglite);
await pglite.close();

if (process.env.BENCH_DATABASE_URL) {
  const pg = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await pg.migrate();
  await bench("PostgreSQL", pg);
  await pg.close();
}
