import { z } from "zod";
import { defaultTimeZone, pointsStatement, pointsSummary } from "../../points/points";
import { nothingToCertifyMessage } from "../../points/certificate";
import { pointTypes } from "../../policy/policy";
import { json, notFound, parseQuery } from "../http";
import type { Endpoint } from "./types";

const Period = z.object({ start: z.string(), end: z.string() });
const Card = z.object({
  type: z.enum(["cip", "cpd", "cpdnz"]),
  label: z.string(),
  title: z.string(),
  total: z.number(),
  cap: z.number(),
  required: z.number(),
  period: Period,
});
const Statement = z.object({
  type: z.enum(["cip", "cpd", "cpdnz"]),
  period: Period,
  total: z.number(),
  /** Whether a Certificate of Eligibility can be issued for this period; with 0 points, why not. */
  certificate: z.object({ available: z.boolean(), message: z.string().nullable() }),
  industries: z.array(z.object({ name: z.string(), code: z.string(), date: z.string() })),
  courses: z.array(z.object({ course: z.string(), time: z.string(), date: z.string(), result: z.number() })),
  industry_courses: z.array(
    z.object({
      course: z.string(),
      industry_code: z.string(),
      time: z.string(),
      date: z.string(),
      result: z.number(),
    }),
  ),
});
const UntilQuery = z.object({ until: z.iso.date().optional() });

/** One point type's statement: the period containing `until` (the current period without it). */
function statementEndpoint(type: "cip" | "cpd" | "cpdnz"): Endpoint {
  return {
    method: "GET",
    path: `/user/points/${type}`,
    summary: `${type.toUpperCase()} points of the period that contains until (YYYY-MM-DD, e.g. the end of the last period), with the statement behind them; 404 when the user's country has no ${type} points.`,
    auth: true,
    feature: "page.points",
    query: UntilQuery,
    response: Statement,
    async handler(ctx) {
      const q = parseQuery(UntilQuery, ctx.url) as { until?: string };
      const user = ctx.auth!.user;
      if (!pointTypes(user).includes(type)) throw notFound();
      // Midnight UTC is the same calendar day in the supported countries' time zones (all east of UTC).
      const now = q.until ? new Date(`${q.until}T00:00:00Z`) : new Date();
      // The lists' dates are shown text: in the user's date format, like the certificate.
      const dateFormat = user.format.dateFormat;
      const s = await pointsStatement(
        ctx.db,
        user.id,
        type,
        "current",
        now,
        defaultTimeZone(user),
        dateFormat,
      );
      return json({
        type,
        period: s.period,
        total: s.total,
        certificate: {
          available: s.total > 0,
          message: s.total > 0 ? null : nothingToCertifyMessage(type, s.period, dateFormat),
        },
        industries: s.industries,
        courses: s.courses,
        industry_courses: s.industryCourses.map((c) => ({
          course: c.course,
          industry_code: c.industryCode,
          time: c.time,
          date: c.date,
          result: c.result,
        })),
      });
    },
  };
}

/** Credit points (platform §7): au CIP and CPD, nz CIP and CPD NZ; 404 elsewhere (as the /points page). */
export const POINT_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/user/points",
    summary:
      "Point totals of the current period per type (cip, cpd, cpdnz), with the cards' caps and periods.",
    auth: true,
    feature: "page.points",
    response: z.object({
      cip: z.number().optional(),
      cpd: z.number().optional(),
      cpdnz: z.number().optional(),
      cards: z.array(Card),
    }),
    async handler(ctx) {
      const user = ctx.auth!.user;
      const cards = await pointsSummary(ctx.db, user.id, user);
      if (cards.length === 0) throw notFound();
      return json({ ...Object.fromEntries(cards.map((c) => [c.type, c.total])), cards });
    },
  },
  statementEndpoint("cip"),
  statementEndpoint("cpd"),
  statementEndpoint("cpdnz"),
];
