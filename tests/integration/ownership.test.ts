import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companyLogoRoute from "~/app/routes/app/account/company-logo";
import * as companyRoute from "~/app/routes/app/account/company-information";
import * as industryQuizRoute from "~/app/routes/app/industries/quiz";
import * as certificatePrintRoute from "~/app/routes/app/points/certificate-print";
import * as previewRoute from "~/app/routes/app/report/preview";
import * as shareRoute from "~/app/routes/app/report/share";
import * as tailoredRoute from "~/app/routes/app/report/tailored";
import * as underwriterRoute from "~/app/routes/app/report/underwriter";
import { createCompany, setCompanyLogo } from "~/server/accounts/companies";
import { checkImage } from "~/server/accounts/images";
import { createUser } from "~/server/accounts/users";
import { loadCurrentUser } from "~/server/accounts/viewer";
import { createSessionToken } from "~/server/auth/sessions";
import { companies, reportShareLinks, userCompanies, userReports } from "~/server/db/schema";
import { apiCall } from "~/tests/support/api-client";
import { callRoute, routeHarness, type Outcome, type RouteHarness } from "~/tests/support/routes";
import { PNG_1X1 } from "~/tests/support/hostile";

/**
 * Ownership (issue #11): every record a user can address by id, asked for by another signed-in
 * user, is "not found" (404): through the web routes and, where an endpoint exists, the API. Each row
 * also runs as the owner first, so a 404 can never come from a broken fixture.
 */
type Ask = (cookie: string, token: string) => Promise<Outcome | { status: number }>;
type Row = { record: string; via: string; ask: Ask; owner?: string; mutates?: boolean; attackers?: string[] };

let H: RouteHarness;
const ids = {
  cafe: 0,
  quizIndustry: 0,
  tailored: 0,
  underwriter: 0,
  link: 0,
  company: 0,
  companyNz: 0,
  primary: 0,
  attempt: 0,
};
const cookies: Record<string, string> = {};
const tokens: Record<string, string> = {};
/** A real image: uploads are decoded and re-encoded (issue #23 item 7). */
const PNG = PNG_1X1;

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await apiCall(H.h.db, method, path, { token, body, ip: "10.3.3.3" });
  return { status: res.status, json: res.json };
}

const industryUrl = (id: number, rest: string) => `/industries/${id}${rest}`;

const ROWS: Row[] = [
  {
    record: "saved tailored report",
    via: "GET tailored-report?tmpl={id}",
    ask: (cookie) =>
      callRoute(tailoredRoute.loader, {
        url: industryUrl(ids.cafe, `/report/tailored-report?tmpl=${ids.tailored}`),
        cookie,
        params: { id: String(ids.cafe) },
      }),
  },
  {
    record: "saved underwriter report",
    via: "GET underwriter-report?tmpl={id}",
    owner: "underwriter.au",
    attackers: ["mallory.uw"],
    ask: (cookie) =>
      callRoute(underwriterRoute.loader, {
        url: industryUrl(ids.cafe, `/report/underwriter-report?tmpl=${ids.underwriter}`),
        cookie,
        params: { id: String(ids.cafe) },
      }),
  },
  {
    record: "saved report",
    via: "GET risk-report/preview?tmpl={id}",
    ask: (cookie) =>
      callRoute(previewRoute.loader, {
        url: industryUrl(ids.cafe, `/risk-report/preview?kind=tailored&tmpl=${ids.tailored}`),
        cookie,
        params: { id: String(ids.cafe) },
      }),
  },
  {
    record: "saved report",
    via: "GET /reports/{id}/share",
    ask: (cookie) =>
      callRoute(shareRoute.loader, {
        url: `/reports/${ids.tailored}/share`,
        cookie,
        params: { reportId: String(ids.tailored) },
      }),
  },
  {
    record: "saved report",
    via: "POST /reports/{id}/share intent=create",
    mutates: true,
    ask: (cookie) =>
      callRoute(shareRoute.action, {
        url: `/reports/${ids.tailored}/share`,
        cookie,
        params: { reportId: String(ids.tailored) },
        form: [["intent", "create"]],
      }),
  },
  {
    record: "share link",
    via: "POST /reports/{own id}/share intent=revoke linkId={id}",
    mutates: true,
    ask: async (cookie) => {
      // The attacker's own report, so only the link id is foreign.
      const own = await ownReportOf(cookie);
      return callRoute(shareRoute.action, {
        url: `/reports/${own}/share`,
        cookie,
        params: { reportId: String(own) },
        form: [
          ["intent", "revoke"],
          ["linkId", String(ids.link)],
        ],
      });
    },
  },
  ...(["update"] as const).map((intent): Row => ({
    record: "company",
    via: `POST /account/company-information intent=${intent}`,
    mutates: true,
    ask: (cookie) =>
      callRoute(companyRoute.action, {
        url: "/account/company-information",
        cookie,
        form: [
          ["intent", intent],
          ["companyId", String(ids.company)],
          ["name", "Taken Over Pty Ltd"],
          ["description", ""],
        ],
      }),
  })),
  {
    record: "company",
    via: "POST /account/company-information (multipart logo upload)",
    mutates: true,
    ask: (cookie) => {
      const form = new FormData();
      form.set("companyId", String(ids.company));
      form.set("logo", new File([PNG], "logo.png", { type: "image/png" }));
      return callRoute(companyRoute.action, {
        url: "/account/company-information",
        cookie,
        body: form,
        method: "POST",
      });
    },
  },
  {
    record: "primary company",
    via: "POST /account/company-information intent=update (primary)",
    owner: "admin.au",
    mutates: true,
    ask: (cookie) =>
      callRoute(companyRoute.action, {
        url: "/account/company-information",
        cookie,
        form: [
          ["intent", "update"],
          ["companyId", String(ids.primary)],
          ["description", "x"],
        ],
      }),
  },
  {
    record: "company logo",
    via: "GET /account/company-logo/{id}",
    ask: (cookie) =>
      callRoute(companyLogoRoute.loader, {
        url: `/account/company-logo/${ids.company}`,
        cookie,
        params: { id: String(ids.company) },
      }),
  },
  {
    record: "quiz attempt",
    via: "GET /industries/{id}/quiz?attempt={id}",
    ask: (cookie) =>
      callRoute(industryQuizRoute.loader, {
        url: industryUrl(ids.quizIndustry, `/quiz?attempt=${ids.attempt}`),
        cookie,
        params: { id: String(ids.quizIndustry) },
      }),
  },
  {
    record: "quiz attempt",
    via: "POST /industries/{id}/quiz intent=submit attempt={id}",
    mutates: true,
    ask: (cookie) =>
      callRoute(industryQuizRoute.action, {
        url: industryUrl(ids.quizIndustry, "/quiz"),
        cookie,
        params: { id: String(ids.quizIndustry) },
        form: [
          ["intent", "submit"],
          ["attempt", String(ids.attempt)],
        ],
      }),
  },
  {
    record: "company",
    via: "API PATCH /user/companies/{id}",
    mutates: true,
    ask: (_c, token) => api("PATCH", `/user/companies/${ids.company}`, token, { name: "Taken Over Pty Ltd" }),
  },
  {
    record: "company logo",
    via: "API GET /user/companies/{id}/logo",
    ask: (_c, token) => api("GET", `/user/companies/${ids.company}/logo`, token),
  },
  {
    record: "company logo",
    via: "API PUT /user/companies/{id}/logo (multipart)",
    mutates: true,
    ask: (_c, token) => {
      const form = new FormData();
      form.set("file", new File([PNG], "logo.png", { type: "image/png" }));
      return api("PUT", `/user/companies/${ids.company}/logo`, token, form);
    },
  },
  {
    // Another owner than the web delete row below: each deletes a company of its own.
    record: "company",
    via: "API DELETE /user/companies/{id}",
    owner: "advisor.nz",
    mutates: true,
    ask: (_c, token) => api("DELETE", `/user/companies/${ids.companyNz}`, token),
  },
  {
    record: "quiz attempt",
    via: "API POST /user/quizzes/{id} (submit answers)",
    mutates: true,
    ask: (_c, token) => api("POST", `/user/quizzes/${ids.attempt}`, token, { answers: [] }),
  },
  {
    record: "company",
    via: "POST /account/company-information intent=delete",
    mutates: true,
    ask: (cookie) =>
      callRoute(companyRoute.action, {
        url: "/account/company-information",
        cookie,
        form: [
          ["intent", "delete"],
          ["companyId", String(ids.company)],
        ],
      }),
  },
  {
    record: "saved report",
    via: "API GET /user/reports/{id}",
    ask: (_c, token) => api("GET", `/user/reports/${ids.tailored}`, token),
  },
  {
    record: "saved report",
    via: "API POST /user/reports {report_id}",
    mutates: true,
    ask: async (_c, token) => {
      const mine = await api("GET", `/user/reports/${ids.tailored}`, tokens["advisor.au"]);
      const { customizations } = mine.json as { customizations: unknown };
      return api("POST", "/user/reports", token, {
        industry_id: ids.cafe,
        report_id: ids.tailored,
        name: "Taken over",
        customizations,
      });
    },
  },
];

/** Certificates have no id: each is the signed-in user's own statement; another type is not found. */
const CERTIFICATE: Row = {
  record: "certificate",
  via: "GET /points/certificate/print?type=cpdnz (an AU user)",
  ask: (cookie) =>
    callRoute(certificatePrintRoute.loader, { url: "/points/certificate/print?type=cpdnz", cookie }),
};

async function ownReportOf(cookie: string) {
  const user = Object.entries(cookies).find(([, c]) => c === cookie)![0];
  const id = await H.userId(user);
  const [row] = await H.h.db
    .select({ id: userReports.id })
    .from(userReports)
    .where(eq(userReports.userId, id))
    .orderBy(desc(userReports.id))
    .limit(1);
  return row.id;
}

/** A company admin of another company, and a plain advisor of the same country. */
const ATTACKERS = ["admin.au", "mallory.au"];

beforeAll(async () => {
  H = await routeHarness();
  for (const [userName, roles] of [
    ["mallory.au", []],
    ["mallory.uw", ["underwriter"]],
  ] as const) {
    await createUser(H.h.db, {
      userName,
      password: "ownership-test-2026",
      personName: userName,
      email: `${userName}@example.com`,
      country: "au",
      roles: [...roles],
      companyName: `${userName} Co`,
      acceptedToc: true,
    });
  }
  for (const name of ["advisor.au", "advisor.nz", "underwriter.au", "admin.au", "mallory.au", "mallory.uw"]) {
    cookies[name] = await H.cookieFor(name);
    tokens[name] = await createSessionToken(H.h.db, await H.userId(name));
  }
  ids.cafe = await H.industryId("RC-4511-001");
  ids.quizIndustry = await H.industryId("RC-1174-001");
  const alice = await H.userId("advisor.au");
  const at = (p: string) => ({ url: industryUrl(ids.cafe, p), params: { id: String(ids.cafe) } });

  const save = (cookie: string, route: typeof tailoredRoute | typeof underwriterRoute, path: string) =>
    callRoute(route.action, {
      ...at(path),
      cookie,
      form: [
        ["intent", "save"],
        ["insuredBusinessName", "Owner's Cafe"],
      ],
    });
  expect((await save(cookies["advisor.au"], tailoredRoute, "/report/tailored-report")).status).toBe(302);
  expect((await save(cookies["underwriter.au"], underwriterRoute, "/report/underwriter-report")).status).toBe(
    302,
  );
  // Attackers have a saved report of their own (for the revoke row).
  for (const a of ["admin.au", "mallory.au"])
    await save(cookies[a], tailoredRoute, "/report/tailored-report");
  const reportOf = async (user: string) => {
    const [row] = await H.h.db
      .select({ id: userReports.id })
      .from(userReports)
      .where(eq(userReports.userId, await H.userId(user)));
    return row.id;
  };
  ids.tailored = await reportOf("advisor.au");
  ids.underwriter = await reportOf("underwriter.au");
  await callRoute(shareRoute.action, {
    url: `/reports/${ids.tailored}/share`,
    cookie: cookies["advisor.au"],
    params: { reportId: String(ids.tailored) },
    form: [["intent", "create"]],
  });
  ids.link = (
    await H.h.db
      .select({ id: reportShareLinks.id })
      .from(reportShareLinks)
      .where(eq(reportShareLinks.userId, alice))
  )[0].id;
  const viewer = (await loadCurrentUser(H.h.db, alice))!;
  const created = await createCompany(H.h.db, alice, { name: "Alice Second Co", description: "" });
  expect(created.ok).toBe(true);
  const [company] = await H.h.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(userCompanies, eq(userCompanies.companyId, companies.id))
    .where(and(eq(userCompanies.userId, alice), eq(userCompanies.isPrimary, false)));
  ids.company = company.id;
  const png = await checkImage(PNG);
  if (!png.ok) throw new Error("fixture image rejected");
  await setCompanyLogo(H.h.db, viewer, ids.company, png.image);
  const bob = await H.userId("advisor.nz");
  expect((await createCompany(H.h.db, bob, { name: "Bob Second Co", description: "" })).ok).toBe(true);
  const [bobs] = await H.h.db
    .select({ id: userCompanies.companyId })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, bob), eq(userCompanies.isPrimary, false)));
  ids.companyNz = bobs.id;
  const [primary] = await H.h.db
    .select({ id: userCompanies.companyId })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, await H.userId("admin.au")), eq(userCompanies.isPrimary, true)));
  ids.primary = primary.id;
  const started = await callRoute(industryQuizRoute.action, {
    url: industryUrl(ids.quizIndustry, "/quiz"),
    cookie: cookies["advisor.au"],
    params: { id: String(ids.quizIndustry) },
    form: [["intent", "start"]],
  });
  ids.attempt = Number(new URL(started.location!, "http://x").searchParams.get("attempt"));
}, 180_000);
afterAll(async () => {
  await H?.close();
});

describe("ownership: another user's id is not found", () => {
  const cases = ROWS.flatMap((row) =>
    (row.attackers ?? ATTACKERS).map((attacker) => ({
      ...row,
      attacker,
      name: `${row.record}: ${row.via} as ${attacker}`,
    })),
  );

  it.each(cases)("$name → 404", async ({ ask, attacker, owner }) => {
    if (owner === attacker) return;
    const out = await ask(cookies[attacker], tokens[attacker]);
    expect(out.status).toBe(404);
  });

  it("certificate of a type that is not the user's → 404", async () => {
    expect((await CERTIFICATE.ask(cookies["advisor.au"], "")).status).toBe(404);
  });

  // Controls: the same requests as the owner are not 404 (mutations last, so they cannot disturb the rest).
  it.each([...ROWS.filter((r) => !r.mutates), ...ROWS.filter((r) => r.mutates)])(
    "control: $record via $via as the owner is found",
    async ({ ask, owner = "advisor.au" }) => {
      const out = await ask(cookies[owner], tokens[owner]);
      expect(out.status).not.toBe(404);
      expect(out.status).toBeLessThan(500);
    },
  );
});
