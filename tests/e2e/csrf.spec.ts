import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "../../app/routes";
import { expect, login, test } from "./fixtures";

/**
 * CSRF (issue #11): a form POST from another site to any mutation is refused with 403 by server.ts
 * (Origin / Sec-Fetch-Site check) before the route runs, even with a valid session cookie; the same
 * POST from this origin reaches the route. Over HTTP against the production build.
 */
const MUTATIONS = (industry: string) => [
  "/login",
  "/logout",
  "/reset-password",
  "/reset-password/some-token",
  "/account/user-profile",
  "/account/company-information",
  "/account/settings",
  "/account/terms",
  "/dashboard",
  `${industry}/report/quick-report`,
  `${industry}/report/tailored-report`,
  `${industry}/report/underwriter-report`,
  `${industry}/risk-checklist`,
  `${industry}/quiz`,
  "/reports/1/share",
  "/courses/1/quiz",
  "/natcat",
  "/calculator/building-cost",
  "/calculator/under-insurance",
  // The API authenticates by token, not cookie; the same origin check still applies to it.
  "/api/v2/user/reports",
];

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Every route path whose module exports an action, from app/routes.ts (`:id` as written). */
function actionPaths(entries: RouteEntry[] = routes as RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((e) => {
    const at = e.path ? `${prefix}/${e.path}` : prefix;
    const source = readFileSync(path.join("app", e.file), "utf8");
    const own = /export\s+(async\s+)?function\s+action\b/.test(source) ? [at || "/"] : [];
    return [...own, ...actionPaths(e.children ?? [], at)];
  });
}

test("the list covers every route with an action", () => {
  const listed = MUTATIONS("/industries/:id").map((p) => p.replace(/\/\d+(?=\/|$)/g, "/:id"));
  const missing = actionPaths()
    .filter((p) => !p.startsWith("/api/")) // one catch-all module; /api/v2/user/reports stands for it
    .map((p) => p.replace(/:\w+/g, (m) => (m === ":token" ? "some-token" : ":id")))
    .filter((p) => !listed.includes(p));
  expect(missing).toEqual([]);
});

test("a cross-site form POST to every mutation is refused", async ({ page, jsOn, baseURL }) => {
  test.skip(!jsOn, "HTTP only: once is enough");
  await login(page, "advisor.au");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/industries/search?q=cafe");
  const href = await page
    .locator('a[href^="/industries/"]', { hasText: "RC-4511-001" })
    .first()
    .getAttribute("href");
  const industry = href!.split("/").slice(0, 3).join("/");
  const request = page.request; // carries the signed-in cookie
  const form = { intent: "save", insuredBusinessName: "CSRF Cafe" };
  for (const path of MUTATIONS(industry)) {
    for (const headers of <Array<Record<string, string>>>[
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ]) {
      const res = await request.post(path, { form, headers, maxRedirects: 0 });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await res.text()).toBe("Cross-site request refused.");
    }
    const same = await request.post(path, {
      form,
      headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    // Reaches the route (the API then asks for its key and token: a 403 of its own, in JSON).
    expect(await same.text(), `${path} same-origin`).not.toBe("Cross-site request refused.");
  }
});
