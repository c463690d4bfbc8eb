import fc from "fast-check";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as companyRoute from "~/app/routes/app/account/company-information";
import * as settingsRoute from "~/app/routes/app/account/settings";
import * as profileRoute from "~/app/routes/app/account/user-profile";
import * as industryQuizRoute from "~/app/routes/app/industries/quiz";
import * as searchRoute from "~/app/routes/app/industries/search";
import * as previewRoute from "~/app/routes/app/report/preview";
import * as quickRoute from "~/app/routes/app/report/quick";
import * as shareRoute from "~/app/routes/app/report/share";
import * as tailoredRoute from "~/app/routes/app/report/tailored";
import * as underwriterRoute from "~/app/routes/app/report/underwriter";
import * as loginRoute from "~/app/routes/public/login";
import * as resetRoute from "~/app/routes/public/reset-password";
import * as linkRoute from "~/app/routes/public/link";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { readFlash } from "~/server/auth/cookies";
import { DEFAULT_API_KEY } from "~/server/api/http";
import { handleApi } from "~/server/api/router";
import { logger } from "~/server/log/logger";
import { callRoute, routeHarness, type Outcome, type RouteHarness } from "~/tests/support/routes";

/**
 * Hostile input (issue #11): property-based fuzzing of the web actions and API endpoints, in process.
 * Every payload must end in a handled answer (no thrown error, no 5xx, nothing logged at error level:
 * the account actions turn write failures into a toast, so a hidden crash would only show in the
 * log), field errors must name fields of the form, and fuzzed text must never come back as markup
 * that runs (report preview with the fuzzed comments and profile description).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const LIGHT = Math.max(50, Math.round(RUNS / 10));

const HOSTILE = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg/onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<p style="x" onclick="alert(1)">p</p>',
  "<iframe src=//evil.example></iframe>",
  '"><script>alert(document.cookie)</script>',
  "'; drop table users; --",
  "1 OR 1=1",
  "1' union select password_hash from users --",
  "%00",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "𝕏🙂👩‍👩‍👧‍👦",
  "\u202etxt.exe",
  "../../etc/passwd",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999999",
  "2147483648",
  "[object Object]",
  "{}",
  "null",
  "undefined",
  " ",
  "",
  "Z".repeat(70_000),
];

/** Wrong types, huge strings, unicode (valid and lone surrogates), binary, markup, SQL-looking text. */
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((n) => "A<b>".repeat(10 ** n / 4 + 1)) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
);

/** A form: each known field missing, valid or hostile (sometimes twice), plus unknown extra fields. */
function formOf(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Array<[string, string]>> {
  const entries = Object.entries(fields).map(([name, valid]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant<string[]>([]) },
        { weight: 3, arbitrary: valid.map((v) => [v]) },
        { weight: 3, arbitrary: text.map((v) => [v]) },
        { weight: 1, arbitrary: fc.array(fc.oneof(valid, text), { minLength: 2, maxLength: 3 }) },
      )
      .map((values) => values.map((v): [string, string] => [name, v])),
  );
  const extras = fc.array(fc.tuple(text, text), { maxLength: 2 });
  return fc.tuple(fc.tuple(...entries), extras).map(([known, extra]) => [...known.flat(), ...extra]);
}

let H: RouteHarness;
let advisor: string;
let cafe: number;
let quizIndustry: number;
let classIds: number[];
const logged: unknown[] = [];

beforeAll(async () => {
  H = await routeHarness();
  advisor = await H.cookieFor("advisor.au");
  cafe = await H.industryId("RC-4511-001");
  quizIndustry = await H.industryId("RC-1174-001");
  const tailored = await callRoute(tailoredRoute.loader, {
    url: `/industries/${cafe}/report/tailored-report`,
    cookie: advisor,
    params: { id: String(cafe) },
  });
  classIds = (tailored.body as { classes: Array<{ id: number }> }).classes.map((c) => c.id);
  vi.spyOn(logger, "error").mockImplementation(((...args: unknown[]) => {
    logged.push(args);
  }) as never);
}, 180_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await H?.close();
});
afterEach(() => {
  const seen = logged.splice(0);
  expect(seen, "nothing logged at error level").toEqual([]);
});

/** encodeURIComponent throws on a lone surrogate, which no browser would send anyway. */
const enc = (a: string) => encodeURIComponent(a.replace(/[\ud800-\udfff]/g, "\ufffd"));

const run = (prop: fc.IAsyncProperty<[Array<[string, string]>]>, numRuns = RUNS) =>
  fc.assert(prop, { numRuns, endOnFailure: true });

function expectHandled(out: Outcome, fields: readonly string[]) {
  expect(out.status, JSON.stringify(out.body)?.slice(0, 300)).toBeLessThan(500);
  const errors = (out.body as { errors?: Record<string, string> } | null)?.errors;
  if (errors) {
    for (const [key, message] of Object.entries(errors)) {
      expect([...fields, "form"]).toContain(key);
      expect(typeof message === "string" && message.length > 0).toBe(true);
    }
  }
  if (out.location) expect(out.location).toMatch(/^\/(?![/\\])/);
}

/** The toast a redirect carries, to catch a write failure an action turned into an error toast. */
async function toastOf(out: Outcome) {
  const set = out.headers.get("set-cookie");
  if (!set?.includes("__flash=")) return null;
  const cookie = set
    .split(/,(?=\s*__)/)
    .map((c) => c.split(";")[0].trim())
    .join("; ");
  return (await readFlash(new Request("http://app.test/", { headers: { Cookie: cookie } }))).toast;
}

/** No script element, no event-handler attribute, no javascript: URL in rendered HTML. */
function expectInert(html: string) {
  const root = parse(html);
  expect(root.querySelectorAll("script, iframe, object, embed")).toHaveLength(0);
  for (const el of root.querySelectorAll("*")) {
    for (const [name, value] of Object.entries(el.attributes)) {
      expect(name.toLowerCase().startsWith("on"), `${el.tagName} ${name}`).toBe(false);
      expect(/^\s*(javascript|vbscript|data):/i.test(value), `${el.tagName} ${name}=${value}`).toBe(false);
    }
  }
}

describe("hostile input: web actions", () => {
  it(`login (${RUNS} payloads)`, async () => {
    await run(
      fc.asyncProperty(
        formOf({
          username: fc.constantFrom("advisor.au", "nobody"),
          password: fc.constantFrom("wrong-password"),
          redirectTo: fc.constantFrom("/points", "//evil.example", "https://evil.example"),
        }),
        async (form) => {
          const out = await callRoute(loginRoute.action, { url: "/login", form });
          expectHandled(out, ["username", "password"]);
          expect(out.status).not.toBe(302);
        },
      ),
    );
  }, 120_000);

  it(`quick report save (${RUNS} payloads)`, async () => {
    await run(
      fc.asyncProperty(
        formOf({
          intent: fc.constant("save"),
          insuredBusinessName: fc.constantFrom("Harbour Cafe", "<b>Cafe</b>"),
          themeId: fc.constantFrom("general", "default"),
          sections: fc.constantFrom("hazard", "checklist", "natcat"),
        }),
        async (form) => {
          const out = await callRoute(quickRoute.action, {
            url: `/industries/${cafe}/report/quick-report`,
            cookie: advisor,
            params: { id: String(cafe) },
            form,
          });
          expectHandled(out, []);
        },
      ),
    );
  }, 120_000);

  it(`tailored report move, comment, reset and save (${RUNS} payloads)`, async () => {
    await run(
      fc.asyncProperty(
        formOf({
          intent: fc.constantFrom("move", "comment", "save", "move", "comment"),
          classId: fc.constantFrom(...classIds.map(String)),
          to: fc.constantFrom("recommended", "for_review", "for_consideration"),
          comment: fc.constantFrom(...HOSTILE),
          insuredBusinessName: fc.constantFrom("Harbour Cafe"),
          js: fc.constant("1"),
        }),
        async (form) => {
          const out = await callRoute(tailoredRoute.action, {
            url: `/industries/${cafe}/report/tailored-report?step=tailor`,
            cookie: advisor,
            params: { id: String(cafe) },
            form,
          });
          expectHandled(out, []);
          const toast = await toastOf(out);
          if (toast?.type === "error") expect(toast.message).not.toMatch(/sql|syntax|relation|byte/i);
        },
      ),
    );
  }, 120_000);

  it(`user profile update (${RUNS} payloads)`, async () => {
    const fields = [
      "personName",
      "email",
      "phone",
      "mobile",
      "jobTitle",
      "description",
      "suite",
      "street",
      "suburb",
      "postcode",
      "state",
      "country",
      "address",
    ];
    const valid: Record<string, fc.Arbitrary<string>> = {
      personName: fc.constant("Alex Morgan"),
      email: fc.constantFrom("alex@example.com", "a@b"),
      phone: fc.constant("02 9000 0000"),
      mobile: fc.constant("0400 000 000"),
      jobTitle: fc.constant("Broker"),
      description: fc.constantFrom(...HOSTILE.slice(0, 7), "<p><strong>Hi</strong></p>"),
      suite: fc.constant(""),
      street: fc.constant("12 George St"),
      suburb: fc.constant("Parramatta"),
      postcode: fc.constant("2150"),
      state: fc.constant("NSW"),
      country: fc.constantFrom("australia", "new-zealand", "au"),
      intent: fc.constantFrom("save", "address-search"),
      addressQuery: fc.constantFrom("Parramatta", "2150"),
      pick: fc.constantFrom("au-2150-parramatta"),
    };
    await run(
      fc.asyncProperty(formOf(valid), async (form) => {
        const out = await callRoute(profileRoute.action, {
          url: "/account/user-profile",
          cookie: advisor,
          form,
        });
        expectHandled(out, fields);
        const toast = await toastOf(out);
        if (toast) expect(toast.type).not.toBe("error");
      }),
    );
  }, 120_000);

  it(`company create, update and delete (${RUNS} payloads)`, async () => {
    const admin = await H.cookieFor("admin.au");
    const own = async () =>
      (
        (await callRoute(companyRoute.loader, { url: "/account/company-information", cookie: admin }))
          .body as { companies: Array<{ id: number }> }
      ).companies.map((c) => String(c.id));
    let ids = await own();
    await run(
      fc.asyncProperty(
        formOf({
          intent: fc.constantFrom("create", "update", "delete", "update"),
          companyId: fc.constantFrom(...ids, "1"),
          name: fc.constantFrom("Harbour Brokers", "<b>X</b>"),
          description: fc.constantFrom(...HOSTILE.slice(0, 7)),
        }),
        async (form) => {
          const out = await callRoute(companyRoute.action, {
            url: "/account/company-information",
            cookie: admin,
            form,
          });
          expectHandled(out, ["name", "description"]);
          const toast = await toastOf(out);
          if (toast?.type === "error") expect(toast.message).toMatch(/not (created|updated|deleted)/);
          if (Math.random() < 0.05) ids = await own();
        },
      ),
    );
    // Whatever was stored renders inert on the company page data (descriptions are sanitised HTML).
    const page = await callRoute(companyRoute.loader, { url: "/account/company-information", cookie: admin });
    for (const c of (page.body as { companies: Array<{ description: string }> }).companies)
      expectInert(c.description);
  }, 120_000);

  it(`settings (${RUNS} payloads)`, async () => {
    const fields = ["industry_classification", "country_region", "currency", "date_format", "report_theme"];
    await run(
      fc.asyncProperty(
        formOf({
          industry_classification: fc.constantFrom("4", "8", "12"),
          country_region: fc.constantFrom("australia", "au"),
          currency: fc.constantFrom("AUD", "NZD"),
          date_format: fc.constantFrom("DD/MM/YYYY", "1"),
          report_theme: fc.constantFrom("general", "default"),
        }),
        async (form) => {
          const out = await callRoute(settingsRoute.action, {
            url: "/account/settings",
            cookie: advisor,
            form,
          });
          expectHandled(out, fields);
        },
      ),
    );
  }, 120_000);

  it(`industry quiz start and submit (${RUNS} payloads)`, async () => {
    const started = await callRoute(industryQuizRoute.action, {
      url: `/industries/${quizIndustry}/quiz`,
      cookie: advisor,
      params: { id: String(quizIndustry) },
      form: [["intent", "start"]],
    });
    const attempt = new URL(started.location!, "http://x").searchParams.get("attempt")!;
    await run(
      fc.asyncProperty(
        formOf({
          intent: fc.constantFrom("submit", "submit", "start"),
          attempt: fc.constantFrom(attempt),
          "q-1": fc.constantFrom("a", "b"),
          "q-q1": fc.constantFrom("a", "b"),
        }),
        async (form) => {
          const out = await callRoute(industryQuizRoute.action, {
            url: `/industries/${quizIndustry}/quiz`,
            cookie: advisor,
            params: { id: String(quizIndustry) },
            form,
          });
          expectHandled(out, []);
        },
      ),
    );
  }, 120_000);

  it("stored comments and profile description render inert in the report preview", async () => {
    // Seed the worst cases directly, on top of whatever the fuzzing left.
    for (const [i, comment] of HOSTILE.slice(0, 7).entries()) {
      await callRoute(tailoredRoute.action, {
        url: `/industries/${cafe}/report/tailored-report`,
        cookie: advisor,
        params: { id: String(cafe) },
        form: [
          ["intent", "comment"],
          ["classId", String(classIds[i % classIds.length])],
          ["comment", comment],
          ["js", "1"],
        ],
      });
    }
    await callRoute(profileRoute.action, {
      url: "/account/user-profile",
      cookie: advisor,
      form: [
        ["personName", "<script>alert(1)</script>"],
        ["email", "alex@example.com"],
        ["description", HOSTILE.slice(0, 7).join("")],
        ["country", "australia"],
      ],
    });
    const out = await callRoute(previewRoute.loader, {
      url: `/industries/${cafe}/risk-report/preview?kind=tailored`,
      cookie: advisor,
      params: { id: String(cafe) },
    });
    expect(out.status).toBe(200);
    const { doc, sections } = out.body as Parameters<typeof ReportDocument>[0];
    const html = renderToStaticMarkup(createElement(ReportDocument, { doc, sections }));
    expect(html.length).toBeGreaterThan(1000);
    expectInert(html);
    expect(html).not.toContain("<script>alert(1)</script>");
  }, 60_000);

  it(`lighter fuzzing: share, underwriter, search, reset password, link entry (${LIGHT} each)`, async () => {
    const uw = await H.cookieFor("underwriter.au");
    const save = await callRoute(tailoredRoute.action, {
      url: `/industries/${cafe}/report/tailored-report`,
      cookie: advisor,
      params: { id: String(cafe) },
      form: [
        ["intent", "save"],
        ["insuredBusinessName", "Fuzz Cafe"],
      ],
    });
    expect(save.status).toBe(302);
    await run(
      fc.asyncProperty(
        formOf({ intent: fc.constantFrom("create", "revoke"), linkId: fc.constantFrom("1", "2") }),
        async (form) => {
          const out = await callRoute(shareRoute.action, {
            url: "/reports/1/share",
            cookie: advisor,
            params: { reportId: form[0]?.[1] ?? "1" },
            form,
          });
          expectHandled(out, []);
        },
      ),
      LIGHT,
    );
    await run(
      fc.asyncProperty(
        formOf({
          intent: fc.constantFrom("toggle", "edit", "save", "reset"),
          classId: fc.constantFrom(...classIds.map(String)),
          text: fc.constantFrom(...HOSTILE),
        }),
        async (form) => {
          const out = await callRoute(underwriterRoute.action, {
            url: `/industries/${cafe}/report/underwriter-report`,
            cookie: uw,
            params: { id: String(cafe) },
            form,
          });
          expectHandled(out, []);
        },
      ),
      LIGHT,
    );
    await run(
      fc.asyncProperty(
        formOf({ q: fc.constantFrom("cafe", "bakery"), page: fc.constant("2") }),
        async (form) => {
          const out = await callRoute(searchRoute.loader, {
            url: `/industries/search?${new URLSearchParams(form)}`,
            cookie: advisor,
          });
          expectHandled(out, []);
        },
      ),
      LIGHT,
    );
    await run(
      fc.asyncProperty(formOf({ email: fc.constantFrom("advisor.au@example.com") }), async (form) => {
        const out = await callRoute(resetRoute.action, { url: "/reset-password", form });
        expectHandled(out, ["email", "userName", "username"]);
      }),
      LIGHT,
    );
    await run(
      fc.asyncProperty(
        formOf({ token: fc.constant("abc"), key: fc.constant("partner"), EncryptedData: fc.constant("x") }),
        async (form) => {
          const out = await callRoute(linkRoute.loader, { url: `/link?${new URLSearchParams(form)}` });
          expectHandled(out, []);
          expect(out.location).toBe("/");
        },
      ),
      LIGHT,
    );
  }, 120_000);
});

describe("hostile input: REST API v2", () => {
  async function api(method: string, path: string, init: { body?: string; type?: string; token?: string }) {
    const headers: Record<string, string> = {
      accept: "application/json;v=2.0",
      "x-api-key": DEFAULT_API_KEY,
    };
    if (init.type) headers["content-type"] = init.type;
    // A header can only carry Latin-1 (fetch refuses anything else before it reaches the server).
    if (init.token) headers.authorization = `Bearer ${init.token.replace(/[^\x20-\x7e\xa0-\xff]/g, "?")}`;
    let res: Response;
    try {
      res = await handleApi(
        new Request(`http://api.test/api/v2${path}`, { method, headers, body: init.body }),
        H.h.db,
        "10.2.2.2",
      );
    } catch (e) {
      throw new Error(`handleApi threw on ${method} ${path}: ${String(e)}`);
    }
    const json = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
    return { status: res.status, json };
  }
  let token: string;
  beforeAll(async () => {
    const res = await api("POST", "/token", {
      type: "application/x-www-form-urlencoded",
      body: new URLSearchParams({
        username: "advisor.au",
        password: "RiskCoach-demo-2026",
        grant_type: "password",
        client_id: "fuzz",
      }).toString(),
    });
    token = (res.json as { access_token: string }).access_token;
  });

  it(`POST /token (${RUNS} payloads)`, async () => {
    await run(
      fc.asyncProperty(
        formOf({
          username: fc.constantFrom("advisor.au", "nobody"),
          password: fc.constant("wrong"),
          grant_type: fc.constant("password"),
          client_id: fc.constant("fuzz"),
        }),
        async (form) => {
          const res = await api("POST", "/token", {
            type: "application/x-www-form-urlencoded",
            body: new URLSearchParams(form).toString(),
          });
          expect(res.status).toBeLessThan(500);
          expect(res.status).not.toBe(200);
        },
      ),
    );
  }, 120_000);

  it(`POST /user/reports (${RUNS} payloads)`, async () => {
    const classId = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...classIds) },
      fc.integer(),
      fc.constant(2_147_483_648),
      text,
    );
    const customization = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record(
            {
              grouping: fc.array(
                fc.record({
                  id: fc.oneof(fc.constantFrom("recommended", "for_review", "for_consideration"), text),
                  classes: fc.array(classId, { maxLength: 4 }),
                  seq: fc.oneof(fc.integer(), fc.double()),
                }),
                { maxLength: 3 },
              ),
              comments: fc.array(
                fc.record({ class: classId, comment: fc.oneof(fc.constantFrom(...HOSTILE), text) }),
                { maxLength: 3 },
              ),
            },
            { requiredKeys: [] },
          )
          .map((c) => JSON.stringify(c)),
      },
      { weight: 1, arbitrary: text },
    );
    const report = fc.record(
      {
        industry_id: fc.oneof(fc.constant(cafe), fc.integer(), text, fc.constant(null)),
        report_id: fc.oneof(fc.integer(), text, fc.constant(null), fc.constant(2_147_483_648)),
        name: fc.oneof(fc.constantFrom(...HOSTILE), text, fc.integer()),
        customizations: fc.oneof(
          fc.array(
            fc.record(
              {
                section: fc.oneof(fc.constantFrom("hazard_index", "hazard_index_underwriter"), text),
                customization,
              },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
          text,
        ),
        extra: fc.anything({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      { weight: 5, arbitrary: report.map((r) => JSON.stringify(r)) },
      { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
      { weight: 1, arbitrary: text },
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        async (b, type) => {
          const res = await api("POST", "/user/reports", { body: b, type, token });
          expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
          if (res.status >= 400) expect(JSON.stringify(res.json)).toMatch(/"(message|error)"/);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);

  it(`GET endpoints with hostile ids, countries, queries and tokens (${LIGHT} each)`, async () => {
    const paths = [
      (a: string) => `/industries/${enc(a)}`,
      (a: string) => `/industries/${cafe}/hazard_index/${enc(a)}`,
      (a: string) => `/industries?${new URLSearchParams({ q: a, page: a, per_page: a })}`,
      (a: string) => `/user/reports/${enc(a)}`,
      (a: string) => `/insurance_classes?${new URLSearchParams({ country: a })}`,
      () => `/user`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        text,
        fc.oneof(fc.constant(token), text),
        async (p, a, t) => {
          const res = await api("GET", p(a), { token: t });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: LIGHT * paths.length, endOnFailure: true },
    );
  }, 120_000);
});
