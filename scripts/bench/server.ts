/**
 * An isolated production server for a benchmark (needs `npm run build`): fresh embedded database
 * in a temp folder, or DATABASE_URL when set; removed on exit. Plus memory readings of the server
 * and of the Chromium it launched. BENCH_NODE_ARGS adds Node.js flags to the server's command line
 * (e.g. "--trace-gc --max-semi-space-size=64"); BENCH_STDOUT=1 shows its standard output.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export async function startBenchServer(port: number, extraEnv: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-bench-"));
  const server = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), "--import", "tsx", "server.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        APP_URL: base,
        DATA_DIR: dataDir,
        COOKIE_SECURE: "false",
        LOG_LEVEL: "warn",
        // Benchmarks sign in as the demo accounts.
        SEED_DEMO: "true",
        ...extraEnv,
      },
      stdio: ["ignore", process.env.BENCH_STDOUT ? "inherit" : "ignore", "inherit"],
    },
  );
  const stop = () => {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 180_000) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  const db = ((await (await fetch(`${base}/healthz`)).json()) as { db: string }).db;
  return { base, pid: server.pid!, db, startupMs: Date.now() - started, stop };
}

/** A /proc/<pid>/status field in KB (VmRSS, VmHWM), 0 when the process is gone. */
export function statusKb(pid: number | string, field: "VmRSS" | "VmHWM"): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** RSS of the Chromium processes a server launched (they carry --rc-pdf-engine=<server pid>). */
export function chromiumKb(serverPid: number): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`--rc-pdf-engine=${serverPid}`))
        total += statusKb(pid, "VmRSS");
    } catch {
      /* gone */
    }
  }
  return total;
}
