import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { userReports } from "../db/schema";
import type { Industry } from "../industries/catalogue";
import { QUOTA_MESSAGES, roomForReport } from "../reports/quotas";
import { ownReport, type SavedReport } from "../reports/store";

/**
 * POST user/reports (spec §7 Save report): creates a report, or updates the user's report named by
 * report_id (another user's id → null → 404). A new report past the user's quota → { quota }.
 */
export async function saveApiReport(
  db: DbOrTx,
  userId: number,
  industry: Industry,
  body: {
    report_id?: number | null;
    name: string;
    customizations: Array<{ section: string; customization: string }>;
  },
): Promise<SavedReport | { quota: string } | null> {
  const kind = body.customizations.some((c) => c.section === "hazard_index_underwriter")
    ? "underwriter"
    : "tailored";
  const values = { name: body.name, customizations: body.customizations, updatedAt: new Date() };
  if (body.report_id) {
    const existing = await ownReport(db, userId, body.report_id);
    if (!existing || existing.industryId !== industry.id) return null;
    const [row] = await db
      .update(userReports)
      .set({ ...values, kind })
      .where(and(eq(userReports.id, existing.id), eq(userReports.userId, userId)))
      .returning();
    return row;
  }
  return db.transaction(async (tx) => {
    if (!(await roomForReport(tx, userId))) return { quota: QUOTA_MESSAGES.reports };
    const [row] = await tx
      .insert(userReports)
      .values({ userId, industryId: industry.id, kind, sections: null, ...values })
      .returning();
    return row;
  });
}
