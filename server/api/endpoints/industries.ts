import { z } from "zod";
import { industryCodes, listTaxonomies } from "../../industries/catalogue";
import { recentIndustries } from "../../industries/history";
import { searchIndustries } from "../../industries/search";
import { classActive, contentCountry, isTrial } from "../../policy/policy";
import { classVisibleIn, riskModel } from "../../risk/model";
import { restrictContent, viewerHazardIndex } from "../../risk/restriction";
import { industryContent, mediaFor } from "../../risk/writeups";
import { ApiError, json, paged, parseQuery } from "../http";
import { Country, industryFor } from "./shared";
import type { Endpoint } from "./types";

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
  /** false for a restricted user's class outside the subscription: rating, grade and comment are null. */
  active: z.boolean(),
  rating: z.number().min(0).max(100).nullable(),
  grade: z.enum(["LOW", "MEDIUM", "HIGH"]).nullable(),
  classes: z.array(z.string()),
  comment: z.string().nullable(),
});
const ChecklistItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["Core", "General", "Key"]),
  insurance_class: InsuranceClassRef,
  section: z.string(),
  question: z.string(),
});

/** Taxonomies, search history, industry search and the industry pages, insurance classes. */
const MediaItem = z.object({
  id: z.number(),
  content_url: z.string(),
  thumbnail_url: z.string(),
  description: z.string(),
  source: z.string(),
});
const mediaJson = (m: Awaited<ReturnType<typeof mediaFor>>[number]) => ({
  id: m.id,
  content_url: m.contentUrl,
  thumbnail_url: m.thumbnailUrl,
  description: m.description,
  source: m.source,
});

export const INDUSTRY_ENDPOINTS: Endpoint[] = [
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
      const rows = await recentIndustries(ctx.db, ctx.auth!.user.id, q.limit);
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
    summary:
      "Hazard index items of an industry for a country, highest rating first; a restricted user's classes outside the subscription follow with active: false and no rating or comment.",
    auth: true,
    response: z.object({ data: z.array(HazardItemSchema) }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const country = Country.safeParse(ctx.params.country);
      if (!country.success) throw new ApiError(400, "invalid_request", "country: use au, nz or gb");
      const model = await riskModel(ctx.db);
      const { items, inactive } = viewerHazardIndex(model, industry, country.data, ctx.auth!.user);
      const includes = new Map(model.classes.map((c) => [c.id, c.includes]));
      const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      return json({
        data: [
          ...items.map((i) => ({
            id: i.id,
            name: i.name,
            slug: i.slug,
            icon: `/icons/classes/${i.slug}.svg`,
            insurance_class: { id: i.id, name: i.name, slug: i.slug, includes: i.includes },
            active: true,
            rating: i.rating,
            grade: i.grade,
            classes: i.includes,
            comment: `<ul>${i.reasons.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>`,
          })),
          ...inactive.map((c) => ({
            id: c.id,
            name: c.name,
            slug: c.slug,
            icon: `/icons/classes/${c.slug}.svg`,
            insurance_class: { id: c.id, name: c.name, slug: c.slug, includes: includes.get(c.id) ?? [] },
            active: false,
            rating: null,
            grade: null,
            classes: includes.get(c.id) ?? [],
            comment: null,
          })),
        ],
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
      "Risk checklist questions (type Core/General/Key, categories = class ids), page_size up to 100, Link rel=next. A restricted user gets no questions of classes outside the subscription.",
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
      const content = restrictContent(await industryContent(ctx.db, model, industry), model, ctx.auth!.user);
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
      image: z.array(MediaItem),
      video: z.array(MediaItem.extend({ captions_url: z.string().nullable() })),
    }),
    async handler(ctx) {
      const industry = await industryFor(ctx);
      const [image, video] = await Promise.all([
        mediaFor(ctx.db, industry.id, "image"),
        mediaFor(ctx.db, industry.id, "video"),
      ]);
      return json({
        image: image.map(mediaJson),
        video: video.map((m) => ({ ...mediaJson(m), captions_url: m.captionsUrl })),
      });
    },
  },
  {
    method: "GET",
    path: "/insurance_classes",
    summary:
      "Insurance classes visible in a country; active is false for a restricted user's classes outside the subscription.",
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
        active: z.boolean(),
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
            active: classActive(ctx.auth!.user, c.id),
          })),
      );
    },
  },
];
