/**
 * Issue #22: what a second worker process buys on PostgreSQL (needs `npm run build` and a local
 * PostgreSQL; creates and drops a throwaway database).
 *
 *   npx tsx scripts/bench/cluster.ts
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres BENCH_REQUESTS=3000 npx tsx scripts/bench/cluster.ts
 *
 * For WEB_CONCURRENCY=1 (one process) and then 2 (a primary and two workers), on the same database:
 * signs in as advisor.au; per page `BENCH_SERIAL` requests one at a time, with the CPU time of the
 * server's Node.js processes (primary and workers, from /proc; the PDF Chromium is not counted) per
 * request; then the hazard-index page at 20 and at 100 connections through autocannon
 * (`BENCH_REQUESTS` each, after a warm-up), reported as requests per second and p95. Prints the
 * ratio 2 workers / 1 worker. The load generator runs on the same cores as the server.
 * CPU per request is split into the servers' main threads (m), their other threads (o: garbage
 * collector helpers, libuv's pool where compression runs), and, under load, PostgreSQL (the backends
 * of the bench database) and the load generator (this process) (g); with the model's ceiling for the
 * ratio, 2m / (m + o + g), and the load average (docs/performance.md).
 * BENCH_ROUNDS (default 2) repeats the 1-worker and 2-worker runs alternately: a machine whose speed
 * drifts by 10-15 % over minutes (seen on these VMs) then shows in the spread between rounds rather
 * than as a false ratio; the ratio is given per round and as the median over rounds.
 */
import fs from "node:fs";
import os from "node:os";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import postgres from "postgres";
import { startBenchServer } from "./server";
import { benchLogin, percentile } from "./stats";

const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const serial = Number(process.env.BENCH_SERIAL ?? 200);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? "20,100")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const workerCounts = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const pg = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432/postgres";

const admin = postgres(pg, { max: 1, onnotice: () => {} });
const dbName = `rc_bench_cluster_${randomBytes(4).toString("hex")}`;
await admin.unsafe(`create database ${dbName}`);
const dbUrl = new URL(pg);
dbUrl.pathname = `/${dbName}`;

/** CPU ms (user + system) from a /proc stat file, 0 when gone. */
function statMs(file: string): number {
  try {
    const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
/** CPU ms of a process (all its threads), 0 when gone. */
const cpuMs = (pid: number) => statMs(`/proc/${pid}/stat`);
/** CPU ms of the servers' main threads (JavaScript) and of all their other threads (GC, libuv pool: zlib). */
function threadSplit(pids: number[]): { main: number; other: number } {
  let main = 0;
  let all = 0;
  for (const pid of pids) {
    main += statMs(`/proc/${pid}/task/${pid}/stat`);
    all += cpuMs(pid);
  }
  return { main, other: all - main };
}
/** CPU ms of the PostgreSQL backends serving the bench database (their command line names it). */
function postgresMs(db: string): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (cmd.startsWith("postgres:") && cmd.includes(` ${db} `)) total += cpuMs(Number(pid));
    } catch {
      /* gone */
    }
  }
  return total;
}
/** CPU ms of this process: autocannon runs in it, so this is the load generator's cost. */
const selfMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The server's Node.js processes: the started one and, under a cluster, its node children. */
function nodePids(root: number): number[] {
  const pids = [root];
  try {
    const children = fs.readFileSync(`/proc/${root}/task/${root}/children`, "utf8").trim().split(/\s+/);
    for (const c of children.filter(Boolean).map(Number)) {
      const cmd = fs.readFileSync(`/proc/${c}/cmdline`, "utf8");
      if (cmd.includes("server.ts")) pids.push(c);
    }
  } catch {
    /* no children */
  }
  return pids;
}

/** CPU ms per request: server main threads (m), server other threads (o), PostgreSQL and generator (g). */
type Split = { main: number; other: number; postgres: number; generator: number };
type Row = {
  round: number;
  workers: number;
  cpu: Record<string, Split>;
  loaded: Record<
    number,
    { rps: number; p95: number; p50: number; errors: number; bytes: number; cpu: Split }
  >;
};
const rows: Row[] = [];

for (const [round, workers] of Array.from({ length: rounds }, (_, r) =>
  workerCounts.map((w) => [r + 1, w] as const),
).flat()) {
  const server = await startBenchServer(3296, {
    DATABASE_URL: dbUrl.toString(),
    WEB_CONCURRENCY: String(workers),
  });
  // Let the workers finish starting before measuring: each builds its gazetteer (a worker thread,
  // then slices added on the main thread) and its content caches, and warms its PDF browser; with
  // two workers that is several seconds of both cores. A fixed 8 s wait was too short there and
  // charged the warm-up to the serial figures. Wait until the server's processes are quiet.
  const settled = Date.now();
  let pids = nodePids(server.pid);
  for (let quiet = 0; quiet < 2 && Date.now() - settled < 90_000;) {
    const before = pids.reduce((t, p) => t + cpuMs(p), 0);
    await new Promise((r) => setTimeout(r, 1000));
    pids = nodePids(server.pid);
    quiet = pids.reduce((t, p) => t + cpuMs(p), 0) - before < 50 ? quiet + 1 : 0;
  }
  console.log(
    `round ${round}, WEB_CONCURRENCY=${workers}: ready in ${(server.startupMs / 1000).toFixed(1)} s, quiet after ${((Date.now() - settled) / 1000).toFixed(1)} s more, node pids ${pids.join(" ")}`,
  );
  const cookie = await benchLogin(server.base, "advisor.au");
  const search = await fetch(`${server.base}/industries/search.json?q=RC-4511-001`, { headers: { cookie } });
  const flagship = ((await search.json()) as { data: Array<{ id: number }> }).data[0].id;
  const pages: Array<[string, string, boolean]> = [
    ["hazard index", `/industries/${flagship}/hazard-index`, true],
    ["landing", "/", false],
    ["/healthz", "/healthz", false],
  ];
  const headers = (auth: boolean) => ({
    "accept-encoding": "gzip, deflate, br",
    ...(auth ? { cookie } : {}),
  });
  const row: Row = { round, workers, cpu: {}, loaded: {} };
  const snapshot = (): Split => ({ ...threadSplit(pids), postgres: postgresMs(dbName), generator: selfMs() });
  const perRequest = (a: Split, b: Split, n: number): Split => ({
    main: (b.main - a.main) / n,
    other: (b.other - a.other) / n,
    postgres: (b.postgres - a.postgres) / n,
    generator: (b.generator - a.generator) / n,
  });
  for (const [label, path, auth] of pages) {
    const get = async () => {
      const r = await fetch(server.base + path, { headers: headers(auth), redirect: "manual" });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
    };
    for (let i = 0; i < 100; i++) await get();
    const before = snapshot();
    for (let i = 0; i < serial; i++) await get();
    row.cpu[label] = perRequest(before, snapshot(), serial);
  }
  const url = server.base + pages[0][1];
  for (const connections of concurrencies) {
    // Warm-up at the same concurrency (every worker's JIT and caches), then the measured run.
    await new Promise((resolve, reject) =>
      autocannon(
        { url, connections, amount: Math.max(500, connections * 5), headers: headers(true) },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
    const times: number[] = [];
    const before = snapshot();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const inst = autocannon({ url, connections, amount: requests, headers: headers(true) }, (e, r) =>
        e ? reject(e) : resolve(r),
      );
      inst.on("response", (_c, _s, _b, ms) => times.push(ms));
    });
    const cpu = perRequest(before, snapshot(), result.requests.total);
    times.sort((a, b) => a - b);
    const seconds = result.duration;
    row.loaded[connections] = {
      rps: result.requests.total / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      errors: result.errors + result.timeouts + result.non2xx,
      bytes: result.throughput.total / result.requests.total,
      cpu,
    };
  }
  rows.push(row);
  server.stop();
  for (let i = 0; i < 150 && pids.some((p) => cpuMs(p) > 0); i++)
    await new Promise((r) => setTimeout(r, 100));
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const server = (c: Split) => c.main + c.other;
console.log(
  "\nserver CPU per request (serial; all Node.js processes of the server: main threads + other threads):",
);
for (const r of rows)
  console.log(
    `  round ${r.round}, ${r.workers} worker(s): ` +
      Object.entries(r.cpu)
        .map(([k, c]) => `${k} ${ms(server(c))} (${ms(c.main)} + ${ms(c.other)})`)
        .join(", ") +
      ` (hazard index / landing = ${(server(r.cpu["hazard index"]) / server(r.cpu.landing)).toFixed(1)}×)`,
  );
console.log("\nhazard-index page under load:");
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const c of concurrencies) {
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const inRound = rows.filter((r) => r.round === round);
    for (const r of inRound) {
      const l = r.loaded[c];
      console.log(
        `  c=${String(c).padStart(3)} round ${round}, ${r.workers} worker(s): ${l.rps.toFixed(0)} req/s, p50 ${l.p50.toFixed(0)} ms, p95 ${l.p95.toFixed(0)} ms, ${l.errors} errors, ${(l.bytes / 1024).toFixed(1)} KB/response`,
      );
    }
    const one = inRound.find((r) => r.workers === 1)?.loaded[c];
    const two = inRound.find((r) => r.workers === 2)?.loaded[c];
    if (one && two) {
      ratios.push(two.rps / one.rps);
      console.log(
        `  c=${String(c).padStart(3)} round ${round}, ratio 2 workers / 1 worker: ${(two.rps / one.rps).toFixed(2)}`,
      );
    }
  }
  if (ratios.length)
    console.log(
      `  c=${String(c).padStart(3)} ratio 2 workers / 1 worker, median of ${ratios.length} round(s): ${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(", ")})`,
    );
}
// The model of issue #22: one worker is bound by its main thread (m), two workers by everything the
// page costs on the two cores (m + o + g), so the ratio can reach at most 2m / (m + o + g).
console.log(
  "\nCPU per hazard-index page under load: m = server main threads, o = other server threads (GC, zlib), g = PostgreSQL + load generator:",
);
for (const c of concurrencies)
  for (const r of rows) {
    const s = r.loaded[c].cpu;
    const g = s.postgres + s.generator;
    console.log(
      `  c=${String(c).padStart(3)} round ${r.round}, ${r.workers} worker(s): m ${ms(s.main)}, o ${ms(s.other)}, g ${ms(g)} (PostgreSQL ${ms(s.postgres)}, generator ${ms(s.generator)}); (o+g)/m ${((s.other + g) / s.main).toFixed(2)}, 2m/(m+o+g) ${((2 * s.main) / (s.main + s.other + g)).toFixed(2)}`,
    );
  }
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);

await admin.unsafe(`drop database if exists ${dbName} with (force)`);
await admin.end();
process.exit(0);
