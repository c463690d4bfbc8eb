import { z } from "zod";
import { attemptLogin } from "../auth/login";
import { createSessionToken, revokeSessionToken } from "../auth/sessions";
import { COUNTRIES, SETTING_DEFINITIONS } from "../accounts/catalogue";
import type { DbOrTx } from "../db/client";
import { openIndustry } from "../industries/access";
import { findIndustry, industryCodes, listTaxonomies, type Industry } from "../industries/catalogue";
import { recentIndustries } from "../industries/history";
import { searchIndustries } from "../industries/search";
import { contentCountry, isTrial } from "../policy/policy";
import { classVisibleIn, hazardIndex, riskModel } from "../risk/model";
import { industryContent, mediaFor } from "../risk/writeups";
import { TailoredSchema, UnderwriterSchema } from "../reports/customization";
import { ownReport, recentReports } from "../reports/store";
import { saveApiReport } from "./reports";
import { stripNul } from "../http/forms";
import { ApiError, json, notFound, paged, parseJsonBody, parseQuery, type ApiAuth } from "./http";

export type ApiContext = {
  db: DbOrTx;
  request: Request;
  url: URL;
  params: Record<string, string>;
  auth: ApiAuth | null;
  ip: string;
};

export type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path under /api/v2, e.g. /industries/{id}. */
  path: string;
  summary: string;
  auth: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Form-encoded body (the token endpoint). */
  form?: z.ZodType;
  response: z.ZodType;
  paged?: boolean;
  handler: (ctx: ApiContext) => Promise<Response>;
};

// ---- Schemas (the OpenAPI document is generated from these) ------------------------------

const Country = z.enum(["au", "nz", "gb"]);
const IndustrySummary = z.object({ id: z.number(), code: z.string(), name: z.string(), anzsic: z.string() });
const IndustrySchema = IndustrySummary.extend({
  alias: z.array(z.string()),
  has_market: z.boolean(),
  related_industries: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  classifications: z.array(
    z.object({ code: z.string(), name: z.string(), taxonomy: z.object({ name: z.string() }) }),
  ),
  indicative_rates: z.array(z.object({ country: z.string(), avg: z.number(), weight: z.number() })),
});
const InsuranceClassRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const HazardItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  insurance_class: InsuranceClassRef.extend({ includes: z.array(z.string()) }),
  rating: z.number().min(0).max(100),
  grade: z.enum(["LOW", "MEDIUM", "HIGH"]),
  classes: z.array(z.string()),
  comment: z.string(),
});
const ChecklistItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["Core", "General", "Key"]),
  insurance_class: InsuranceClassRef,
  section: z.string(),
  question: z.string(),
});
const ReportSummary = z.object({
  id: z.number(),
  industry_id: z.number(),
  industry_name: z.string(),
  name: z.string(),
  report_id: z.string(),
  date: z.string(),
  last_updated_on: z.string(),
});
const ReportSchema = ReportSummary.extend({
  customizations: z.array(z.object({ section: z.string(), customization: z.string() })),
});
export const SaveReportBody = z.object({
  industry_id: z.number().int().positive(),
  /** An existing report of this user to update; omitted or null creates one. */
  report_id: z.number().int().positive().nullable().optional(),
  name: z.string().trim().min(1).max(200),
  customizations: z
    .array(
      z.object({
        section: z.enum(["hazard_index", "hazard_index_underwriter"]),
        customization: z.string().max(200_000),
      }),
    )
    .min(1)
    .max(2),
});
const TokenForm = z.object({
  grant_type: z.literal("password"),
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1000),
  client_id: z.string().min(1).max(100),
});
const Ok = z.object({ ok: z.literal(true) });

// ---- Helpers ------------------------------------------------------------------------------

/** An industry as the API user may open it: the web rules (trial, search limit) with JSON errors. */
async function industryFor(ctx: ApiContext): Promise<Industry> {
  const { user } = ctx.auth!;
  const id = Number(ctx.params.id);
  try {
    const opened = await openIndustry(ctx.db as never, ctx.request, user, String(id));
    return opened;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      // An alias: answer with its main industry.
      const target = await findIndustry(ctx.db, id);
      const main = target?.aliasOfId ? await findIndustry(ctx.db, target.aliasOfId) : null;
      if (main) return main;
    }
    const init = (thrown as { init?: { status?: number }; data?: { message?: string | null } }) ?? {};
    const status = thrown instanceof Response ? thrown.status : (init.init?.status ?? 500);
    const message = init.data?.message ?? "Not found";
    if (status === 429) {
      await revokeSessionToken(ctx.db, ctx.auth!.token);
      throw new ApiError(429, "search_limit", message);
    }
    if (status === 403) throw new ApiError(403, "forbidden", message);
    if (status === 404) throw notFound();
    throw thrown;
  }
}

const reportSummary = (r: {
  id: number;
  industryId: number;
  industryName: string;
  name: string;
  kind: string;
  updatedAt: Date;
  createdAt?: Date;
}) => ({
  id: r.id,
  industry_id: r.industryId,
  industry_name: r.industryName,
  name: r.name,
  report_id: r.kind === "underwriter" ? "hazard_index_underwriter" : "hazard_index",
  date: (r.createdAt ?? r.updatedAt).toISOString().slice(0, 10),
  last_updated_on: r.updatedAt.toISOString(),
});

// ---- Endpoints ----------------------------------------------------------------------------

export const ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/token",
    summary:
      "Password grant: form-encoded username, password, grant_type=password, client_id; returns access_token.",
    auth: false,
    form: TokenForm,
    response: z.object({ access_token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number() }),
    async handler(ctx) {
      const type = ctx.request.headers.get("content-type") ?? "";
      if (!type.includes("application/x-www-form-urlencoded"))
        throw new ApiError(415, "unsupported_media_type", "Send the token request form-encoded.");
      const parsed = TokenForm.safeParse(
        Object.fromEntries(
          [...new URLSearchParams(await ctx.request.text())].map(([k, v]) => [k, stripNul(v)]),
        ),
      );
      if (!parsed.success)
        throw new ApiError(
          400,
          "invalid_request",
          "username, password, grant_type=password and client_id are required.",
        );
      const result = await attemptLogin(ctx.db, {
        username: parsed.data.username,
        password: parsed.data.password,
        ip: ctx.ip,
      });
      if (!result.ok)
        throw new ApiError(
          result.status,
          result.status === 429 ? "too_many_attempts" : "invalid_grant",
          result.message,
        );
      const token = await createSessionToken(ctx.db, result.userId, {
        kind: "credentials",
        userAgent: `api:${parsed.data.client_id}`,
        ip: ctx.ip,
      });
      const days = Number(process.env.SESSION_DAYS ?? 14);
      return json({ access_token: token, token_type: "Bearer", expires_in: days * 86400 });
    },
  },
  {
    method: "DELETE",
    path: "/token",
    summary: "Revokes the access token of this request.",
    auth: true,
    response: Ok,
    async handler(ctx) {
      await revokeSessionToken(ctx.db, ctx.auth!.token);
      return json({ ok: true });
    },
  },
  {
    method: "GET",
    path: "/user",
    summary: "The signed-in user.",
    auth: true,
    response: z.object({
      id: z.number(),
      user_name: z.string(),
      roles: z.array(z.string()),
      is_user_accepted_toc: z.boolean().nullable(),
      person_name: z.string(),
      email: z.string(),
      organisation_id: z.number().nullable(),
      country: z.enum(COUNTRIES),
    }),
    async handler({ auth }) {
      const u = auth!.user;
      return json({
        id: u.id,
        user_name: u.userName,
        roles: u.roles,
        is_user_accepted_toc: u.isUserAcceptedToc,
        person_name: u.personName,
        email: u.email,
        organisation_id: u.organisationId,
        country: u.country,
      });
    },
  },
  {
    method: "GET",
    path: "/user/settings",
    summary: "The user's settings with their defaults and options.",
    auth: true,
    response: z.array(
      z.object({
        key: z.string(),
        value: z.string(),
        default_value: z.string(),
        default_options: z.array(z.object({ value: z.string(), label: z.string() })),
      }),
    ),
    async handler({ auth }) {
      const s = auth!.user.settings as Record<string, string>;
      return json(
        SETTING_DEFINITIONS.map((d) => ({
          key: d.key,
          value: s[d.key] ?? d.defaultValue,
          default_value: d.defaultValue,
          default_options: d.defaultOptions,
        })),
      );
    },
  },
  {
    method: "GET",
    path: "/taxonomies",
    summary: "Industry classifications (ANZSIC 2006, UK SIC 2007, NAICS 2017).",
    auth: true,
    response: z.array(
      z.object({
        id: z.number(),
        abbr: z.string(),
        revision: z.string(),
        name: z.string(),
        route: z.string(),
      }),
    ),
    async handler({ db }) {
      return json(
        (await listTaxonomies(db)).map(({ id, abbr, revision, name, route }) => ({
          id,
          abbr,
          revision,
          name,
          route,
        })),
      );
    },
  },
  {
    method: "GET",
    path: "/user/history/industries",
    summary: "Industries the user opened recently (10 most recent).",
    auth: true,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
    response: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), date: z.string() })),
    async handler(ctx) {
      const q = parseQuery(z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }), ctx.url);
      const rows = await recentIndustries(ctx.db as never, ctx.auth!.user.id, q.limit);
      return json(rows.map((r) => ({ id: r.id, name: r.name, code: r.code, date: r.date })));
    },
  },
  {
    method: "GET",
    path: "/industries",
    summary:
      "Industry search: q (keyword; a number is a code), or code; withQuizOnly; paged with a Link rel=next header.",
    auth: true,
    paged: true,
    query: z.object({
      q: z.string().max(200).optional(),
      code: z.string().max(40).optional(),
      withQuizOnly: z.enum(["true", "false", "1", "0"]).optional(),
      page: z.coerce.number().int().min(1).max(1000).default(1),
    }),
    response: z.object({ data: z.array(IndustrySummary), page: z.number(), total: z.number() }),
    async handler(ctx) {
      const q = parseQuery(this.query!, ctx.url) as {
        q?: string;
        code?: string;
        withQuizOnly?: string;
        page: number;
      };
      const user = ctx.auth!.user;
      const result = await searchIndustries(ctx.db, q.code ?? q.q ?? "", {
        page: q.page,
        trial: isTrial(user),
        quizCountry: q.withQuizOnly === "true" || q.withQuizOnly === "1" ? contentCountry(user) : null,
      });
      return paged(
        ctx.url,
        result.hits.map((h) => ({ id: h.id, code: h.code, name: h.name, anzsic: h.anzsic })),
        q.page,
        result.hasNext,
        { total: result.total },
      );
    },
  },
  {
    method: "GET",
    path: "/industries/{id}",
    summary: "One industry with its codes, related industries and indicative rates.",
    auth: true,
    response: IndustrySchema,
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const model = await riskModel(ctx.db);
      const [content, codes] = await Promise.all([
        industryContent(ctx.db, model, industry),
        industryCodes(ctx.db, industry),
      ]);
      return json({
        id: industry.id,
        code: industry.code,
        name: industry.name,
        anzsic: industry.anzsic,
        alias: [],
        has_market: content.hasMarket,
        related_industries: content.related.map(({ id, code, name }) => ({ id, code, name })),
        classifications: codes.flatMap((c) =>
          c.codes.map((x) => ({ code: x.code, name: x.name, taxonomy: { name: c.taxonomy } })),
        ),
        indicative_rates: content.indicativeRates.map((r) => ({
          country: r.country,
          avg: r.avg,
          weight: r.weight,
        })),
      });
    },
  },
  {
    method: "GET",
    path: "/industries/{id}/hazard_index/{country}",
    summary: "Hazard index items of an industry for a country, highest rating first.",
    auth: true,
    response: z.object({ data: z.array(HazardItemSchema) }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const country = Country.safeParse(ctx.params.country);
      if (!country.success) throw new ApiError(400, "invalid_request", "country: use au, nz or gb");
      const model = await riskModel(ctx.db);
      const items = hazardIndex(model, industry, country.data).sort((a, b) => b.rating - a.rating);
      const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      return json({
        data: items.map((i) => ({
          id: i.id,
          name: i.name,
          slug: i.slug,
          icon: `/icons/classes/${i.slug}.svg`,
          insurance_class: { id: i.id, name: i.name, slug: i.slug, includes: i.includes },
          rating: i.rating,
          grade: i.grade,
          classes: i.includes,
          comment: `<ul>${i.reasons.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>`,
        })),
      });
    },
  },
  {
    method: "GET",
    path: "/industries/{id}/exposures/{country}",
    summary: "Significant exposures of an industry.",
    auth: true,
    response: z.object({ data: z.array(z.string()) }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const content = await industryContent(ctx.db, await riskModel(ctx.db), industry);
      return json({ data: content.exposures });
    },
  },
  {
    method: "GET",
    path: "/industries/{id}/materials_equipment/{country}",
    summary: "Materials and equipment of an industry.",
    auth: true,
    response: z.object({ data: z.array(z.string()) }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const content = await industryContent(ctx.db, await riskModel(ctx.db), industry);
      return json({ data: content.materials });
    },
  },
  {
    method: "GET",
    path: "/industries/{id}/checklist",
    summary:
      "Risk checklist questions (type Core/General/Key, categories = class ids), page_size up to 100, Link rel=next.",
    auth: true,
    paged: true,
    query: z.object({
      type: z.enum(["Core", "General", "Key"]).optional(),
      categories: z.string().max(400).optional(),
      page: z.coerce.number().int().min(1).max(1000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(100),
    }),
    response: z.object({ data: z.array(ChecklistItem), page: z.number() }),
    async handler(ctx) {
      const q = parseQuery(this.query!, ctx.url) as {
        type?: "Core";
        categories?: string;
        page: number;
        page_size: number;
      };
      const industry = await industryFor(ctx);
      const model = await riskModel(ctx.db);
      const content = await industryContent(ctx.db, model, industry);
      const bySlug = new Map(model.classes.map((c) => [c.slug, c]));
      const wanted = q.categories ? new Set(q.categories.split(",").map(Number)) : null;
      const seen = new Set<string>();
      const all = content.checklist
        .filter((c) => !seen.has(c.id) && seen.add(c.id))
        .filter((c) => (!q.type || c.type === q.type) && classVisibleIn(c.classSlug, ctx.auth!.user.country))
        .map((c) => ({ c, cls: bySlug.get(c.classSlug) }))
        .filter(({ cls }) => cls && (!wanted || wanted.has(cls.id)))
        .map(({ c, cls }) => ({
          id: c.id,
          title: cls!.name,
          type: c.type,
          insurance_class: { id: cls!.id, name: cls!.name, slug: cls!.slug },
          section: c.section,
          question: c.question,
        }));
      const start = (q.page - 1) * q.page_size;
      return paged(ctx.url, all.slice(start, start + q.page_size), q.page, start + q.page_size < all.length);
    },
  },
  {
    method: "GET",
    path: "/industries/{id}/endorsements",
    summary: "ISR Mark IV / Mark V endorsements of an industry (au).",
    auth: true,
    response: z.object({
      data: z.array(
        z.object({
          code: z.string(),
          heading: z.string(),
          text: z.string(),
          explanation: z.string(),
          type: z.string(),
        }),
      ),
    }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const content = await industryContent(ctx.db, await riskModel(ctx.db), industry);
      return json({ data: content.endorsements });
    },
  },
  {
    method: "GET",
    path: "/industries/{id}/media",
    summary: "Media of an industry grouped into image and video.",
    auth: true,
    response: z.object({
      image: z.array(
        z.object({
          id: z.number(),
          content_url: z.string(),
          thumbnail_url: z.string(),
          description: z.string(),
          source: z.string(),
        }),
      ),
      video: z.array(z.unknown()),
    }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const map = (rows: Awaited<ReturnType<typeof mediaFor>>) =>
        rows.map((m) => ({
          id: m.id,
          content_url: m.contentUrl,
          thumbnail_url: m.thumbnailUrl,
          description: m.description,
          source: m.source,
        }));
      const [image, video] = await Promise.all([
        mediaFor(ctx.db, industry.id, "image"),
        mediaFor(ctx.db, industry.id, "video"),
      ]);
      return json({ image: map(image), video: map(video) });
    },
  },
  {
    method: "GET",
    path: "/insurance_classes",
    summary: "Insurance classes visible in a country.",
    auth: true,
    query: z.object({ country: Country.optional() }),
    response: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        slug: z.string(),
        fallback_id: z.number().nullable(),
        grouping: z.string(),
        includes: z.array(z.string()),
      }),
    ),
    async handler(ctx) {
      const q = parseQuery(this.query!, ctx.url) as { country?: "au" | "nz" | "gb" };
      const country = q.country ?? contentCountry(ctx.auth!.user);
      const model = await riskModel(ctx.db);
      return json(
        model.classes
          .filter((c) => classVisibleIn(c.slug, country))
          .map((c) => ({
            id: c.id,
            name: c.name,
            slug: c.slug,
            fallback_id: c.fallbackId,
            grouping: c.grouping,
            includes: c.includes,
          })),
      );
    },
  },
  {
    method: "GET",
    path: "/user/reports",
    summary: "The user's saved reports, most recent first.",
    auth: true,
    response: z.array(ReportSummary),
    async handler(ctx) {
      const userId = ctx.auth!.user.id;
      const [tailored, underwriter] = await Promise.all([
        recentReports(ctx.db, userId, "tailored", 100),
        recentReports(ctx.db, userId, "underwriter", 100),
      ]);
      return json(
        [...tailored, ...underwriter].sort((a, b) => +b.updatedAt - +a.updatedAt).map(reportSummary),
      );
    },
  },
  {
    method: "GET",
    path: "/user/reports/{id}",
    summary: "One saved report of the user (another user's id is 404).",
    auth: true,
    response: ReportSchema,
    async handler(ctx) {
      const report = await ownReport(ctx.db, ctx.auth!.user.id, Number(ctx.params.id));
      if (!report) throw notFound();
      const industry = await findIndustry(ctx.db, report.industryId);
      return json({
        ...reportSummary({ ...report, industryName: industry?.name ?? "" }),
        customizations: report.customizations,
      });
    },
  },
  {
    method: "POST",
    path: "/user/reports",
    summary:
      "Saves a report: {industry_id, report_id, name, customizations[{section, customization (JSON text)}]}.",
    auth: true,
    body: SaveReportBody,
    response: ReportSchema,
    async handler(ctx) {
      const body = await parseJsonBody(SaveReportBody, ctx.request);
      for (const c of body.customizations) {
        let value: unknown;
        try {
          value = JSON.parse(c.customization);
        } catch {
          throw new ApiError(400, "invalid_request", "customizations.customization: not valid JSON");
        }
        const schema = c.section === "hazard_index" ? TailoredSchema : UnderwriterSchema;
        if (!schema.safeParse(value).success)
          throw new ApiError(
            400,
            "invalid_request",
            `customizations.customization: not a valid ${c.section}`,
          );
      }
      ctx.params.id = String(body.industry_id);
      const industry = await industryFor(ctx);
      const saved = await saveApiReport(ctx.db, ctx.auth!.user.id, industry, body);
      if (!saved) throw notFound();
      return json(
        { ...reportSummary({ ...saved, industryName: industry.name }), customizations: saved.customizations },
        body.report_id ? 200 : 201,
      );
    },
  },
];
