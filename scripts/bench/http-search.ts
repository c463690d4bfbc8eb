/**
 * End-to-end search benchmark over HTTP against a running production server:
 *   BENCH_URL=http://localhost:3000 npx tsx scripts/bench/http-search.ts
 * Signs in as a demo user, then runs the committed broker queries against /industries/search.json
 * with 20 concurrent connections (session check, router and JSON included).
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { benchLogin, load, report } from "./stats";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const queries = (
  parse(fs.readFileSync(path.resolve("content/search/relevance.csv"), "utf8"), { columns: true }) as Array<{
    query: string;
  }>
).map((r) => r.query);

const cookie = await benchLogin(base, process.env.BENCH_USER ?? "advisor.au", process.env.BENCH_PASSWORD);

const get = async (q: string) => {
  const r = await fetch(`${base}/industries/search.json?${new URLSearchParams({ q })}`, {
    headers: { Cookie: cookie },
  });
  if (!r.ok) throw new Error(String(r.status));
  await r.arrayBuffer();
};
for (const q of queries) await get(q);
const result = await load(queries.length * rounds, concurrency, (i) => get(queries[i % queries.length]));
console.log(
  report(`HTTP /industries/search.json c=${concurrency}`, result.samples, result.wallMs, result.errors),
);
