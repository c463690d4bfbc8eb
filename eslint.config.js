import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: { window: "readonly", document: "readonly", Intl: "readonly", requestAnimationFrame: "readonly", HTMLElement: "readonly", HTMLFormElement: "readonly", HTMLInputElement: "readonly", HTMLDialogElement: "readonly", location: "readonly", history: "readonly", setTimeout: "readonly" } },
  },
  {
    // Playwright fixtures use an empty pattern and a `use` callback that is not a React hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["~/app/*", "../app/*", "../../app/*"] }] },
  },
);
