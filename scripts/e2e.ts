/**
 * Runs the Playwright suite against the production build on a fresh embedded database:
 * creates a data folder, provisions the e2e users, points Playwright at the bundled Chromium
 * (never a browser download) and runs both projects (JavaScript on and off).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable } from "~/server/pdf/chromium";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-e2e-"));
const natcatDataDir = `${dataDir}-natcat`;
const demoDataDir = `${dataDir}-demo`;
const env = {
  ...process.env,
  E2E_DATA_DIR: dataDir,
  E2E_NATCAT_DATA_DIR: natcatDataDir,
  E2E_DEMO_DATA_DIR: demoDataDir,
  DATA_DIR: dataDir,
  CHROMIUM_PATH: await chromiumExecutable(),
};
execFileSync("npx", ["tsx", "tests/support/e2e-fixtures.ts"], { env, stdio: "inherit" });
// The natcat-theme server (playwright.config.ts) starts from a copy of the same prepared database.
fs.cpSync(dataDir, natcatDataDir, { recursive: true });
// The README's demo server (tests/e2e/front-door.spec.ts) too.
fs.cpSync(dataDir, demoDataDir, { recursive: true });
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { env, stdio: "inherit" });
if (!process.env.KEEP_E2E_DATA) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(natcatDataDir, { recursive: true, force: true });
  fs.rmSync(demoDataDir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
