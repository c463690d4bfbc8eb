import path from "node:path";

/**
 * The browser suite runs in E2E_WORKERS Playwright workers (default 2). Each worker has servers of
 * its own, on a copy of the prepared database of its own (tests/e2e/global-setup.ts), so tests in
 * different workers never share a user's drafts, limits, lockouts or mail.
 *
 * Worker slot n (Playwright's parallel index) uses ports E2E_PORT + 20·n + offset:
 *   +0 the app, +2 the natcat-theme app, +6 the README's demo server,
 *   +4, +5, +7 servers that single tests start for themselves (faults, cross-host).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const STRIDE = 20;

/** This worker's slot; 0 outside a worker (the config, global setup). */
export const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const portFor = (offset: number, slot = SLOT) => BASE_PORT + STRIDE * slot + offset;

export const APP_OFFSET = 0;
export const NATCAT_OFFSET = 2;
export const DEMO_OFFSET = 6;

export const APP_URL = `http://localhost:${portFor(APP_OFFSET)}`;
export const NATCAT_URL = `http://localhost:${portFor(NATCAT_OFFSET)}`;
export const DEMO_URL = `http://localhost:${portFor(DEMO_OFFSET)}`;

export type ServerKind = "app" | "natcat" | "demo";

/** The data folder of a worker's server (E2E_DATA_ROOT is made by scripts/e2e.ts). */
export function dataDirFor(kind: ServerKind, slot = SLOT): string {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error("E2E_DATA_ROOT is not set: run the browser suite with `npm run test:e2e`");
  return path.join(root, `w${slot}-${kind}`);
}

/**
 * Resolves once `${base}/healthz` answers 200; throws after `timeoutMs`, or at once when `exited()`
 * says the server process has gone.
 */
export async function waitHealthy(base: string, timeoutMs: number, exited: () => boolean = () => false) {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 200))) {
    if (exited()) throw new Error(`${base}: the server exited`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${base}: not healthy after ${timeoutMs} ms`);
  }
}
