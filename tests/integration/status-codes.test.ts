import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/server/config/env";
import * as courseRoute from "~/app/routes/app/courses/course";
import * as courseIndexRoute from "~/app/routes/app/courses/course-index";
import * as articleRoute from "~/app/routes/app/general-info/article";
import * as natcatRoute from "~/app/routes/app/natcat/index";
import * as natcatPdfRoute from "~/app/routes/app/natcat/report-pdf";
import * as downloadRoute from "~/app/routes/app/report/download";
import * as sharedPdfRoute from "~/app/routes/public/shared-report-pdf";
import { createSessionToken } from "~/server/auth/sessions";
import { openDatabase, type DbHandle } from "~/server/db/client";
import { GotenbergEngine, type PdfEngine } from "~/server/pdf/engine";
import { createShareLink, saveReport } from "~/server/reports/store";
import { searchPlaces } from "~/server/geo/gazetteer";
import { setBusinessLocation } from "~/server/natcat/location";
import { apiJson } from "~/tests/support/api-client";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";
import { appRequest } from "~/tests/support/app-handler";
import { AUTH_MESSAGES } from "~/server/auth/messages";

/**
 * Issue #23 item 12: no 500 for a request a user can make. PDFs with the queue full answer 503 with
 * Retry-After (the shared report and NatCat PDFs answered 500); the API answers 503 while the
 * database is unreachable; /courses/%00, /general-info/%00 and a malformed multipart post to /natcat
 * are ordinary refusals.
 */
process.env.APP_THEME_HOSTS = "natcat=natcat";
resetEnvCache();

let H: RouteHarness;
let cookie: string;
let userId: number;
let cafe: number;

beforeAll(async () => {
  H = await routeHarness();
  userId = await H.userId("advisor.au");
  cookie = await H.cookieFor("advisor.au");
  cafe = await H.industryId("RC-4511-001");
}, 120_000);
afterAll(async () => {
  await H?.close();
});

describe("NUL in a path parameter", () => {
  it("/courses/%00 is not found, and its redirect to the guide is a valid header; nothing throws", async () => {
    const params = { id: "\u0000" };
    const index = await callRoute(courseIndexRoute.loader, { url: "/courses/%00", cookie, params });
    expect(index.status).toBe(302);
    expect(index.location).toBe("/courses/%00/guide");
    expect((await callRoute(courseRoute.loader, { url: "/courses/%00", cookie, params })).status).toBe(404);
  });

  it("/general-info/%00 is not found", async () => {
    const out = await callRoute(articleRoute.loader, {
      url: "/general-info/%00",
      cookie,
      params: { route: "\u0000" },
    });
    expect(out.status).toBe(404);
  });
});

describe("a malformed multipart post to /natcat", () => {
  it("answers 400 with the form's message", async () => {
    const out = await callRoute(natcatRoute.action, {
      url: "http://natcat.app.test/natcat",
      cookie,
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=----x" },
      body: '------x\r\nContent-Disposition: form-data; name="place"\r\n\r\nunterminated',
    });
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ error: "Please choose a place from the list." });
  });
});

describe("the API while the database is unreachable", () => {
  let down: DbHandle;
  beforeAll(async () => {
    // A real PostgreSQL client aimed at a port where nothing listens.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    down = await openDatabase({ url: `postgres://riskcoach@127.0.0.1:${port}/riskcoach` });
  });
  afterAll(async () => {
    await down?.close().catch(() => undefined);
  });

  it("answers 503 with Retry-After and a JSON error, not 500", async () => {
    const token = await createSessionToken(H.h.db, userId, { kind: "credentials", userAgent: "api:test" });
    const res = await apiJson(down.db, "GET", "/user", { token, ip: "10.7.7.7" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.json).toEqual({
      error: "service_unavailable",
      message: "Service temporarily unavailable. Please try again in a minute.",
    });
  }, 30_000);
});

describe("PDF downloads with the render queue full", () => {
  const ENGINE = Symbol.for("riskcoach.pdfEngine");
  const holder = globalThis as unknown as Record<symbol, PdfEngine | undefined>;
  let hung: Server;
  let engine: GotenbergEngine;
  let occupying: Promise<unknown>;

  beforeAll(async () => {
    // A real engine with one slot and no wait list, its slot taken by a render the (stand-in)
    // Gotenberg never answers.
    hung = createServer(() => undefined);
    await new Promise<void>((r) => hung.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    engine = new GotenbergEngine(base, { concurrency: 1, queue: 0, timeoutMs: 60_000 });
    holder[ENGINE] = engine;
    occupying = engine.render({ html: "<p>slow</p>" }).catch(() => undefined);
    expect(engine.busy()).toBe(true);
  });
  afterAll(async () => {
    holder[ENGINE] = undefined;
    hung.closeAllConnections();
    await new Promise((r) => hung.close(r));
    await occupying;
  });

  const expectBusy = (out: { status: number; headers: Headers }) => {
    expect(out.status).toBe(503);
    expect(out.headers.get("retry-after")).toBe("30");
  };

  it("the shared report PDF answers 503 with Retry-After", async () => {
    const saved = await saveReport(H.h.db, userId, cafe, "tailored", { grouping: [], comments: [] });
    if (!saved.ok) throw new Error(saved.message);
    const link = await createShareLink(H.h.db, userId, saved.id);
    if (!link?.ok) throw new Error("no link");
    expectBusy(
      await callRoute(sharedPdfRoute.loader, {
        url: `/shared/reports/${link.token}/pdf`,
        params: { token: link.token },
      }),
    );
  });

  it("the NatCat report PDF answers 503 with Retry-After", async () => {
    // The report is of the user's business location: without one there is nothing to print (404).
    const [place] = searchPlaces("parramatta", { countries: ["AU"], limit: 1 });
    await setBusinessLocation(H.h.db, userId, place.id);
    expectBusy(
      await callRoute(natcatPdfRoute.loader, { url: "http://natcat.app.test/natcat/report/pdf", cookie }),
    );
  });

  it("the report download answers 503 with Retry-After", async () => {
    expectBusy(
      await callRoute(downloadRoute.loader, {
        url: `/industries/${cafe}/risk-report/download?kind=quick`,
        cookie,
        params: { id: String(cafe) },
      }),
    );
  });
});

describe("sign-in throttle", () => {
  it("a throttled form sign-in answers 429 with Retry-After on the document response", async () => {
    const post = () =>
      appRequest("/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: "advisor.au", password: "not-the-password" }).toString(),
      });
    let res = await post();
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await post();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(res.html).toContain(AUTH_MESSAGES.throttled);
  });
});
