/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { denyImports } from "vite-env-only";

const root = fileURLToPath(new URL(".", import.meta.url));
const isVitest = Boolean(process.env.VITEST);

/**
 * The only modules under server/ that the browser bundle may load (docs/architecture.md "Layers"):
 * import-free labels, constants and pure functions that components share with the server. Any other
 * server/ module reached from client code fails the build; `*.server.ts` modules and `.server/`
 * folders are refused by React Router itself.
 */
const BROWSER_SHARED = [
  "accounts/company-schema",
  "accounts/messages",
  "accounts/profile-schema",
  "accounts/terms",
  "auth/messages",
  "calculators/building-cost",
  "calculators/building-cost-countries",
  "calculators/under-insurance",
  "calculators/under-insurance-constants",
  "dashboard/age",
  "format/amount",
  "format/format",
  "learning/attempt-rules",
  "natcat/event-labels",
  "natcat/layers",
  "platform/partners",
  "policy/policy",
  "reports/groups",
  "reports/sections",
  "reports/themes",
  "reports/theme-types",
  "risk/checklist-types",
  "risk/not-included",
];
const serverOnly = new RegExp(`^server/(?!(?:${BROWSER_SHARED.join("|")})\\.ts$)`);

export default defineConfig({
  resolve: { alias: [{ find: /^~\//, replacement: root }] },
  plugins: isVitest ? [] : [tailwindcss(), reactRouter(), denyImports({ client: { files: [serverOnly] } })],
  build: { assetsInlineLimit: 0 },
  server: { port: 3000 },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "content/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/faults/**/*.test.ts",
      "tests/multi/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    // Prepared databases the test files copy (tests/support/db.ts freshDatabase).
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // Both cores: vitest 4 defaults to cores − 1 workers, one on this 2-core machine and in CI.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
