/**
 * Page rendering benchmark over HTTP against a running production server:
 *   BENCH_URL=http://localhost:3000 npx tsx scripts/bench/http-pages.ts
 * Signs in, then renders the hazard index of a flagship and of a derived industry, the dashboard and
 * the landing page with 20 concurrent connections. Reports latency percentiles and throughput.
 */
import { benchLogin, load, report } from "./stats";

const base = process.env.BENCH_URL ?? "http://localhost:3000";
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

const cookie = await benchLogin(base, process.env.BENCH_USER ?? "advisor.nz", process.env.BENCH_PASSWORD);

async function idOf(code: string) {
  const r = await fetch(`${base}/industries/search.json?q=${code}`, { headers: { Cookie: cookie } });
  return ((await r.json()) as { data: Array<{ id: number }> }).data[0].id;
}
const flagship = await idOf("RC-4511-001");
const derived = await idOf("RC-4511-003");

const pages: Array<[string, string, boolean]> = [
  ["hazard index (flagship)", `/industries/${flagship}/hazard-index`, true],
  ["hazard index (derived)", `/industries/${derived}/hazard-index`, true],
  ["risk checklist (flagship)", `/industries/${flagship}/risk-checklist`, true],
  ["dashboard", "/dashboard", true],
  ["landing (visitor)", "/", false],
];
for (const [label, path, auth] of pages) {
  const get = async () => {
    const r = await fetch(base + path, { headers: auth ? { Cookie: cookie } : {}, redirect: "manual" });
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    await r.arrayBuffer();
  };
  for (let i = 0; i < 10; i++) await get();
  const result = await load(requests, concurrency, get);
  console.log(report(`${label} c=${concurrency}`, result.samples, result.wallMs, result.errors));
}
