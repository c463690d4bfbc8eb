/**
 * Load benchmark (issue #11): starts its own production server (needs `npm run build`) on a fresh
 * database and runs LOAD_USERS (100) concurrent virtual users for LOAD_SECONDS (300) through mixed
 * journeys: log in, search, three industry pages, the quick report preview, and a quick report PDF
 * in one journey out of twenty. Like a person, a virtual user reads each page before the next
 * request: a think time drawn uniformly from LOAD_THINK_MS ("1000-5000" ms by default). With
 * LOAD_THINK_MS=0 every user fires its next request as soon as the last answers (a stress test: the
 * latency is then mostly queueing behind 99 other users).
 *   npx tsx scripts/bench/load.ts                                   # PGlite in a fresh data folder
 *   DATABASE_URL=postgres://127.0.0.1:5432/rc_load_x npx tsx scripts/bench/load.ts   # an EMPTY PG database
 * Prints p50/p95/p99 per request type, throughput, errors by status, PDF queue rejections (503) and
 * the peak memory of the server (VmHWM) and of its Chromium. Exits 1 when any request failed.
 */
import { chromiumKb as chromiumKb0, startBenchServer, statusKb } from "./server";
import { benchLogin, percentile } from "./stats";

const port = Number(process.env.BENCH_PORT ?? 3198);
const seconds = Number(process.env.LOAD_SECONDS ?? 300);
const users = Number(process.env.LOAD_USERS ?? 100);
const pdfEvery = Number(process.env.LOAD_PDF_EVERY ?? 20);
const [thinkMin, thinkMax = thinkMin] = (process.env.LOAD_THINK_MS ?? "1000-5000").split("-").map(Number);
// Users arrive over the first LOAD_RAMP_SECONDS (10) rather than all logging in at the same instant.
const rampMs = Number(process.env.LOAD_RAMP_SECONDS ?? 10) * 1000;
const think = () =>
  thinkMax > 0
    ? new Promise((r) => setTimeout(r, thinkMin + Math.random() * (thinkMax - thinkMin)))
    : Promise.resolve();
const accounts = (
  process.env.LOAD_ACCOUNTS ?? "advisor.au,advisor.nz,advisor.gb,advisor.others,underwriter.au,admin.au"
).split(",");
const server = await startBenchServer(port, { SEED_DEMO: "true" });
const { base } = server;
const chromiumKb = () => chromiumKb0(server.pid);
console.log(
  `server ready in ${(server.startupMs / 1000).toFixed(1)} s on ${server.db} (fresh database); ` +
    `${users} virtual users for ${seconds} s, think time ${thinkMin}-${thinkMax} ms, accounts: ${accounts.join(", ")}`,
);

// A small, fixed set of industries (INDUSTRY_LIMIT counts distinct industries per user).
const setupCookie = await benchLogin(base, accounts[0]);
const industryIds: number[] = [];
for (const q of ["cafe", "plumb", "bakery", "restaurant", "electric", "retail"]) {
  const r = await fetch(`${base}/industries/search.json?q=${q}`, { headers: { Cookie: setupCookie } });
  const ids = ((await r.json()) as { data: Array<{ id: number }> }).data.slice(0, 2).map((d) => d.id);
  for (const id of ids) if (!industryIds.includes(id)) industryIds.push(id);
}
if (industryIds.length === 0) throw new Error("no industries found");
const searches = ["cafe", "plumber", "bakery", "restaurant", "electrician", "retail", "hotel", "builder"];

type Kind =
  "login" | "search" | "hazard-index" | "risk-checklist" | "significant-exposures" | "preview" | "pdf";
const samples = new Map<Kind, number[]>();
const errors = new Map<string, number>();
let pdfRejected = 0;
let journeys = 0;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const fail = (kind: Kind, what: string) =>
  errors.set(`${kind} ${what}`, (errors.get(`${kind} ${what}`) ?? 0) + 1);

async function timed(kind: Kind, run: () => Promise<boolean>): Promise<boolean> {
  const t = performance.now();
  let ok = false;
  try {
    ok = await run();
  } catch (err) {
    fail(kind, (err as Error).message.slice(0, 60));
  }
  const ms = performance.now() - t;
  if (ok) {
    if (!samples.has(kind)) samples.set(kind, []);
    samples.get(kind)!.push(ms);
  }
  return ok;
}

async function get(kind: Kind, url: string, cookie: string, type = "text/html"): Promise<boolean> {
  const r = await fetch(base + url, { headers: { Cookie: cookie }, redirect: "manual" });
  await r.arrayBuffer();
  if (r.status === 503 && kind === "pdf") pdfRejected++;
  if (r.status !== 200 || !(r.headers.get("content-type") ?? "").includes(type)) {
    fail(kind, String(r.status));
    return false;
  }
  return true;
}

async function journey(n: number) {
  let cookie = "";
  const account = pick(accounts);
  const loggedIn = await timed("login", async () => {
    cookie = await benchLogin(base, account);
    return true;
  });
  if (!loggedIn) return;
  await think();
  await timed("search", () => get("search", `/industries/search?q=${pick(searches)}`, cookie));
  await think();
  const id = pick(industryIds);
  for (const page of ["hazard-index", "risk-checklist", "significant-exposures"] as const) {
    await timed(page, () => get(page, `/industries/${id}/${page}`, cookie));
    await think();
  }
  await timed("preview", () => get("preview", `/industries/${id}/risk-report/preview?kind=quick`, cookie));
  await think();
  if (n % pdfEvery === 0) {
    await timed("pdf", () =>
      get("pdf", `/industries/${id}/risk-report/download?kind=quick`, cookie, "application/pdf"),
    );
    await think();
  }
}

let peakChromium = 0;
const sampler = setInterval(() => (peakChromium = Math.max(peakChromium, chromiumKb())), 500);
const rssBefore = statusKb(server.pid, "VmRSS");
const t0 = performance.now();
const deadline = Date.now() + seconds * 1000;
let next = 0;
await Promise.all(
  Array.from({ length: users }, async (_, user) => {
    await new Promise((r) => setTimeout(r, (user / users) * rampMs));
    while (Date.now() < deadline) {
      const n = next++;
      await journey(n + 1);
      journeys++;
    }
  }),
);
const wallMs = performance.now() - t0;
clearInterval(sampler);

const f = (n: number) => n.toFixed(0).padStart(6);
let total = 0;
console.log(`\n${"request".padEnd(22)}      n    p50    p95    p99    max  (ms)    req/s`);
for (const [kind, list] of samples) {
  const s = [...list].sort((a, b) => a - b);
  total += s.length;
  console.log(
    `${kind.padEnd(22)} ${String(s.length).padStart(6)} ${f(percentile(s, 50))} ${f(percentile(s, 95))} ${f(percentile(s, 99))} ${f(s[s.length - 1])}       ${((s.length / wallMs) * 1000).toFixed(1).padStart(6)}`,
  );
}
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.log(
  `\n${journeys} journeys, ${total} successful requests in ${(wallMs / 1000).toFixed(1)} s: ` +
    `${((total / wallMs) * 1000).toFixed(1)} req/s, ${((journeys / wallMs) * 1000).toFixed(2)} journeys/s`,
);
console.log(
  `errors: ${errorCount}${errorCount ? " — " + [...errors].map(([k, v]) => `${k}: ${v}`).join(", ") : ""}`,
);
console.log(`PDF queue rejections (503): ${pdfRejected}`);
console.log(
  `memory: server RSS ${(rssBefore / 1024).toFixed(0)} MB before the run, peak ${(statusKb(server.pid, "VmHWM") / 1024).toFixed(0)} MB (VmHWM); ` +
    `its Chromium peak ${(peakChromium / 1024).toFixed(0)} MB (sum of RSS, sampled every 500 ms)`,
);
server.stop();
process.exit(errorCount ? 1 : 0);
