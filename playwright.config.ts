import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./server/pdf/chromium";
import { E2E_WORKERS } from "./tests/e2e/servers";

const launchOptions = { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Run with `npm run test:e2e` (scripts/e2e.ts), which prepares the database. Every worker has its
 * own servers on its own copy of it (tests/e2e/servers.ts, started by tests/e2e/global-setup.ts),
 * and tests/e2e/fixtures.ts points each worker's pages at its own app.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  // No baseURL here: each worker has its own (tests/e2e/fixtures.ts).
  // A trace is recorded when a failed test is retried (CI retries once): recording one for every
  // test cost about a fifth of the suite's CPU on two cores (docs/quality.md).
  use: { trace: "on-first-retry", launchOptions },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
});
