import { isRowId } from "../db/ids";
import { z } from "zod";
import { loadCurrentUser, type CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import { userSettings } from "../db/schema";
import { findIndustry, type Industry } from "../industries/catalogue";
import { can, isUnderwriter, reportFeature } from "../policy/policy";
import { buildReport, type ReportDoc } from "./document";
import { resolveSections, parseSectionsParam, type ReportKind, type SectionState } from "./sections";
import {
  customizationOf,
  getDraft,
  loadReportIntoDraft,
  ownReport,
  tailoredOf,
  underwriterOf,
  type BuilderKind,
  type Draft,
  type SavedReport,
} from "./store";
import { TailoredSchema, UnderwriterSchema } from "./customization";
import { withSharedImages } from "./shared-images";
import { availableThemes, currentTheme } from "./theme-choice";
export { availableThemes, currentTheme } from "./theme-choice";

/** A report document and its resolved sections, or not found (the web answers 404). */
export type DocumentResult =
  { ok: true; doc: ReportDoc; sections: SectionState[] } | { ok: false; reason: "not-found" };
const notFound = { ok: false, reason: "not-found" } as const;

/** The builder a user lands on from /industries/{id}/report (spec §2). */
export const landingBuilder = (user: CurrentUser) =>
  isUnderwriter(user) ? "underwriter-report" : "quick-report";

/** The document and its resolved sections for a builder's current draft. */
export async function draftDocument(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  kind: BuilderKind,
): Promise<{ draft: Draft; doc: ReportDoc; sections: SectionState[] }> {
  const draft = await getDraft(db, user.id, industry.id, kind);
  const doc = await buildReport(db, user, industry, {
    kind,
    insuredBusinessName: draft.insuredBusinessName,
    tailored: kind === "tailored" ? tailoredOf(draft) : null,
    underwriter: kind === "underwriter" ? underwriterOf(draft) : null,
  });
  return { draft, doc, sections: resolveSections(draft.sections, doc.sectionContext) };
}

const PreviewQuery = z.object({
  insuredBusinessName: z.string().max(200).optional().catch(undefined),
  sections: z.string().max(4000).optional().catch(undefined),
  kind: z.enum(["quick", "tailored", "underwriter", "natcat"]).optional().catch(undefined),
  tmpl: z.coerce.number().int().positive().optional().catch(undefined),
  checklist: z.string().max(400).optional().catch(undefined),
});

function classIds(value: string | undefined): number[] | null {
  if (!value) return null;
  const ids = value
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => isRowId(n));
  return ids.length ? ids : null;
}

/**
 * /industries/{id}/risk-report/preview: the print layout from the URL (insuredBusinessName,
 * sections as JSON or comma list, kind, tmpl = a saved report of this user, checklist = class ids).
 * Without tmpl, tailored and underwriter previews read the user's current draft. A kind the user's
 * role may not build (an advisor's underwriter report, an underwriter's quick one) is not found,
 * as is another user's tmpl.
 */
export async function previewDocument(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  url: URL,
): Promise<DocumentResult> {
  const q = PreviewQuery.parse(Object.fromEntries(url.searchParams));
  const kind: ReportKind = q.kind ?? (isUnderwriter(user) ? "underwriter" : "quick");
  // A kind this user may not build is not found, as its builder is (policy report.*).
  if (!can(user, reportFeature(kind))) return notFound;
  let customization: unknown = null;
  let savedSections: string[] | null = null;
  let name = q.insuredBusinessName;
  if (q.tmpl) {
    const report = await ownReport(db, user.id, q.tmpl);
    if (!report || report.industryId !== industry.id) return notFound;
    customization = customizationOf(report);
    savedSections = report.sections;
    name ??= report.name;
  } else if (kind !== "quick" && kind !== "natcat") {
    const draft = await getDraft(db, user.id, industry.id, kind);
    customization = draft.customization;
    savedSections = draft.sections;
    name ??= draft.insuredBusinessName;
  }
  const found = await documentFor(db, user, industry, {
    kind,
    name: name ?? "",
    customization,
    sections: parseSectionsParam(q.sections) ?? savedSections,
    checklist: classIds(q.checklist),
  });
  return { ok: true, ...found };
}

async function documentFor(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  o: {
    kind: ReportKind;
    name: string;
    customization: unknown;
    sections: string[] | null;
    checklist: number[] | null;
  },
) {
  const tailored = TailoredSchema.safeParse(o.customization);
  const underwriter = UnderwriterSchema.safeParse(o.customization);
  const doc = await buildReport(db, user, industry, {
    kind: o.kind,
    insuredBusinessName: o.name,
    tailored: o.kind === "tailored" && tailored.success ? tailored.data : null,
    underwriter: o.kind === "underwriter" && underwriter.success ? underwriter.data : { classes: [] },
    checklistClasses: o.checklist,
  });
  return { doc, sections: resolveSections(o.sections, doc.sectionContext) };
}

/**
 * A shared report as its owner would print it (the share link stands in for the session); the
 * author's photo and logo come from URLs scoped by the share token (./shared-images.ts).
 */
export async function sharedDocument(
  db: DbOrTx,
  report: SavedReport,
  token: string,
): Promise<DocumentResult> {
  const owner = await loadCurrentUser(db, report.userId);
  const industry = await findIndustry(db, report.industryId);
  if (!owner || !industry) return notFound;
  const kind = report.kind === "underwriter" ? "underwriter" : "tailored";
  const { doc, sections } = await documentFor(db, owner, industry, {
    kind,
    name: report.name,
    customization: customizationOf(report),
    sections: report.sections,
    checklist: null,
  });
  return { ok: true, doc: withSharedImages(doc, token), sections };
}

/**
 * Report theme chosen in the drawer: the user's report_theme setting (spec §7 Theme update).
 * "unchanged" when it is the theme the report already shows: on a partner's site the report shows the
 * partner's theme without it being the user's setting, and every autosave used to write it into their
 * settings (issue 24).
 */
export async function setReportTheme(
  db: DbOrTx,
  user: CurrentUser,
  themeId: string,
): Promise<"saved" | "unchanged" | "refused"> {
  if (themeId === currentTheme(user).id) return "unchanged";
  const theme = availableThemes(user).find((t) => t.id === themeId);
  if (!theme) return "refused";
  await db
    .insert(userSettings)
    .values({ userId: user.id, key: "report_theme", value: theme.id })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.key],
      set: { value: theme.id, updatedAt: new Date() },
    });
  return "saved";
}

/**
 * ?tmpl={id} on a builder (spec §2): the user's saved report becomes the draft (`loaded`; the web
 * answers the builder again without the parameter); another user's id, or a report of another
 * industry or builder, is not found. Without the parameter nothing happens.
 */
export async function openTemplate(
  db: DbOrTx,
  userId: number,
  industryId: number,
  kind: "tailored" | "underwriter",
  tmpl: string | null,
): Promise<{ ok: true; loaded: boolean } | { ok: false; reason: "not-found" }> {
  if (tmpl === null) return { ok: true, loaded: false };
  const id = Number(tmpl);
  if (!Number.isSafeInteger(id) || id <= 0 || !(await loadReportIntoDraft(db, userId, industryId, kind, id)))
    return { ok: false, reason: "not-found" };
  return { ok: true, loaded: true };
}
