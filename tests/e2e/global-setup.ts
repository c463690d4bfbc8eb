import { spawn, type ChildProcess } from "node:child_process";
import {
  APP_OFFSET,
  DEMO_OFFSET,
  dataDirFor,
  E2E_WORKERS,
  NATCAT_OFFSET,
  portFor,
  type ServerKind,
  waitHealthy,
} from "./servers";

/**
 * Starts every worker's servers at once (Playwright's webServer option starts them one after the
 * other) and stops them after the run. Each is a production server on its worker's copy of the
 * prepared database: the app, the natcat-theme app and the README's demo server.
 */
const COMMON = { NODE_ENV: "production", SESSION_SECRET: "e2e-secret", LOG_LEVEL: "warn" };

function serverEnv(kind: ServerKind, slot: number): Record<string, string> {
  const port = String(portFor({ app: APP_OFFSET, natcat: NATCAT_OFFSET, demo: DEMO_OFFSET }[kind], slot));
  const own = { ...COMMON, PORT: port, DATA_DIR: dataDirFor(kind, slot) };
  switch (kind) {
    case "app":
      return {
        ...own,
        APP_URL: `http://localhost:${port}`,
        COOKIE_SECURE: "false",
        // Small enough for the lockout test to reach; other tests open far fewer industries per user.
        INDUSTRY_LIMIT: "25",
        FAULT_INJECTION: "true",
        MARKET_URL: "https://market.example/industry",
      };
    case "natcat":
      return { ...own, APP_URL: `http://localhost:${port}`, COOKIE_SECURE: "false", APP_THEME: "natcat" };
    case "demo":
      // Exactly what `npm run demo` runs after the build (package.json): --demo, no APP_URL.
      return own;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export default async function globalSetup() {
  const children: ChildProcess[] = [];
  const starting: Promise<void>[] = [];
  for (let slot = 0; slot < E2E_WORKERS; slot++) {
    for (const kind of ["app", "natcat", "demo"] as const) {
      const env = serverEnv(kind, slot);
      const args = ["--import", "tsx", "server.ts", ...(kind === "demo" ? ["--demo"] : [])];
      const child = spawn(process.execPath, args, {
        env: { ...process.env, ...env },
        stdio: ["ignore", "ignore", "pipe"],
      });
      child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${kind} ${slot}] ${chunk}`));
      children.push(child);
      starting.push(waitHealthy(`http://localhost:${env.PORT}`, 180_000, () => child.exitCode !== null));
    }
  }
  const teardown = () => Promise.all(children.map(stop)).then(() => undefined);
  try {
    await Promise.all(starting);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
