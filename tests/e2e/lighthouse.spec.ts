import { audit, targets, type Category } from "../../scripts/bench/lighthouse-core";
import { benchLogin } from "../../scripts/bench/stats";
import { E2E_PASSWORD, expect, test } from "./fixtures";

/**
 * Lighthouse budget (issue #11) in the suite: accessibility 100 and best practices 100 on landing,
 * dashboard, the cafe's hazard index and its quick report (default mobile config, bundled
 * Chromium). These two categories do not depend on timing. Performance (≥ 95) is measured by
 * scripts/bench/lighthouse.ts (median of 3 runs on its own server): on shared cores single runs of
 * the same page ranged from 94 to 100, too noisy for a test (docs/quality.md).
 */
const CHECKED: Category[] = ["accessibility", "best-practices"];

test("Lighthouse: accessibility 100 and best practices 100 on landing, dashboard, hazard index, quick report", async ({
  baseURL,
  jsOn,
}, testInfo) => {
  test.skip(!jsOn, "Lighthouse runs its own browser: once, in the js-on project");
  test.setTimeout(240_000);
  const base = baseURL!;
  const cookie = await benchLogin(base, "lighthouse.js-on", E2E_PASSWORD);
  const pages = await targets(base, cookie);
  const rows = [];
  for (const page of pages) {
    const r = await audit(base, page, cookie, CHECKED);
    rows.push({
      page: page.name,
      accessibility: r.scores.accessibility,
      bestPractices: r.scores["best-practices"],
      failing: r.failing,
    });
  }
  await testInfo.attach("lighthouse.json", {
    body: JSON.stringify(rows, null, 2),
    contentType: "application/json",
  });
  expect(rows).toEqual(
    pages.map((p) => ({ page: p.name, accessibility: 100, bestPractices: 100, failing: [] })),
  );
});
