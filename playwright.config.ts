import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./server/pdf/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;
/** A second server in the natcat app theme (APP_THEME=natcat) for tests/e2e/natcat.spec.ts. */
const NATCAT_PORT = Number(process.env.E2E_NATCAT_PORT ?? PORT + 2);
/** A third server started as the README's `npm run demo` starts it: --demo, no APP_URL. */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 6);
const launchOptions = { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "npx tsx server.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(PORT),
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? "",
        SESSION_SECRET: "e2e-secret",
        COOKIE_SECURE: "false",
        LOG_LEVEL: "warn",
        // Small enough for the lockout test to reach; other tests open far fewer industries per user.
        INDUSTRY_LIMIT: "25",
        FAULT_INJECTION: "true",
        MARKET_URL: "https://market.example/industry",
      },
    },
    {
      command: "npx tsx server.ts",
      url: `http://localhost:${NATCAT_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(NATCAT_PORT),
        APP_URL: `http://localhost:${NATCAT_PORT}`,
        // A copy of the prepared e2e database (scripts/e2e.ts): two processes cannot share one PGlite folder.
        DATA_DIR: process.env.E2E_NATCAT_DATA_DIR ?? "",
        SESSION_SECRET: "e2e-secret",
        COOKIE_SECURE: "false",
        LOG_LEVEL: "warn",
        APP_THEME: "natcat",
      },
    },
    {
      // Exactly what `npm run demo` runs after the build (package.json), on a copy of the e2e database.
      command: "npx tsx server.ts --demo",
      url: `http://localhost:${DEMO_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(DEMO_PORT),
        DATA_DIR: process.env.E2E_DEMO_DATA_DIR ?? "",
        SESSION_SECRET: "e2e-secret",
        LOG_LEVEL: "warn",
      },
    },
  ],
});
