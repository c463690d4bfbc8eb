import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as avatarRoute from "~/app/routes/app/account/avatar";
import * as sharedImageRoute from "~/app/routes/public/shared-report-image";
import * as sharedRoute from "~/app/routes/public/shared-report";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { setCompanyLogo, userCompanyList } from "~/server/accounts/companies";
import { checkImage } from "~/server/accounts/images";
import { getAvatar, setAvatar } from "~/server/accounts/profile";
import { loadCurrentUser } from "~/server/accounts/viewer";
import { selfContained } from "~/server/pdf/inline";
import { createShareLink, revokeShareLink, saveReport, listShareLinks } from "~/server/reports/store";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Issue #23 item 11: a shared report shows its author's photo and company logo, to a viewer without
 * an account and to a signed-in viewer alike (not the viewer's own photo), on the page and in the
 * PDF; the images answer only while the link is live.
 */
let H: RouteHarness;
let author: number;
let viewerCookie: string;
let token: string;
let linkId: number;
let authorAvatar: string;
let authorLogo: string;

const solid = async (background: string) => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
  const checked = await checkImage(png);
  if (!checked.ok) throw new Error(checked.error);
  return checked.image;
};

beforeAll(async () => {
  H = await routeHarness();
  author = await H.userId("admin.au"); // a CompanyAdmin may set the primary company's logo
  const viewer = await H.userId("advisor.au");
  viewerCookie = await H.cookieFor("advisor.au");
  const avatar = await solid("#f00");
  await setAvatar(H.h.db, author, avatar);
  authorAvatar = avatar.sha256;
  await setAvatar(H.h.db, viewer, await solid("#00f"));
  const [primary] = await userCompanyList(H.h.db, author);
  const logo = await solid("#0f0");
  const set = await setCompanyLogo(H.h.db, (await loadCurrentUser(H.h.db, author))!, primary.id, logo);
  expect(set.ok).toBe(true);
  authorLogo = logo.sha256;
  const cafe = await H.industryId("RC-4511-001");
  const saved = await saveReport(H.h.db, author, cafe, "tailored", { grouping: [], comments: [] });
  if (!saved.ok) throw new Error(saved.message);
  const link = await createShareLink(H.h.db, author, saved.id);
  if (!link?.ok) throw new Error("no link");
  token = link.token;
  linkId = (await listShareLinks(H.h.db, author, saved.id))[0].id;
}, 120_000);
afterAll(async () => {
  await H?.close();
});

async function sharedPage(cookie?: string) {
  const out = await callRoute(sharedRoute.loader, {
    url: `/shared/reports/${token}`,
    params: { token },
    cookie,
  });
  expect(out.status).toBe(200);
  const { doc, sections } = out.body as Parameters<typeof ReportDocument>[0];
  return { doc, html: renderToStaticMarkup(createElement(ReportDocument, { doc, sections })) };
}

/** What the browser (or the PDF's asset fetcher) gets for an image URL of the page. */
async function fetchImage(url: string, cookie?: string) {
  const path = new URL(url, "http://app.test").pathname;
  const kind = path.split("/").pop()!;
  const route = path.startsWith("/shared/") ? sharedImageRoute : avatarRoute;
  const out = await callRoute(route.loader, {
    url,
    // The router's :token is the one in the URL.
    params: path.startsWith("/shared/") ? { token: path.split("/")[3] } : {},
    cookie,
  });
  if (out.status !== 200) return { status: out.status, sha256: null, kind };
  return { status: 200, sha256: (out.headers.get("etag") ?? "").replace(/"/g, ""), kind };
}

describe("shared report: the author's photo and logo (issue #23 item 11)", () => {
  it("an anonymous viewer's page links the author's photo and logo by the share token, and they load", async () => {
    const { doc, html } = await sharedPage();
    expect(doc.advisor.avatarUrl).toMatch(new RegExp(`^/shared/reports/${token}/avatar\\?v=`));
    expect(doc.company?.logoUrl).toMatch(new RegExp(`^/shared/reports/${token}/logo\\?v=`));
    expect(html).toContain(`src="/shared/reports/${token}/avatar?v=`);
    expect(html).toContain(`src="/shared/reports/${token}/logo?v=`);
    expect(html).not.toContain("/account/");
    expect(await fetchImage(doc.advisor.avatarUrl!)).toMatchObject({ status: 200, sha256: authorAvatar });
    expect(await fetchImage(doc.company!.logoUrl!)).toMatchObject({ status: 200, sha256: authorLogo });
  });

  it("a signed-in viewer sees the author's photo, not their own", async () => {
    const { doc } = await sharedPage(viewerCookie);
    const shown = await fetchImage(doc.advisor.avatarUrl!, viewerCookie);
    expect(shown.sha256).toBe(authorAvatar);
    expect(shown.sha256).not.toBe((await getAvatar(H.h.db, await H.userId("advisor.au")))!.sha256);
  });

  it("the PDF's print document inlines the author's images", async () => {
    const { html } = await sharedPage();
    const images = new Map<string, string>();
    const printed = await selfContained(`<html><body>${html}</body></html>`, async (path) => {
      const res = (await sharedImageRoute.loader({
        request: new Request(new URL(path, "http://app.test")),
        params: { token },
        context: {},
      } as never)) as Response;
      images.set(path, res.headers.get("etag") ?? "");
      return { contentType: res.headers.get("content-type")!, body: Buffer.from(await res.arrayBuffer()) };
    });
    expect([...images.values()].sort()).toEqual([`"${authorAvatar}"`, `"${authorLogo}"`].sort());
    // Every picture of the author's (the photo; the logo on the cover, company profile and back cover)
    // is inlined, none left pointing at the site.
    const referenced = (html.match(/src="\/shared\/reports\/[^"]+"/g) ?? []).length;
    expect(referenced).toBeGreaterThanOrEqual(2);
    expect((printed.match(/src="data:image\/png;base64,/g) ?? []).length).toBe(referenced);
    expect(printed).not.toContain('src="/shared/reports/');
  });

  it("the images stop with the link, and another token gets nothing", async () => {
    expect((await fetchImage(`/shared/reports/${"x".repeat(32)}/avatar`)).status).toBe(404);
    expect(await revokeShareLink(H.h.db, author, linkId)).toBe(true);
    expect((await fetchImage(`/shared/reports/${token}/avatar`)).status).toBe(404);
    expect((await fetchImage(`/shared/reports/${token}/logo`)).status).toBe(404);
  });
});
