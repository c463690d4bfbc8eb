import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, login, test } from "./fixtures";
import { PRINT_BUILDING_COST, PRINT_UNDER_INSURANCE } from "./pages";

/**
 * Budgets (issue #11), against the production build the e2e server runs:
 * - first-load JS per route from the React Router build manifest (entry + every module and import of
 *   the route's match chain, gzip): app pages ≤ 130 KB;
 * - CSS ≤ 40 KB gzip;
 * - public and print pages ship no React at all: the only script a browser fetches is /enhance.js.
 * JavaScript a route imports dynamically after hydration (the tailored board's drag and drop,
 * app/components/report/TailorDnd.tsx) is not first-load JS and is not counted.
 */
const APP_JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 40 * 1024;
const CLIENT = path.resolve("build/client");

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

function readManifest(): Manifest {
  const dir = path.join(CLIENT, "assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  expect(file, "build/client/assets/manifest-*.js (run npm run build)").toBeTruthy();
  const text = fs.readFileSync(path.join(dir, file!), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const gz = new Map<string, number>();
function gzipSize(asset: string): number {
  if (!gz.has(asset)) gz.set(asset, gzipSync(fs.readFileSync(path.join(CLIENT, asset)), { level: 9 }).length);
  return gz.get(asset)!;
}

function chain(m: Manifest, id: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = m.routes[id]; r; r = r.parentId ? m.routes[r.parentId] : undefined)
    out.unshift(r);
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test.describe("budgets", () => {
  test.beforeEach(({ jsOn }) => {
    test.skip(!jsOn, "measured once, in the js-on project");
  });

  test("first-load JS of every app route ≤ 130 KB gzip; CSS ≤ 40 KB gzip", async ({}, testInfo) => {
    const m = readManifest();
    const rows: string[] = [];
    const over: string[] = [];
    let largest = 0;
    for (const id of Object.keys(m.routes)) {
      const routes = chain(m, id);
      if (!routes.some((r) => r.id === "routes/app/layout") || id === "routes/app/layout") continue;
      const files = new Set([m.entry.module, ...m.entry.imports]);
      for (const r of routes) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
      const total = [...files].reduce((n, f) => n + gzipSize(f), 0);
      largest = Math.max(largest, total);
      rows.push(`${kb(total).padStart(9)}  ${id}`);
      if (total > APP_JS_BUDGET) over.push(`${id}: ${kb(total)}`);
    }
    const css = fs
      .readdirSync(path.join(CLIENT, "assets"))
      .filter((f) => f.endsWith(".css"))
      .map((f) => ({ f, size: gzipSize(`/assets/${f}`) }));
    const cssTotal = css.reduce((n, c) => n + c.size, 0);
    const report = [
      `largest first-load JS: ${kb(largest)} (budget ${kb(APP_JS_BUDGET)})`,
      `CSS total: ${kb(cssTotal)} (budget ${kb(CSS_BUDGET)}) ${css.map((c) => `${c.f} ${kb(c.size)}`).join(", ")}`,
      ...rows.sort().reverse(),
    ].join("\n");
    await testInfo.attach("budgets.txt", { body: report, contentType: "text/plain" });
    console.log(report);
    expect(rows.length).toBeGreaterThan(20);
    expect(over).toEqual([]);
    expect(cssTotal).toBeLessThanOrEqual(CSS_BUDGET);
  });

  async function scriptsOf(page: Page, url: string) {
    const scripts: string[] = [];
    const listener = (req: { resourceType(): string; url(): string }) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    };
    page.on("request", listener);
    const res = await page.goto(url);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    // The page itself, not a 404 page standing in for it.
    expect(res?.status(), url).toBe(200);
    const html = await res!.text();
    expect(html, `${url} links no module script`).not.toMatch(/src="\/assets\/|modulepreload|__reactRouter/);
    return scripts;
  }

  test("public and print pages ship no React: only /enhance.js", async ({ page }) => {
    for (const url of ["/", "/login", "/reset-password", "/privacy-policy", "/terms-and-conditions"])
      expect(await scriptsOf(page, url), url).toEqual(["/enhance.js"]);
    await login(page, "advisor.au");
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/industries/search?q=cafe");
    const href = await page
      .locator('a[href^="/industries/"]', { hasText: "RC-4511-001" })
      .first()
      .getAttribute("href");
    const industry = href!.split("/").slice(0, 3).join("/");
    // Reading the industry's risk content earns points, so the certificate has something to certify.
    await page.goto(`${industry}/risk-assessment`);
    for (const url of [
      `${industry}/risk-report/preview`,
      PRINT_UNDER_INSURANCE,
      PRINT_BUILDING_COST,
      "/points/certificate/print",
    ]) {
      const scripts = await scriptsOf(page, url);
      expect(
        scripts.filter((s) => s !== "/enhance.js"),
        url,
      ).toEqual([]);
    }
  });
});
