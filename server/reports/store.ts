import { isRowId } from "../db/ids";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { env } from "../config/env";
import type { DbOrTx } from "../db/client";
import { formatDate, type FormatSettings } from "../format/format";
import { industries, reportDrafts, reportShareLinks, userReports } from "../db/schema";
import { cleanCustomization } from "./comments";
import { QUOTA_MESSAGES, roomForReport, roomForShareLink } from "./quotas";
import { TailoredSchema, UnderwriterSchema, type Tailored, type Underwriter } from "./customization";

export type BuilderKind = "quick" | "tailored" | "underwriter";
export const DEFAULT_INSURED_NAME = "Insured Business Name";

export type Draft = {
  reportId: number | null;
  insuredBusinessName: string;
  sections: string[] | null;
  customization: unknown;
};

const EMPTY: Draft = { reportId: null, insuredBusinessName: "", sections: null, customization: null };

const key = (userId: number, industryId: number, kind: BuilderKind) =>
  and(eq(reportDrafts.userId, userId), eq(reportDrafts.industryId, industryId), eq(reportDrafts.kind, kind));

export async function getDraft(
  db: DbOrTx,
  userId: number,
  industryId: number,
  kind: BuilderKind,
): Promise<Draft> {
  const [row] = await db
    .select()
    .from(reportDrafts)
    .where(key(userId, industryId, kind))
    .limit(1);
  if (!row) return { ...EMPTY };
  return {
    reportId: row.reportId,
    insuredBusinessName: row.insuredBusinessName,
    sections: row.sections,
    customization: row.customization ?? null,
  };
}

/** Saves part of the draft (every change in the builders is saved at once). */
export async function updateDraft(
  db: DbOrTx,
  userId: number,
  industryId: number,
  kind: BuilderKind,
  patch: Partial<Draft>,
): Promise<void> {
  const values = { ...patch, updatedAt: new Date() };
  await db
    .insert(reportDrafts)
    .values({ userId, industryId, kind, ...EMPTY, ...values })
    .onConflictDoUpdate({
      target: [reportDrafts.userId, reportDrafts.industryId, reportDrafts.kind],
      set: values,
    });
}

/** /industries/{id}/report clears any customization (spec §2). */
export async function clearDrafts(db: DbOrTx, userId: number, industryId: number): Promise<void> {
  await db
    .delete(reportDrafts)
    .where(and(eq(reportDrafts.userId, userId), eq(reportDrafts.industryId, industryId)));
}

export function tailoredOf(draft: Draft): Tailored | null {
  const parsed = TailoredSchema.safeParse(draft.customization);
  return parsed.success ? parsed.data : null;
}

export function underwriterOf(draft: Draft): Underwriter {
  const parsed = UnderwriterSchema.safeParse(draft.customization);
  return parsed.success ? parsed.data : { classes: [] };
}

const SECTION_NAME: Record<"tailored" | "underwriter", string> = {
  tailored: "hazard_index",
  underwriter: "hazard_index_underwriter",
};

export type SavedReport = typeof userReports.$inferSelect;

/** A saved report of this user, or null (another user's id is indistinguishable from a missing one). */
export async function ownReport(db: DbOrTx, userId: number, reportId: number): Promise<SavedReport | null> {
  if (!isRowId(reportId)) return null;
  const [row] = await db
    .select()
    .from(userReports)
    .where(and(eq(userReports.id, reportId), eq(userReports.userId, userId)))
    .limit(1);
  return row ?? null;
}

export function customizationOf(report: SavedReport): unknown {
  const entry = report.customizations.find((c) => c.section === SECTION_NAME[report.kind as "tailored"]);
  if (!entry) return null;
  try {
    return JSON.parse(entry.customization);
  } catch {
    return null;
  }
}

/** ?tmpl={id}: the saved report becomes the draft (only the owner's, only for its industry). */
export async function loadReportIntoDraft(
  db: DbOrTx,
  userId: number,
  industryId: number,
  kind: "tailored" | "underwriter",
  reportId: number,
): Promise<boolean> {
  const report = await ownReport(db, userId, reportId);
  if (!report || report.industryId !== industryId || report.kind !== kind) return false;
  await updateDraft(db, userId, industryId, kind, {
    reportId: report.id,
    insuredBusinessName: report.name === DEFAULT_INSURED_NAME ? "" : report.name,
    sections: report.sections,
    // A saved report of any age (or written by any client) becomes a draft only with clean comments.
    customization: cleanCustomization(kind, customizationOf(report)),
  });
  return true;
}

export type SaveResult =
  | { ok: true; id: number }
  /** `field`: the form field the refusal is about (the page shows it there), if any. */
  | { ok: false; message: string; field?: "insuredBusinessName" };

/**
 * Save (spec §2 step 2): the draft stored as the user's report, named by the insured business
 * name; saving again updates the same report, unless asked to save it as a new one (a report opened
 * with ?tmpl= and re-saved for another client used to overwrite the original). A new report past the
 * user's quota is refused.
 */
export async function saveReport(
  db: DbOrTx,
  userId: number,
  industryId: number,
  kind: "tailored" | "underwriter",
  customization: Tailored | Underwriter,
  opts: { asNew?: boolean } = {},
): Promise<SaveResult> {
  return db.transaction(async (tx): Promise<SaveResult> => {
    const draft = await getDraft(tx, userId, industryId, kind);
    const values = {
      name: draft.insuredBusinessName.trim() || DEFAULT_INSURED_NAME,
      customizations: [{ section: SECTION_NAME[kind], customization: JSON.stringify(customization) }],
      sections: draft.sections,
      updatedAt: new Date(),
    };
    // "Save" updates the report the draft came from; "Save as new" keeps it and makes a copy (issue 24).
    const existing = draft.reportId && !opts.asNew ? await ownReport(tx, userId, draft.reportId) : null;
    let id: number;
    if (existing && existing.industryId === industryId) {
      await tx.update(userReports).set(values).where(eq(userReports.id, existing.id));
      id = existing.id;
    } else {
      if (!(await roomForReport(tx, userId))) return { ok: false, message: QUOTA_MESSAGES.reports };
      const [row] = await tx
        .insert(userReports)
        .values({ userId, industryId, kind, ...values })
        .returning({ id: userReports.id });
      id = row.id;
    }
    await updateDraft(tx, userId, industryId, kind, { reportId: id, customization });
    return { ok: true, id };
  });
}

/** Renames one of the user's saved reports; false when it is not theirs. Links keep what was shared. */
export async function renameReport(
  db: DbOrTx,
  userId: number,
  reportId: number,
  name: string,
): Promise<boolean> {
  const clean = name.replace(/\s+/g, " ").trim().slice(0, 200);
  if (!isRowId(reportId) || !clean) return false;
  const rows = await db
    .update(userReports)
    .set({ name: clean, updatedAt: new Date() })
    .where(and(eq(userReports.id, reportId), eq(userReports.userId, userId)))
    .returning({ id: userReports.id });
  return rows.length > 0;
}

/** Deletes one of the user's saved reports, and with it its share links; false when it is not theirs. */
export async function deleteReport(db: DbOrTx, userId: number, reportId: number): Promise<boolean> {
  if (!isRowId(reportId)) return false;
  const rows = await db
    .delete(userReports)
    .where(and(eq(userReports.id, reportId), eq(userReports.userId, userId)))
    .returning({ id: userReports.id });
  return rows.length > 0;
}

export type RecentReport = {
  id: number;
  industryId: number;
  industryName: string;
  name: string;
  kind: string;
  updatedAt: Date;
};

/** The dashboard's 'MY TAILORED REPORTS' / 'MY UNDERWRITER REPORTS': 10 most recent (platform §2). */
export async function recentReports(
  db: DbOrTx,
  userId: number,
  kind: "tailored" | "underwriter",
  limit = 10,
): Promise<RecentReport[]> {
  return db
    .select({
      id: userReports.id,
      industryId: userReports.industryId,
      industryName: industries.name,
      name: userReports.name,
      kind: userReports.kind,
      updatedAt: userReports.updatedAt,
    })
    .from(userReports)
    .innerJoin(industries, eq(industries.id, userReports.industryId))
    .where(and(eq(userReports.userId, userId), eq(userReports.kind, kind)))
    .orderBy(desc(userReports.updatedAt), desc(userReports.id))
    .limit(limit);
}

// ---- Share links -------------------------------------------------------------------------

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type ShareLink = {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastOpenedAt: Date | null;
};

export type CreatedShareLink = { ok: true; token: string; expiresAt: Date } | { ok: false; message: string };

/**
 * A new read-only link for a saved report of this user; the token is shown once, only its hash is
 * kept. Null when the report is not theirs; refused past the report's quota of live links.
 */
export async function createShareLink(
  db: DbOrTx,
  userId: number,
  reportId: number,
  now = new Date(),
): Promise<CreatedShareLink | null> {
  return db.transaction(async (tx): Promise<CreatedShareLink | null> => {
    const report = await ownReport(tx, userId, reportId);
    if (!report) return null;
    if (!(await roomForShareLink(tx, userId, reportId, now)))
      return { ok: false, message: QUOTA_MESSAGES.shareLinks };
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(now.getTime() + env().SHARE_LINK_DAYS * 86_400_000);
    const snapshot = { name: report.name, sections: report.sections, customizations: report.customizations };
    await tx
      .insert(reportShareLinks)
      .values({ reportId, userId, tokenHash: hashToken(token), expiresAt, createdAt: now, snapshot });
    return { ok: true, token, expiresAt };
  });
}

/** A live link of the builders' preview step, its dates already in the user's format. */
export type LiveShareLink = { id: number; created: string; expires: string };

/**
 * The report's links that still open (not revoked, not expired), dates formatted on the server: the
 * preview step then needs no date library in the browser (first-load JS budget, docs/quality.md).
 */
export async function liveShareLinks(
  db: DbOrTx,
  userId: number,
  reportId: number | null,
  format: Pick<FormatSettings, "dateFormat" | "timeZone">,
  now = new Date(),
): Promise<LiveShareLink[]> {
  if (!reportId) return [];
  return (await listShareLinks(db, userId, reportId))
    .filter((l) => !l.revokedAt && l.expiresAt > now)
    .map((l) => ({
      id: l.id,
      created: formatDate(l.createdAt, format),
      expires: formatDate(l.expiresAt, format),
    }));
}

export async function listShareLinks(db: DbOrTx, userId: number, reportId: number): Promise<ShareLink[]> {
  return db
    .select({
      id: reportShareLinks.id,
      createdAt: reportShareLinks.createdAt,
      expiresAt: reportShareLinks.expiresAt,
      revokedAt: reportShareLinks.revokedAt,
      lastOpenedAt: reportShareLinks.lastOpenedAt,
    })
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.reportId, reportId), eq(reportShareLinks.userId, userId)))
    .orderBy(desc(reportShareLinks.createdAt));
}

/** Revokes one of the user's links; false when it is not theirs. */
export async function revokeShareLink(db: DbOrTx, userId: number, linkId: number): Promise<boolean> {
  if (!isRowId(linkId)) return false;
  const rows = await db
    .update(reportShareLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(reportShareLinks.id, linkId),
        eq(reportShareLinks.userId, userId),
        isNull(reportShareLinks.revokedAt),
      ),
    )
    .returning({ id: reportShareLinks.id });
  return rows.length > 0;
}

/** The report behind a live token (not revoked, not expired), or null; records the opening. */
export async function resolveShareToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SavedReport | null> {
  const found = await liveShareLink(db, token, now);
  if (!found) return null;
  await db.update(reportShareLinks).set({ lastOpenedAt: now }).where(eq(reportShareLinks.id, found.linkId));
  return found.report;
}

/** The report behind a live token without recording an opening (the page's images, its PDF's assets). */
export async function peekShareToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SavedReport | null> {
  return (await liveShareLink(db, token, now))?.report ?? null;
}

async function liveShareLink(db: DbOrTx, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ report: userReports, linkId: reportShareLinks.id, snapshot: reportShareLinks.snapshot })
    .from(reportShareLinks)
    .innerJoin(userReports, eq(userReports.id, reportShareLinks.reportId))
    .where(
      and(
        eq(reportShareLinks.tokenHash, hashToken(token)),
        isNull(reportShareLinks.revokedAt),
        gt(reportShareLinks.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  // What was shared, not what the report has become since (issue 24): a link sent to one client
  // never shows another client's name or ratings after the broker re-saves the report.
  const report = row.snapshot ? { ...row.report, ...row.snapshot } : row.report;
  return { report, linkId: row.linkId };
}
