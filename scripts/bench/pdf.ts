/**
 * Report PDF benchmark. Starts its own production server (needs `npm run build`) on a fresh
 * embedded database, so the first download is truly cold (Chromium not yet launched):
 *   npx tsx scripts/bench/pdf.ts
 * Prints: cold and warm full quick-report PDF times, 5 concurrent downloads (three rounds), bytes
 * and pages, and the peak memory of the server process and of its Chromium.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { chromiumKb, startBenchServer, statusKb } from "./server";
import { benchLogin, load, report } from "./stats";

const port = Number(process.env.BENCH_PORT ?? 3199);
const server = await startBenchServer(port);
const { base } = server;
const rssKb = (pid: number, field: "VmRSS" | "VmHWM" = "VmRSS") => statusKb(pid, field);
let peakChromium = 0;
const sampler = setInterval(() => (peakChromium = Math.max(peakChromium, chromiumKb(server.pid))), 100);
console.log(
  `server ready in ${(server.startupMs / 1000).toFixed(1)} s (fresh database, content import included)`,
);

const cookie = await benchLogin(base, process.env.BENCH_USER ?? "advisor.au");
const search = await fetch(`${base}/industries/search.json?q=RC-4511-001`, { headers: { Cookie: cookie } });
const cafe = ((await search.json()) as { data: Array<{ id: number }> }).data[0].id;
const url = `${base}/industries/${cafe}/risk-report/download?kind=quick&insuredBusinessName=Bench%20Cafe`;

async function download(): Promise<Buffer> {
  const r = await fetch(url, { headers: { Cookie: cookie } });
  if (r.status !== 200 || r.headers.get("content-type") !== "application/pdf")
    throw new Error(`download ${r.status}`);
  return Buffer.from(await r.arrayBuffer());
}

// BENCH_SETTLE_MS: wait this long after the server answers before the first download (default 0:
// the first download races the background warm-up, the worst case).
await new Promise((r) => setTimeout(r, Number(process.env.BENCH_SETTLE_MS ?? 0)));
let t = performance.now();
const first = await download();
const cold = performance.now() - t;
const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(first)), { mergePages: true });
console.log(
  `cold quick report PDF: ${(cold / 1000).toFixed(2)} s (${first.length} bytes, ${totalPages} pages)`,
);

const warm = await load(10, 1, download);
console.log(report("warm quick report PDF c=1", warm.samples, warm.wallMs, warm.errors));
let ok = 0;
let failed = 0;
const concurrent: number[] = [];
t = performance.now();
for (let round = 0; round < 3; round++) {
  const results = await Promise.allSettled(
    Array.from({ length: 5 }, async () => {
      const s = performance.now();
      await download();
      concurrent.push(performance.now() - s);
    }),
  );
  ok += results.filter((r) => r.status === "fulfilled").length;
  failed += results.filter((r) => r.status === "rejected").length;
}
console.log(report("5 concurrent downloads x3 rounds", concurrent, performance.now() - t, failed));
console.log(`concurrent downloads: ${ok} succeeded, ${failed} failed`);
clearInterval(sampler);
console.log(
  `peak memory: server process ${(rssKb(server.pid, "VmHWM") / 1024).toFixed(0)} MB (VmHWM), its Chromium ${(peakChromium / 1024).toFixed(0)} MB (sum of RSS, sampled every 100 ms)`,
);
server.stop();
process.exit(failed ? 1 : 0);
