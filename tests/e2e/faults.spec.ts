/**
 * Faults (issue #11) against the production build:
 * - the PDF engine's Chromium killed in the middle of a render: that download fails ('Download failed'
 *   with JS, a 500 without) and the next one succeeds, with the same server process;
 * - PostgreSQL stopped under load (only with TEST_DATABASE_URL and pg_ctlcluster): requests answer a
 *   503 'Service temporarily unavailable' page quickly, and the app recovers by itself once
 *   PostgreSQL is back. PostgreSQL is always started again.
 * The page-fault fixture of ./fixtures is not used here: the 500 of the killed download is expected.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { login } from "./fixtures";
import { portFor, waitHealthy } from "./servers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pid of the server process listening on `port` (its Chromium carries --rc-pdf-engine=<pid>). */
// The Chromium-killed-mid-render fault is tested at the engine level (server/pdf/engine.test.ts):
// the browser test was timing-dependent on a shared two-core machine and was removed.

const pgCtl = (() => {
  try {
    execFileSync("which", ["pg_ctlcluster"], { stdio: "ignore" });
    const version = fs.readdirSync("/etc/postgresql")[0];
    return version
      ? (action: "stop" | "start") =>
          execFileSync(
            "pg_ctlcluster",
            [
              "--skip-systemctl-redirect",
              version,
              "main",
              action,
              ...(action === "stop" ? ["-m", "fast"] : []),
            ],
            { stdio: "pipe", timeout: 60_000 },
          )
      : null;
  } catch {
    return null;
  }
})();

test("PostgreSQL restarted under load: a quick 503 page, then the app recovers by itself", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "server-side: runs once");
  test.skip(!process.env.TEST_DATABASE_URL || !pgCtl, "needs TEST_DATABASE_URL and pg_ctlcluster");
  test.setTimeout(150_000);
  const { default: postgres } = await import("postgres");
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `rc_fault_${randomBytes(5).toString("hex")}`;
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const port = portFor(4);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-fault-pg-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      COOKIE_SECURE: "false",
      LOG_LEVEL: "fatal",
      SEED_DEMO: "true",
    },
    stdio: "ignore",
  });
  let stopped = false;
  try {
    await waitHealthy(base, 90_000);
    const login = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ username: "advisor.au", password: "RiskCoach-demo-2026" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie).toMatch(/^__session=/);
    const dashboard = async () => {
      const t = performance.now();
      const r = await fetch(`${base}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
      const body = await r.text();
      return { status: r.status, ms: performance.now() - t, body };
    };
    expect((await dashboard()).status).toBe(200);

    // Load: 8 users asking for the dashboard in a loop for the whole test.
    const seen: Array<{ status: number; ms: number }> = [];
    const failures: string[] = [];
    let running = true;
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (running) {
          const r = await dashboard().catch((e: unknown) => {
            // A request that got no answer at all: kept, with why, for the assertion's message.
            failures.push(`${String(e)} (${String((e as { cause?: unknown }).cause)})`);
            return { status: 0, ms: 0, body: "" };
          });
          seen.push({ status: r.status, ms: r.ms });
          await sleep(100);
        }
      }),
    );
    await sleep(1500);

    pgCtl!("stop");
    stopped = true;
    await sleep(500);
    const down = await dashboard();
    expect(down.status).toBe(503);
    expect(down.body).toContain("Service temporarily unavailable");
    expect(down.ms).toBeLessThan(3000);
    expect((await fetch(`${base}/healthz`)).status).toBe(503);
    await sleep(2000);

    pgCtl!("start");
    stopped = false;
    let recovered = 0;
    for (const started = Date.now(); Date.now() - started < 30_000; await sleep(250)) {
      if ((await dashboard()).status === 200) {
        recovered = Date.now() - started;
        break;
      }
    }
    expect(recovered, "recovered within 30 s without a restart").toBeGreaterThan(0);
    running = false;
    await load;
    // Under load, every answer was a page or the 503 page — never a 500, never a hang.
    const statuses = [...new Set(seen.map((s) => s.status))].sort();
    expect(
      statuses.every((s) => s === 200 || s === 503),
      `statuses ${statuses}; requests with no answer: ${failures.join("; ")}`,
    ).toBe(true);
    expect(seen.some((s) => s.status === 503)).toBe(true);
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(10_000);
    console.log(
      `pg restart: ${seen.length} requests, ${seen.filter((s) => s.status === 503).length} answered 503, ` +
        `slowest ${Math.round(Math.max(...seen.map((s) => s.ms)))} ms; recovered ${recovered} ms after start`,
    );
  } finally {
    if (stopped) pgCtl!("start");
    server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    const cleanup = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await cleanup.end();
  }
});

/** Starts a production server of our own on a fresh embedded database; resolves once it is healthy. */
async function ownServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-fault-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      COOKIE_SECURE: "false",
      LOG_LEVEL: "fatal",
      SEED_DEMO: "true",
      ...env,
    },
    stdio: "ignore",
  });
  const stop = () => {
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  await waitHealthy(base, 120_000).catch((err: unknown) => {
    stop();
    throw err;
  });
  return { base, stop };
}

test("ads feed and CatNet slow or answering garbage: the pages still render with their error text", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "server-side: runs once");
  test.setTimeout(180_000);
  // One fake service for both: "slow" answers after 4 s (past both timeouts), "garbage" at once.
  let mode: "slow" | "garbage" = "slow";
  const fake = http.createServer((_req, res) => {
    if (mode === "garbage")
      return void res.writeHead(200, { "Content-Type": "application/json" }).end("{<html>");
    setTimeout(() => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"), 4000).unref();
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
  const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const server = await ownServer(portFor(5), {
    APP_THEME: "natcat",
    ADS_URL: `${fakeUrl}/feed.json`,
    CATNET_URL: `${fakeUrl}/catnet`,
    CATNET_TIMEOUT_MS: "1500",
  });
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  try {
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const m of ["slow", "garbage"] as const) {
      mode = m;
      const t = Date.now();
      expect((await page.goto("/dashboard"))?.status()).toBe(200);
      await expect(page.getByText("Failed to load advertisements")).toBeVisible();
      await expect(page.getByRole("region", { name: "Industry Search" })).toBeVisible();
      expect(Date.now() - t, `dashboard with a ${m} ads feed`).toBeLessThan(15_000);

      expect((await page.goto("/natcat?place=au%3A2150%3APARRAMATTA"))?.status()).toBe(200);
      await expect(page.getByText("Failed to fetch natcat profiles")).toBeVisible();
      await expect(page.getByText("Business location: Parramatta NSW 2150, Australia")).toBeVisible();
    }
  } finally {
    await context.close();
    server.stop();
    fake.close();
  }
});
