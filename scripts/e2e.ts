/**
 * Runs the Playwright suite against the production build on fresh embedded databases: prepares one
 * database with the e2e users, copies it for every worker's servers (tests/e2e/servers.ts), points
 * Playwright at the bundled Chromium (never a browser download) and runs both projects
 * (JavaScript on and off). E2E_WORKERS sets the number of workers (default 2).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable } from "~/server/pdf/chromium";
import { E2E_WORKERS } from "~/tests/e2e/servers";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "rc-e2e-"));
const prepared = path.join(root, "prepared");
const env = {
  ...process.env,
  E2E_DATA_ROOT: root,
  DATA_DIR: prepared,
  CHROMIUM_PATH: await chromiumExecutable(),
};
execFileSync("npx", ["tsx", "tests/support/e2e-fixtures.ts"], { env, stdio: "inherit" });
for (let slot = 0; slot < E2E_WORKERS; slot++) {
  for (const kind of ["app", "natcat", "demo"]) {
    fs.cpSync(prepared, path.join(root, `w${slot}-${kind}`), { recursive: true });
  }
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { env, stdio: "inherit" });
if (!process.env.KEEP_E2E_DATA) fs.rmSync(root, { recursive: true, force: true });
process.exit(result.status ?? 1);
