/**
 * Page rendering benchmark over HTTP (issue #4: industry hazard-index page, p95 at 20 concurrent).
 *
 *   npx tsx scripts/bench/http-pages.ts                      # own server on a fresh PGlite (npm run build first)
 *   DATABASE_URL=postgres://…/empty_db npx tsx scripts/bench/http-pages.ts   # own server on PostgreSQL
 *   BENCH_URL=http://localhost:3000 npx tsx scripts/bench/http-pages.ts       # a running server
 *
 * Signs in as an advisor, then for each page: a warm-up, `BENCH_SERIAL` requests one at a time (the
 * latency of a page on an idle server, and the server's CPU time per request when it runs here),
 * then `BENCH_REQUESTS` requests with `BENCH_CONCURRENCY` (20) connections through autocannon
 * (a load generator far lighter than fetch, so that more of the two cores serve the pages).
 * Prints p50/p95/p99, requests per second and errors per page.
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { startBenchServer } from "./server";
import { benchLogin, percentile } from "./stats";

const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const serial = Number(process.env.BENCH_SERIAL ?? 200);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 20);

const own = process.env.BENCH_URL ? null : await startBenchServer(Number(process.env.BENCH_PORT ?? 3290));
const base = process.env.BENCH_URL ?? own!.base;
if (own) console.log(`server: ${own.db}, ready in ${(own.startupMs / 1000).toFixed(1)} s (pid ${own.pid})`);

/** User + system CPU time of the server process in ms (only for a server started here). */
function serverCpuMs(): number | null {
  if (!own) return null;
  const fields = fs.readFileSync(`/proc/${own.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

const cookie = await benchLogin(base, process.env.BENCH_USER ?? "advisor.au", process.env.BENCH_PASSWORD);
async function idOf(code: string) {
  const r = await fetch(`${base}/industries/search.json?q=${code}`, { headers: { Cookie: cookie } });
  return ((await r.json()) as { data: Array<{ id: number }> }).data[0].id;
}
const flagship = await idOf("RC-4511-001");
const derived = await idOf("RC-4511-003");

const pages: Array<[string, string, boolean]> = [
  ["hazard index (flagship)", `/industries/${flagship}/hazard-index`, true],
  ["hazard index (derived)", `/industries/${derived}/hazard-index`, true],
  [
    "hazard index grid + summary",
    `/industries/${flagship}/hazard-index?mode=grid&summary=property_damage`,
    true,
  ],
  ["risk checklist", `/industries/${flagship}/risk-checklist`, true],
  ["significant exposures", `/industries/${flagship}/significant-exposures`, true],
  ["risk assessment document", `/industries/${flagship}/risk-assessment/property-damage`, true],
  ["dashboard", "/dashboard", true],
  ["landing (visitor)", "/", false],
  ["/healthz (floor: no page)", "/healthz", false],
];

const headers = (auth: boolean) => ({
  "accept-encoding": "gzip, deflate, br",
  ...(auth ? { cookie } : {}),
});

console.log(
  `${"page".padEnd(30)} ${"serial p50".padStart(10)} ${"cpu/req".padStart(8)}   c=${connections}: p50 / p95 / p99 ms, req/s, errors`,
);
for (const [label, path, auth] of pages) {
  const get = async () => {
    const r = await fetch(base + path, { headers: headers(auth), redirect: "manual" });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  };
  for (let i = 0; i < 100; i++) await get(); // warm-up (JIT, caches)
  const times: number[] = [];
  const cpu0 = serverCpuMs();
  for (let i = 0; i < serial; i++) {
    const t = performance.now();
    await get();
    times.push(performance.now() - t);
  }
  const cpu1 = serverCpuMs();
  times.sort((a, b) => a - b);
  // Every response time, for exact percentiles (autocannon's summary has no p95).
  const loaded: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base + path, connections, amount: requests, headers: headers(auth) },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => loaded.push(ms));
  });
  loaded.sort((a, b) => a - b);
  const cpu = cpu0 !== null && cpu1 !== null ? `${((cpu1 - cpu0) / serial).toFixed(1)} ms` : "n/a";
  const failed = result.errors + result.timeouts + result.non2xx;
  const ms = (p: number) => percentile(loaded, p).toFixed(0);
  console.log(
    `${label.padEnd(30)} ${`${percentile(times, 50).toFixed(1)} ms`.padStart(10)} ${cpu.padStart(8)}   ` +
      `${ms(50)} / ${ms(95)} / ${ms(99)} ms, ${Math.round(result.requests.average)} req/s, ${failed} errors`,
  );
}
own?.stop();
process.exit(0);
