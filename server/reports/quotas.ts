import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { reportShareLinks, userReports, users } from "../db/schema";

/**
 * How much one account may store (issue #23 item 15; docs/reports.md "Quotas"). Saving over an
 * existing report never counts; revoked and expired share links do not count.
 */
export const MAX_SAVED_REPORTS_PER_USER = 200;
export const MAX_LIVE_SHARE_LINKS_PER_REPORT = 20;

export const QUOTA_MESSAGES = {
  reports: `You have reached the limit of ${MAX_SAVED_REPORTS_PER_USER} saved reports. Open one of your saved reports and save over it instead.`,
  shareLinks: `This report already has ${MAX_LIVE_SHARE_LINKS_PER_REPORT} active share links. Revoke one before creating another.`,
} as const;

/**
 * Serialises the quota checks of one user (PostgreSQL: a row lock on the user until the
 * transaction ends), so parallel requests cannot all pass the count and overshoot the limit.
 */
async function lockUser(tx: DbOrTx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Inside a transaction: may this user store one more report? */
export async function roomForReport(tx: DbOrTx, userId: number): Promise<boolean> {
  await lockUser(tx, userId);
  const [row] = await tx.select({ n: count() }).from(userReports).where(eq(userReports.userId, userId));
  return (row?.n ?? 0) < MAX_SAVED_REPORTS_PER_USER;
}

/** Inside a transaction: may this report get one more live share link? */
export async function roomForShareLink(
  tx: DbOrTx,
  userId: number,
  reportId: number,
  now: Date,
): Promise<boolean> {
  await lockUser(tx, userId);
  const [row] = await tx
    .select({ n: count() })
    .from(reportShareLinks)
    .where(
      and(
        eq(reportShareLinks.reportId, reportId),
        isNull(reportShareLinks.revokedAt),
        gt(reportShareLinks.expiresAt, now),
      ),
    );
  return (row?.n ?? 0) < MAX_LIVE_SHARE_LINKS_PER_REPORT;
}
