/**
 * Lighthouse (issue #11) on landing, dashboard, the cafe's hazard index and its quick report.
 * Starts its own production server on a fresh database (needs `npm run build`), signs in as
 * advisor.au (cookie via extraHeaders) and runs Lighthouse's default mobile config (simulated
 * throttling) on the bundled Chromium, LH_RUNS times per page (default 3), one page after another:
 *   npx tsx scripts/bench/lighthouse.ts
 * Prints every run and the median per page: the three category scores and FCP, LCP, TBT, CLS, with
 * the audits that cost points. Exits 1 when a page's median is under performance 95, accessibility
 * 100 or best practices 100. LH_JSON=file writes the scores and metrics of every run as JSON,
 * LH_REPORTS=folder each run's full Lighthouse report (JSON; open in the Lighthouse viewer).
 */
import fs from "node:fs";
import { startBenchServer } from "./server";
import { benchLogin } from "./stats";
import {
  audit,
  CATEGORIES,
  formatMetrics,
  METRICS,
  targets,
  THRESHOLDS,
  type Metric,
  type PageResult,
} from "./lighthouse-core";

const port = Number(process.env.LH_PORT ?? 3198);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const server = await startBenchServer(port);
console.log(`server ready in ${(server.startupMs / 1000).toFixed(1)} s (${server.db})`);
const cookie = await benchLogin(server.base, process.env.LH_USER ?? "advisor.au");
const pages = await targets(server.base, cookie);
// Warm the server (first render of each route, gazetteer, content caches) outside the measurement.
for (const p of pages) await fetch(server.base + p.path, { headers: p.signedIn ? { Cookie: cookie } : {} });

const all: PageResult[] = [];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
let failed = false;
try {
  for (const page of pages) {
    const results: PageResult[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await audit(server.base, page, cookie);
      results.push(r);
      all.push(r);
      console.log(
        `  ${page.name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(", ")}; ${formatMetrics(r.metrics)}`,
      );
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))]));
    const metrics = Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, median(results.map((r) => r.metrics[m]))]),
    ) as Record<Metric, number>;
    const spread = (c: (typeof CATEGORIES)[number]) => {
      const xs = results.map((r) => r.scores[c]);
      return `${Math.min(...xs)}–${Math.max(...xs)}`;
    };
    const under = CATEGORIES.filter((c) => scores[c] < THRESHOLDS[c]);
    console.log(
      `${under.length ? "FAIL" : "ok  "} ${page.name} (${page.path}) median of ${runs}: ` +
        CATEGORIES.map((c) => `${c} ${scores[c]} [${spread(c)}]`).join(", ") +
        `; ${formatMetrics(metrics)}`,
    );
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    for (const f of failing) console.log(`       - ${f}`);
    if (under.length) failed = true;
  }
} finally {
  server.stop();
}
if (process.env.LH_JSON) fs.writeFileSync(process.env.LH_JSON, JSON.stringify(all, null, 2));
process.exit(failed ? 1 : 0);
