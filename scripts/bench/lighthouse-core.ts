/**
 * Lighthouse on the bundled Chromium (never a browser download): the pages of issue #11, the scores
 * of the three categories and the key metrics. Used by scripts/bench/lighthouse.ts (all categories,
 * medians of several runs) and tests/e2e/lighthouse.spec.ts (the deterministic categories).
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumExecutable } from "~/server/pdf/chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];
/** Issue #11: performance ≥ 95, accessibility 100, best practices 100 (scores out of 100). */
export const THRESHOLDS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
};
export const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;
export type Metric = keyof typeof METRICS;

export type PageResult = {
  name: string;
  path: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that cost points: "category: id (score) title", for fixing. */
  failing: string[];
};

/**
 * A fresh Chromium (its own temporary profile) per run: a cookie the page sets in the browser (the
 * time-zone hint of /enhance.js) would otherwise replace the session cookie of `extraHeaders` on the
 * next run, and every run starts with an empty cache, like a first visit.
 */
async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: await chromiumExecutable(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    logLevel: "silent",
  });
}

/**
 * The pages of the issue: landing, dashboard, the cafe's hazard index (RC-4511-001, its id from the
 * search API) and its quick report. The report mode's one-time intro is answered first, as a user
 * would once, so the quick report is measured as it is used.
 */
export async function targets(base: string, cookie: string) {
  const search = await fetch(`${base}/industries/search.json?q=RC-4511-001`, { headers: { Cookie: cookie } });
  if (!search.ok) throw new Error(`industry search ${search.status}`);
  const id = ((await search.json()) as { data: Array<{ id: number }> }).data[0]?.id;
  if (!id) throw new Error("RC-4511-001 not found");
  await answerReportIntro(base, cookie, id);
  // LH_PAGES="quick report,landing" measures only those pages (names as below).
  const only = process.env.LH_PAGES?.split(",").map((n) => n.trim());
  const all = [
    { name: "landing", path: "/", signedIn: false },
    { name: "dashboard", path: "/dashboard", signedIn: true },
    { name: "hazard index", path: `/industries/${id}/hazard-index`, signedIn: true },
    { name: "quick report", path: `/industries/${id}/report/quick-report`, signedIn: true },
  ];
  return only ? all.filter((p) => only.includes(p.name)) : all;
}

/** 'Thank you, I prefer a quick report' (app/components/report/IntroDialog.tsx), posted once. */
async function answerReportIntro(base: string, cookie: string, id: number) {
  const res = await fetch(`${base}/industries/${id}/report/quick-report`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "quick" }),
  });
  if (res.status >= 400) throw new Error(`report intro answer ${res.status}`);
}

/** One Lighthouse run (default mobile config, simulated throttling) of one page. */
export async function audit(
  base: string,
  page: { name: string; path: string; signedIn: boolean },
  cookie: string,
  categories: readonly Category[] = CATEGORIES,
): Promise<PageResult> {
  const chrome = await launchChromium();
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(
      base + page.path,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
      },
      undefined,
    );
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const lhr = result.lhr;
  if (process.env.LH_REPORTS) {
    fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
    const file = `${page.name.replace(/\W+/g, "-")}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LH_REPORTS, file), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const final = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  if (final && new URL(final).pathname !== new URL(base + page.path).pathname)
    throw new Error(`${page.path} ended on ${final} (signed out?)`);
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const c of categories) {
    const cat = lhr.categories[c];
    scores[c] = Math.round((cat?.score ?? 0) * 100);
    for (const ref of cat?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        failing.push(`${c}: ${a.id} (${a.score}) ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ""}`);
    }
  }
  const metrics = {} as Record<Metric, number>;
  for (const [k, id] of Object.entries(METRICS) as Array<[Metric, string]>)
    metrics[k] = lhr.audits[id]?.numericValue ?? Number.NaN;
  return { name: page.name, path: page.path, scores, metrics, failing };
}

export const formatMetrics = (m: Record<Metric, number>) =>
  `FCP ${(m.FCP / 1000).toFixed(2)} s, LCP ${(m.LCP / 1000).toFixed(2)} s, TBT ${Math.round(m.TBT)} ms, CLS ${m.CLS.toFixed(3)}`;
