import { inArray, not, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginRedirectUrl } from "~/app/lib/guard.server";
import { TRIAL_UPGRADE_MESSAGE } from "~/server/industries/access";
import { industries, industryHistory } from "~/server/db/schema";
import { lockoutMessage, searchLimit } from "~/server/industries/history";
import {
  appRequest,
  flatRoutes,
  serverBuild,
  type AppResponse,
  type FlatRoute,
} from "~/tests/support/app-handler";
import { routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Issue 23 item 2: a gate a layout enforces must hold for every request of every child route. React
 * Router's `.data` requests run only the loaders `?_routes=` names, so a gate in a layout's loader
 * is skipped. For EVERY route under a gated layout (read from app/routes.ts, so a new route is
 * covered without editing this file), each gated user sends the page's document request and a
 * `.data` request naming only that route, through the app's real request handler; both must be
 * refused, the same way, and the data response must carry none of the route's data.
 */
const APP_LAYOUT = "routes/app/layout";
const INDUSTRY_LAYOUT = "routes/app/industries/layout";
const ROUTES = flatRoutes();
const gated = ROUTES.filter((r) => r.ancestors.includes(APP_LAYOUT) && r.id !== APP_LAYOUT);
/** Routes that show one industry: under the industry layout, or its report preview and PDF. */
const industryRoutes = gated.filter(
  (r) => r.ancestors.includes(INDUSTRY_LAYOUT) || r.pattern.startsWith("/industries/:id/"),
);

let H: RouteHarness;
let cafe: number; // in the trial set
let nursery: number; // not in the trial set
beforeAll(async () => {
  H = await routeHarness();
  cafe = await H.industryId("RC-4511-001");
  nursery = await H.industryId("RC-1174-001");
  // advisor.others has used up the rolling search limit on other industries than these two.
  const limit = searchLimit().maxIndustries;
  const others = await H.h.db
    .select({ id: industries.id })
    .from(industries)
    .where(not(inArray(industries.id, [cafe, nursery])))
    .orderBy(industries.id)
    .limit(limit);
  expect(others.length).toBe(limit);
  const lockedUser = await H.userId("advisor.others");
  await H.h.db
    .insert(industryHistory)
    .values(others.map((o) => ({ userId: lockedUser, industryId: o.id })))
    .onConflictDoNothing();
}, 180_000);
afterAll(async () => {
  await H?.close();
});

/** A concrete URL for a route pattern (optional params dropped unless given). */
function urlFor(route: FlatRoute, params: Record<string, string>, query = ""): string {
  const path = route.pattern
    .split("/")
    .map((seg) => {
      if (seg === "*") return "no-such-page";
      if (!seg.startsWith(":")) return seg;
      const name = seg.slice(1).replace(/\?$/, "");
      if (params[name] !== undefined) return params[name];
      if (seg.endsWith("?")) return null;
      return { id: "1", route: "about", reportId: "1", layer: "flood" }[name] ?? "1";
    })
    .filter((s) => s !== null)
    .join("/");
  return path + query;
}

/** The single-fetch URL React Router's client requests for a navigation to `url`, naming one route. */
function dataUrl(url: string, routeId: string): string {
  const u = new URL(url, "http://app.test");
  const path = u.pathname === "/" ? "/_root.data" : `${u.pathname.replace(/\/$/, "")}.data`;
  u.searchParams.set("_routes", routeId);
  return `${path}?${u.searchParams}`;
}

async function both(route: FlatRoute, url: string, cookie?: string) {
  const doc = await appRequest(url, { cookie });
  const data = await appRequest(dataUrl(url, route.id), { cookie });
  return { doc, data };
}

/** The route's own data in a single-fetch payload (undefined when it was not sent). */
function routeData(res: AppResponse, routeId: string): unknown {
  const payload = res.data as Record<string, { data?: unknown }> | null;
  return payload && typeof payload === "object" ? payload[routeId]?.data : undefined;
}

/** Both refused by a redirect to the same place (single fetch answers 202 with the target). */
function expectRedirectedTo(route: FlatRoute, doc: AppResponse, data: AppResponse, target: string) {
  expect(doc.status, `${route.id} document`).toBe(302);
  expect(doc.headers.get("location"), `${route.id} document`).toBe(target);
  const dataTarget = data.redirect ?? data.headers.get("location");
  expect(dataTarget, `${route.id} .data`).toBe(target);
  expect([202, 302], `${route.id} .data`).toContain(data.status);
  expect(routeData(data, route.id), `${route.id} .data carries no data`).toBeUndefined();
}

/** Both refused with the same status, and the data response carries none of the route's data. */
function expectRefused(route: FlatRoute, doc: AppResponse, data: AppResponse, status: number) {
  expect(doc.status, `${route.id} document`).toBe(status);
  expect(data.status, `${route.id} .data`).toBe(status);
  expect(routeData(data, route.id), `${route.id} .data carries no data`).toBeUndefined();
}

/**
 * A page's refusal is the error page with the message (a resource route, e.g. the PDF, answers the
 * message as JSON): a browser that opens the URL sees why.
 */
async function expectMessagePage(route: FlatRoute, doc: AppResponse, message: string) {
  const page = typeof (await serverBuild()).routes[route.id]?.module.default === "function";
  if (page) {
    expect(doc.html, `${route.id} document is the error page`).toContain(message);
    expect(doc.html).toContain('role="alert"');
  } else expect(doc.data, `${route.id} resource route`).toEqual({ message });
}

describe("the route list is read from app/routes.ts", () => {
  it("finds every gated route, page and resource route", () => {
    expect(gated.length).toBeGreaterThan(50);
    for (const id of [
      "routes/app/dashboard",
      "routes/app/industries/hazard-index",
      "routes/app/report/underwriter",
      "routes/app/report/download",
      "routes/app/points/certificate",
      "industry-not-found",
    ])
      expect(gated.map((r) => r.id)).toContain(id);
    expect(industryRoutes.length).toBeGreaterThan(20);
  });
});

describe("a visitor", () => {
  it.each(gated.map((r) => [r.id, r] as const))(
    "%s: to the landing page, page and .data alike",
    async (_id, route) => {
      const url = urlFor(route, { id: String(cafe) });
      const { doc, data } = await both(route, url);
      expectRedirectedTo(route, doc, data, loginRedirectUrl(new Request(new URL(url, "http://app.test"))));
    },
  );
});

describe("newuser.au (terms of use not accepted)", () => {
  it.each(gated.map((r) => [r.id, r] as const))(
    "%s: only the terms dialog, page and .data alike",
    async (_id, route) => {
      const cookie = await H.cookieFor("newuser.au");
      const url = urlFor(route, { id: String(cafe) });
      const { doc, data } = await both(route, url, cookie);
      expectRedirectedTo(route, doc, data, `/account/terms?${new URLSearchParams({ returnTo: url })}`);
    },
  );

  it("the terms page shows the dialog and nothing of the page asked for", async () => {
    const cookie = await H.cookieFor("newuser.au");
    const page = await appRequest(
      `/account/terms?returnTo=${encodeURIComponent(`/industries/${cafe}/hazard-index`)}`,
      {
        cookie,
      },
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain("data-terms-gate");
    expect(page.html).not.toContain("Hazard Index");
  });
});

describe("trial.au on an industry outside the trial set", () => {
  it.each(industryRoutes.map((r) => [r.id, r] as const))(
    "%s: 403, page and .data alike",
    async (_id, route) => {
      const cookie = await H.cookieFor("trial.au");
      const { doc, data } = await both(route, urlFor(route, { id: String(nursery) }), cookie);
      expectRefused(route, doc, data, 403);
      if (doc.html) expect(doc.html).toContain(TRIAL_UPGRADE_MESSAGE);
      expect(JSON.stringify(data.data)).toContain(TRIAL_UPGRADE_MESSAGE);
    },
  );
});

describe("advisor.others past the industry search limit, on a new industry", () => {
  it.each(industryRoutes.map((r) => [r.id, r] as const))(
    "%s: 429 and logged out, page and .data alike",
    async (_id, route) => {
      const url = urlFor(route, { id: String(nursery) });
      const doc = await appRequest(url, { cookie: await H.cookieFor("advisor.others") });
      const data = await appRequest(dataUrl(url, route.id), { cookie: await H.cookieFor("advisor.others") });
      expectRefused(route, doc, data, 429);
      await expectMessagePage(route, doc, lockoutMessage());
      for (const res of [doc, data]) expect(res.headers.get("set-cookie")).toMatch(/__session=;/);
    },
  );
});

describe("restricted.au on a class outside the subscription", () => {
  const cases = gated.filter((r) => /risk-(assessment|description)\/:classSlug\?$/.test(r.pattern));
  it("covers both class routes", () => expect(cases.length).toBe(2));
  it.each(cases.map((r) => [r.id, r] as const))("%s/crime: 403, page and .data alike", async (_id, route) => {
    const cookie = await H.cookieFor("restricted.au");
    const { doc, data } = await both(route, urlFor(route, { id: String(cafe), classSlug: "crime" }), cookie);
    expectRefused(route, doc, data, 403);
  });
  it("risk-checklist?class=crime: 403, page and .data alike", async () => {
    const route = gated.find((r) => r.id === "routes/app/industries/checklist")!;
    const cookie = await H.cookieFor("restricted.au");
    const { doc, data } = await both(
      route,
      urlFor(route, { id: String(cafe) }, "?type=Key&class=crime"),
      cookie,
    );
    expectRefused(route, doc, data, 403);
  });
});

describe("report routes by role (policy report.*)", () => {
  const byId = (id: string) => {
    const r = gated.find((g) => g.id === id);
    if (!r) throw new Error(`no route ${id}`);
    return r;
  };
  const refusals: Array<[string, string, string]> = [
    ["advisor.au", "routes/app/report/underwriter", ""],
    ["advisor.au", "routes/app/report/preview", "?kind=underwriter"],
    ["advisor.au", "routes/app/report/download", "?kind=underwriter"],
    ["underwriter.au", "routes/app/report/preview", "?kind=quick"],
    ["underwriter.au", "routes/app/report/preview", "?kind=tailored"],
    ["underwriter.au", "routes/app/report/download", "?kind=quick"],
    ["underwriter.au", "routes/app/report/download", "?kind=tailored"],
  ];
  it.each(refusals)("%s: %s%s is 404, page and .data alike", async (user, id, query) => {
    const route = byId(id);
    const cookie = await H.cookieFor(user);
    const { doc, data } = await both(route, urlFor(route, { id: String(cafe) }, query), cookie);
    expectRefused(route, doc, data, 404);
  });

  it.each(["routes/app/report/quick", "routes/app/report/tailored"])(
    "underwriter.au: %s shows only 'coming soon', page and .data alike",
    async (id) => {
      const route = byId(id);
      const cookie = await H.cookieFor("underwriter.au");
      const { doc, data } = await both(route, urlFor(route, { id: String(cafe) }), cookie);
      expect(doc.status).toBe(200);
      expect(data.status).toBe(200);
      expect(routeData(data, id)).toEqual({ comingSoon: true });
    },
  );
});

describe("the gates let the right users through (the refusals above are not everything refused)", () => {
  it("advisor.au reads a hazard index by page and by .data", async () => {
    const route = gated.find((r) => r.id === "routes/app/industries/hazard-index")!;
    const cookie = await H.cookieFor("advisor.au");
    const { doc, data } = await both(route, urlFor(route, { id: String(cafe) }), cookie);
    expect(doc.status).toBe(200);
    expect(data.status).toBe(200);
    expect(routeData(data, route.id)).toMatchObject({ items: expect.any(Array) });
  });

  it("trial.au reads a trial industry; advisor.others re-reads an industry already counted", async () => {
    const route = gated.find((r) => r.id === "routes/app/industries/codes")!;
    const trial = await appRequest(dataUrl(urlFor(route, { id: String(cafe) }), route.id), {
      cookie: await H.cookieFor("trial.au"),
    });
    expect(trial.status).toBe(200);
    expect(routeData(trial, route.id)).toBeDefined();
    const [counted] = await H.h.db
      .select({ id: industryHistory.industryId })
      .from(industryHistory)
      .where(sql`${industryHistory.userId} = ${await H.userId("advisor.others")}`)
      .limit(1);
    const again = await appRequest(dataUrl(urlFor(route, { id: String(counted.id) }), route.id), {
      cookie: await H.cookieFor("advisor.others"),
    });
    expect(again.status).toBe(200);
    expect(routeData(again, route.id)).toBeDefined();
  });

  it("newuser.au may answer the terms (the dialog's action is outside the gate)", async () => {
    const route = ROUTES.find((r) => r.pattern === "/account/terms")!;
    expect(route.ancestors).not.toContain(APP_LAYOUT);
  });
});
