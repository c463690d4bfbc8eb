import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as previewRoute from "~/app/routes/app/report/preview";
import * as sharedRoute from "~/app/routes/public/shared-report";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { createSessionToken } from "~/server/auth/sessions";
import { userReports } from "~/server/db/schema";
import { selfContained } from "~/server/pdf/inline";
import { COMMENT_TAGS } from "~/server/reports/comments";
import { createShareLink, getDraft, loadReportIntoDraft } from "~/server/reports/store";
import { apiJson } from "~/tests/support/api-client";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";
import { expectInert } from "~/tests/support/hostile";

/**
 * Issue #23 item 3: comments stored through the REST API (and rows stored before the allow-list)
 * reach the share page, the builder preview and the PDF's print HTML only as basic formatting.
 */
const REFRESH = '<meta http-equiv="refresh" content="0;url=https://evil.example/phish">';
const OVERLAY =
  '<div style="position:fixed;inset:0;z-index:99999;background:#fff">Report replaced: call 0400 000 000</div>';
const IMAGES = Array.from({ length: 500 }, (_, i) => `<img src="/industries/${i + 1}">`).join("");
const OTHERS = [
  "<script>alert(1)</script>",
  '<a href="https://evil.example/">click</a>',
  '<iframe src="https://evil.example/"></iframe>',
  "<style>body{display:none}</style>",
  '<link rel="prefetch" href="https://evil.example/p">',
  '<p onclick="alert(1)" class="x" style="color:red">Sprinklers <strong>fitted</strong></p>',
  '<form action="https://evil.example/"><input name="password"></form>',
  '<svg><image href="https://evil.example/i.png"/></svg>',
].join("");
const HOSTILE_COMMENT = `${REFRESH}${OVERLAY}${IMAGES}${OTHERS}`;

let H: RouteHarness;
let userId: number;
let cookie: string;
let token: string;
let cafe: number;
let classIds: number[];

beforeAll(async () => {
  H = await routeHarness();
  userId = await H.userId("advisor.au");
  cookie = await H.cookieFor("advisor.au");
  token = await createSessionToken(H.h.db, userId, { kind: "credentials", userAgent: "api:test" });
  cafe = await H.industryId("RC-4511-001");
  const classes = await api("GET", "/insurance_classes?country=au");
  classIds = (classes.json as Array<{ id: number }>).map((c) => c.id);
}, 120_000);
afterAll(async () => {
  await H?.close();
});

async function api(method: string, path: string, body?: unknown, bearer = token) {
  const res = await apiJson(H.h.db, method, path, { token: bearer, body, ip: "10.4.4.4" });
  return { status: res.status, json: res.json as unknown };
}

const tailored = (comment: string) =>
  JSON.stringify({
    grouping: [
      { id: "recommended", classes: classIds.slice(0, 3), seq: 1 },
      { id: "for_review", classes: [], seq: 2 },
      { id: "for_consideration", classes: [], seq: 3 },
    ],
    comments: [
      { class: classIds[0], comment },
      { class: classIds[1], comment: "Plain text: a < b & c > d" },
    ],
  });

/** The report as its page shows it (the share page, the preview and the PDF print the same markup). */
function render(body: unknown) {
  const { doc, sections } = body as Parameters<typeof ReportDocument>[0];
  return renderToStaticMarkup(createElement(ReportDocument, { doc, sections }));
}

/** No hostile markup anywhere; every comment is allow-listed tags without attributes. */
function expectSafeReport(html: string) {
  expectInert(html);
  const root = parse(html);
  expect(root.querySelectorAll("meta")).toHaveLength(0);
  expect(root.querySelectorAll("style, link, form, input, iframe, svg image, a")).toHaveLength(0);
  expect(html).not.toContain("evil.example");
  expect(html).not.toContain("position:fixed");
  // The avatar and the logo at most; none of the 500 images.
  expect(root.querySelectorAll("img").length).toBeLessThanOrEqual(2);
  const comments = root.querySelectorAll(".report-comment .report-html");
  expect(comments.length).toBeGreaterThanOrEqual(2);
  for (const c of comments) {
    for (const el of c.querySelectorAll("*")) {
      expect(COMMENT_TAGS as readonly string[]).toContain(el.tagName.toLowerCase());
      expect(Object.keys(el.attributes)).toEqual([]);
    }
  }
  // The formatting and the text survive; plain text stays text.
  expect(html).toContain("Sprinklers <strong>fitted</strong>");
  expect(html).toContain("<p>Plain text: a &lt; b &amp; c &gt; d</p>");
}

describe("stored HTML in report comments (issue #23 item 3)", () => {
  let apiReportId: number;

  it("the API stores a hostile comment only as allow-listed formatting", async () => {
    const saved = await api("POST", "/user/reports", {
      industry_id: cafe,
      name: "Hostile Cafe",
      customizations: [{ section: "hazard_index", customization: tailored(HOSTILE_COMMENT) }],
    });
    expect(saved.status).toBe(201);
    apiReportId = (saved.json as { id: number }).id;
    const [row] = await H.h.db.select().from(userReports).where(eq(userReports.id, apiReportId));
    const stored = JSON.parse(row.customizations[0].customization) as {
      comments: Array<{ comment: string }>;
    };
    const text = stored.comments.map((c) => c.comment).join("");
    expect(text).not.toMatch(/<(meta|img|div|a|iframe|style|link|script|form|svg|image)\b/i);
    expect(text).not.toMatch(/\s(style|on\w+|href|src|class)=/i);
    expect(text).toContain("Sprinklers <strong>fitted</strong>");
    // Reading it back through the API gives the same clean text.
    const read = await api("GET", `/user/reports/${apiReportId}`);
    const back = (read.json as { customizations: Array<{ customization: string }> }).customizations[0];
    expect(back.customization).toBe(row.customizations[0].customization);
  });

  it("an underwriter customization is cleaned the same way", async () => {
    // Underwriter reports are an underwriter's (policy report.underwriter).
    const underwriter = await createSessionToken(H.h.db, await H.userId("underwriter.au"), {
      kind: "credentials",
      userAgent: "api:test",
    });
    const saved = await api(
      "POST",
      "/user/reports",
      {
        industry_id: cafe,
        name: "Hostile Underwriter",
        customizations: [
          {
            section: "hazard_index_underwriter",
            customization: JSON.stringify({
              classes: [{ id: classIds[0], checked: true, comments: HOSTILE_COMMENT, checklist: [] }],
            }),
          },
        ],
      },
      underwriter,
    );
    expect(saved.status).toBe(201);
    const custom = JSON.parse(
      (saved.json as { customizations: Array<{ customization: string }> }).customizations[0].customization,
    ) as { classes: Array<{ comments: string }> };
    expect(custom.classes[0].comments).not.toMatch(/<(meta|img|div|a|iframe|style|link|script)\b/i);
  });

  /** A row written before the allow-list existed (or by any other path): raw hostile HTML. */
  async function legacyRow() {
    const [row] = await H.h.db
      .insert(userReports)
      .values({
        userId,
        industryId: cafe,
        kind: "tailored",
        name: "Legacy Cafe",
        sections: null,
        customizations: [{ section: "hazard_index", customization: tailored(HOSTILE_COMMENT) }],
      })
      .returning({ id: userReports.id });
    return row.id;
  }

  it("the share page and its print HTML show none of it, for API rows and raw legacy rows", async () => {
    for (const reportId of [apiReportId, await legacyRow()]) {
      const link = (await createShareLink(H.h.db, userId, reportId)) as { token?: string } | null;
      if (!link?.token) throw new Error("no share link");
      const out = await callRoute(sharedRoute.loader, {
        url: `/shared/reports/${link.token}`,
        params: { token: link.token },
      });
      expect(out.status).toBe(200);
      const html = render(out.body);
      expectSafeReport(html);
      // What the PDF engine receives: the same page made self-contained.
      const printed = await selfContained(`<html><head></head><body>${html}</body></html>`, async () => null);
      expectSafeReport(printed);
    }
  });

  it("a legacy row opened in the builder (?tmpl=) becomes a draft with clean comments", async () => {
    const reportId = await legacyRow();
    expect(await loadReportIntoDraft(H.h.db, userId, cafe, "tailored", reportId)).toBe(true);
    const draft = await getDraft(H.h.db, userId, cafe, "tailored");
    const text = JSON.stringify(draft.customization);
    expect(text).not.toMatch(/<(meta|img|div|a|iframe|style|link|script|form|svg|image)\b/i);
    expect(text).toContain("Sprinklers <strong>fitted</strong>");
  });

  it("the builder preview shows none of it", async () => {
    for (const reportId of [apiReportId, await legacyRow()]) {
      const out = await callRoute(previewRoute.loader, {
        url: `/industries/${cafe}/risk-report/preview?kind=tailored&tmpl=${reportId}`,
        cookie,
        params: { id: String(cafe) },
      });
      expect(out.status).toBe(200);
      expectSafeReport(render(out.body));
    }
  });
});
