/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  resolve: { alias: [{ find: /^~\//, replacement: root }] },
  plugins: isVitest ? [] : [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { port: 3000 },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "content/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/faults/**/*.test.ts",
      "tests/multi/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
