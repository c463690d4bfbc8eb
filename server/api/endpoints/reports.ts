import { z } from "zod";
import { findIndustry } from "../../industries/catalogue";
import { cleanCustomizationText, cleanStoredCustomizations } from "../../reports/comments";
import { ownReport, recentReports } from "../../reports/store";
import { saveApiReport } from "../reports";
import { ApiError, json, notFound, parseJsonBody } from "../http";
import { industryFor } from "./shared";
import type { Endpoint } from "./types";

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

/** The user's saved reports. */
export const REPORT_ENDPOINTS: Endpoint[] = [
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
        customizations: cleanStoredCustomizations(report.customizations),
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
      // Every comment through the one allow-list the web builders use (issue #23).
      const customizations = body.customizations.map((c) => {
        const cleaned = cleanCustomizationText(c.section, c.customization);
        if (!cleaned.ok)
          throw new ApiError(400, "invalid_request", `customizations.customization: ${cleaned.error}`);
        return { section: c.section, customization: cleaned.text };
      });
      ctx.params.id = String(body.industry_id);
      const industry = await industryFor(ctx);
      const saved = await saveApiReport(ctx.db, ctx.auth!.user.id, industry, { ...body, customizations });
      if (!saved) throw notFound();
      if ("quota" in saved) throw new ApiError(409, "quota_exceeded", saved.quota);
      return json(
        {
          ...reportSummary({ ...saved, industryName: industry.name }),
          customizations: cleanStoredCustomizations(saved.customizations),
        },
        body.report_id ? 200 : 201,
      );
    },
  },
];
