import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import * as resetTokenRoute from "~/app/routes/public/reset-password-token";
import * as termsRoute from "~/app/routes/app/account/terms";
import * as logoutRoute from "~/app/routes/logout";
import * as dashboardRoute from "~/app/routes/app/dashboard";
import * as courseQuizRoute from "~/app/routes/app/courses/quiz";
import * as natcatRoute from "~/app/routes/app/natcat/index";
import * as placesRoute from "~/app/routes/app/natcat/places";
import * as underInsuranceRoute from "~/app/routes/app/calculator/under-insurance";
import * as buildingCostRoute from "~/app/routes/app/calculator/building-cost";
import * as resetRoute from "~/app/routes/public/reset-password";
import * as linkRoute from "~/app/routes/public/link";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { asc, desc, eq } from "drizzle-orm";
import { courses, userReports } from "~/server/db/schema";
import { ACCOUNT_MESSAGES } from "~/server/accounts/messages";
import {
  enc,
  expectHandled,
  expectInert,
  failOnErrorLogs,
  formOf,
  fuzz,
  HOSTILE,
  MARKUP,
  queryOf,
  RUNS,
  text,
  toastOf,
  uploadFile,
} from "~/tests/support/hostile";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";
import { resetEnvCache } from "~/server/config/env";

/**
 * Hostile input (issue #11): property-based fuzzing of every web action, the loaders that read a
 * GET form, and the multipart uploads, in process (the REST API: hostile-api.test.ts).
 * Every payload must end in a handled answer (no thrown error, no 5xx, nothing logged at error level:
 * the account actions turn write failures into a toast, so a hidden crash would only show in the
 * log), field errors must name fields of the form, and fuzzed text must never come back as markup
 * that runs (report preview with the fuzzed comments and profile description).
 */
let H: RouteHarness;
let advisor: string;
let cafe: number;
let quizIndustry: number;
let classIds: number[];

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
}, 180_000);
afterAll(async () => {
  await H?.close();
});
failOnErrorLogs();

const run = fuzz;

// The NatCat pages exist in the natcat app theme only: requests to a host containing "natcat" get it.
process.env.APP_THEME_HOSTS = "natcat=natcat";
resetEnvCache();

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
          // A save without the business name is refused on that field (the page's error summary).
          expectHandled(out, ["insuredBusinessName"]);
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
    // Whatever was stored is inert on the company page data (descriptions are text without a tag).
    const page = await callRoute(companyRoute.loader, { url: "/account/company-information", cookie: admin });
    for (const c of (page.body as { companies: Array<{ description: string }> }).companies) {
      expectInert(c.description);
      expect(c.description).not.toMatch(/<[a-z!/?]/i);
    }
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
    for (const [i, comment] of HOSTILE.slice(0, MARKUP).entries()) {
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
        ["description", HOSTILE.slice(0, MARKUP).join("")],
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

  it(`report share create and revoke (${RUNS} payloads)`, async () => {
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
    const [own] = await H.h.db
      .select({ id: userReports.id })
      .from(userReports)
      .where(eq(userReports.userId, await H.userId("advisor.au")))
      .orderBy(desc(userReports.id))
      .limit(1);
    await run(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: fc.constant(String(own.id)) }, text),
        formOf({ intent: fc.constantFrom("create", "revoke"), linkId: fc.constantFrom("1", "2", "3") }),
        async (reportId, form) => {
          const out = await callRoute(shareRoute.action, {
            url: `/reports/${enc(reportId)}/share`,
            cookie: advisor,
            params: { reportId },
            form,
          });
          expectHandled(out, []);
        },
      ),
    );
  }, 180_000);

  it(`underwriter report toggle, comment, answer, reset and save (${RUNS} payloads)`, async () => {
    const uw = await H.cookieFor("underwriter.au");
    await run(
      fc.asyncProperty(
        formOf({
          intent: fc.constantFrom("toggle", "comment", "answer", "reset", "save", "toggle", "comment"),
          classId: fc.constantFrom(...classIds.map(String)),
          checked: fc.constantFrom("true", "false"),
          comment: fc.constantFrom(...HOSTILE),
          questionId: fc.constantFrom("q1", "uw-1"),
          answer: fc.constantFrom(...HOSTILE.slice(0, 7)),
          insuredBusinessName: fc.constantFrom("Harbour Cafe", "<b>x</b>"),
          js: fc.constant("1"),
        }),
        async (form) => {
          const out = await callRoute(underwriterRoute.action, {
            url: `/industries/${cafe}/report/underwriter-report`,
            cookie: uw,
            params: { id: String(cafe) },
            form,
          });
          // A save without the business name is refused on that field (the page's error summary).
          expectHandled(out, ["insuredBusinessName"]);
        },
      ),
    );
  }, 180_000);

  it(`dashboard intro answer (${RUNS} payloads)`, async () => {
    await run(
      fc.asyncProperty(formOf({ intent: fc.constantFrom("tailored", "quick") }), async (form) => {
        const out = await callRoute(dashboardRoute.action, { url: "/dashboard", cookie: advisor, form });
        expectHandled(out, []);
      }),
    );
  }, 180_000);

  it(`course quiz start and submit (${RUNS} payloads)`, async () => {
    const [course] = await H.h.db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(1);
    const params = { id: String(course.id) };
    const url = `/courses/${course.id}/quiz`;
    const started = await callRoute(courseQuizRoute.action, {
      url,
      cookie: advisor,
      params,
      form: [["intent", "start"]],
    });
    expect(started.status, "the first course has a quiz").toBe(302);
    const attempt = new URL(started.location!, "http://x").searchParams.get("attempt")!;
    await run(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: fc.constant(params.id) }, text),
        formOf({
          intent: fc.constantFrom("submit", "submit", "start"),
          attempt: fc.constantFrom(attempt),
          "q-1": fc.constantFrom("a", "b"),
          "q-q1": fc.constantFrom("a", "b"),
        }),
        async (id, form) => {
          const out = await callRoute(courseQuizRoute.action, { url, cookie: advisor, params: { id }, form });
          expectHandled(out, []);
        },
      ),
    );
  }, 180_000);

  it(`terms answer and log out, each with a new session (${RUNS} payloads)`, async () => {
    await run(
      fc.asyncProperty(
        fc.constantFrom("terms", "logout"),
        formOf({
          intent: fc.constantFrom("agree", "disagree", "logout"),
          defer: fc.constant("1"),
          returnTo: fc.constantFrom(
            "/dashboard",
            "//evil.example",
            "https://evil.example/",
            "/\tevil.example",
          ),
        }),
        async (target, form) => {
          const cookie = await H.cookieFor("newuser.au");
          const out =
            target === "terms"
              ? await callRoute(termsRoute.action, { url: "/account/terms", cookie, form })
              : await callRoute(logoutRoute.action, { url: "/logout", cookie, form });
          expectHandled(out, []);
          const toast = await toastOf(out);
          if (toast)
            expect(toast.message, "a write failure turned into a toast").not.toBe(
              ACCOUNT_MESSAGES.termsFailed,
            );
        },
      ),
    );
  }, 180_000);

  it(`NatCat business location and place suggestions (${RUNS} payloads each)`, async () => {
    const host = "http://natcat.app.test";
    await run(
      fc.asyncProperty(
        formOf({ place: fc.constantFrom("au-2150-parramatta", "au-4000-brisbane") }),
        async (form) => {
          const out = await callRoute(natcatRoute.action, { url: `${host}/natcat`, cookie: advisor, form });
          expectHandled(out, []);
          expect(out.status, "the natcat page answers in the natcat theme").not.toBe(404);
        },
      ),
    );
    await run(
      fc.asyncProperty(formOf({ q: fc.constantFrom("Parra", "2150", "Bris") }), async (form) => {
        const out = await callRoute(placesRoute.loader, {
          url: `${host}/natcat/places.json?${queryOf(form)}`,
          cookie: advisor,
        });
        expectHandled(out, []);
        expect(out.status).toBe(200);
      }),
    );
  }, 180_000);

  // Error keys of the building cost form: the site fields and one per row field (b-0-type, s-2-area…).
  const BUILDING_COST_FIELDS = [
    "country",
    "state",
    "region",
    "industry",
    ...Array.from({ length: 20 }, (_, i) => [
      `b-${i}-type`,
      `b-${i}-area`,
      `s-${i}-feature`,
      `s-${i}-material`,
      `s-${i}-area`,
    ]).flat(),
  ];
  it(`calculators: under-insurance and building cost queries (${RUNS} payloads each)`, async () => {
    await run(
      fc.asyncProperty(
        formOf({
          type: fc.constantFrom("co_insurance", "average"),
          sumInsured: fc.constantFrom("500000", "1e309", "-5"),
          valueAtRisk: fc.constant("800000"),
          loss: fc.constant("100000"),
          coInsurance: fc.constantFrom("80", "100"),
          calculate: fc.constant("1"),
        }),
        async (form) => {
          const out = await callRoute(underInsuranceRoute.loader, {
            url: `/calculator/under-insurance?${queryOf(form)}`,
            cookie: advisor,
          });
          expectHandled(out, ["type", "limit", "sumInsured", "valueAtRisk", "coInsurance", "loss"]);
        },
      ),
    );
    await run(
      fc.asyncProperty(
        formOf({
          country: fc.constantFrom("au", "nz"),
          state: fc.constantFrom("QLD", "NSW"),
          industry: fc.constant("industrial"),
          btype: fc.constantFrom("warehouse", "office"),
          barea: fc.constantFrom("2000", "0", "1e9"),
          sfeature: fc.constant("carpark"),
          smaterial: fc.constant("carpark_concrete_open"),
          sarea: fc.constant("500"),
          add: fc.constantFrom("building", "site"),
          remove: fc.constantFrom("b0", "s0"),
          estimate: fc.constant("1"),
        }),
        async (form) => {
          const out = await callRoute(buildingCostRoute.loader, {
            url: `/calculator/building-cost?${queryOf(form)}`,
            cookie: advisor,
          });
          expectHandled(out, BUILDING_COST_FIELDS);
        },
      ),
    );
  }, 240_000);

  it(`uploads: avatar and company logo (${RUNS} payloads each)`, async () => {
    const admin = await H.cookieFor("admin.au");
    const companiesOf = async () =>
      (
        (await callRoute(companyRoute.loader, { url: "/account/company-information", cookie: admin }))
          .body as {
          companies: Array<{ id: number }>;
        }
      ).companies.map((c) => String(c.id));
    const ids = await companiesOf();
    const multipart = (file: File, field: string, extra: Array<[string, string]>) => {
      const form = new FormData();
      for (const [k, v] of extra) form.append(k, v);
      form.append(field, file);
      return form;
    };
    let stored = 0;
    const fieldName = (valid: string) => fc.oneof({ weight: 5, arbitrary: fc.constant(valid) }, text);
    await run(
      fc.asyncProperty(uploadFile, fieldName("avatar"), async (file, field) => {
        const out = await callRoute(profileRoute.action, {
          url: "/account/user-profile",
          cookie: advisor,
          body: multipart(file, field, [["intent", "avatar"]]),
        });
        expectHandled(out, []);
        const errors = out.body as { avatarError?: string } | null;
        if (out.status === 400)
          expect(errors?.avatarError, "the refusal names the avatar field").toBeTruthy();
      }),
    );
    await run(
      fc.asyncProperty(
        uploadFile,
        fieldName("logo"),
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, text),
        async (file, field, companyId) => {
          const out = await callRoute(companyRoute.action, {
            url: "/account/company-information",
            cookie: admin,
            body: multipart(file, field, [
              ["intent", "logo"],
              ["companyId", companyId.replace(/[\ud800-\udfff]/g, "\ufffd")],
            ]),
          });
          expectHandled(out, []);
          const errors = out.body as { logoError?: string } | null;
          if (out.status === 400) expect(errors?.logoError, "the refusal names the logo field").toBeTruthy();
          if (out.status === 302) stored++;
        },
      ),
    );
    // The real PNGs among the payloads are stored: the fuzzing reaches the image checks and the write.
    expect(stored).toBeGreaterThan(RUNS / 50);
  }, 240_000);

  it(`search, reset password (request and new password) and link entry (${RUNS} payloads each)`, async () => {
    await run(
      fc.asyncProperty(
        formOf({ q: fc.constantFrom("cafe", "bakery", "4511"), page: fc.constant("2") }),
        async (form) => {
          const out = await callRoute(searchRoute.loader, {
            url: `/industries/search?${queryOf(form)}`,
            cookie: advisor,
          });
          expectHandled(out, []);
        },
      ),
    );
    await run(
      fc.asyncProperty(formOf({ email: fc.constantFrom("advisor.au@example.com") }), async (form) => {
        const out = await callRoute(resetRoute.action, { url: "/reset-password", form });
        expectHandled(out, ["email", "userName", "username"]);
      }),
    );
    await run(
      fc.asyncProperty(
        fc.oneof(fc.constant("a".repeat(43)), text),
        formOf({ password: fc.constant("a-long-new-password"), confirm: fc.constant("a-long-new-password") }),
        async (token, form) => {
          const out = await callRoute(resetTokenRoute.action, {
            url: `/reset-password/${enc(token)}`,
            params: { token },
            form,
          });
          expectHandled(out, ["password", "confirm"]);
          expect(out.status, "no password changes with a made-up link").not.toBe(302);
        },
      ),
    );
    await run(
      fc.asyncProperty(
        formOf({ token: fc.constant("abc"), key: fc.constant("partner"), EncryptedData: fc.constant("x") }),
        async (form) => {
          const out = await callRoute(linkRoute.loader, { url: `/link?${queryOf(form)}` });
          expectHandled(out, []);
          expect(out.location).toBe("/");
        },
      ),
    );
  }, 300_000);
});
