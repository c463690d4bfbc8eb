import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { industries, insuranceClasses } from "../db/schema";

export type LandingCounts = { industries: number; classes: number };

let cache: { at: number; counts: LandingCounts } | null = null;
/** Per process: a content import changes the landing page's counters within 10 minutes. */
export const LANDING_COUNTS_MS = 10 * 60 * 1000;

/**
 * The landing page counters (platform §2): industries and occupations (main entries, not aliases)
 * and the main insurance classes, read from the database, not from constants. Kept 10 minutes:
 * the public page should not count 7,000 rows per visit.
 */
export async function landingCounts(db: DbOrTx, now = Date.now()): Promise<LandingCounts> {
  if (cache && now - cache.at < LANDING_COUNTS_MS) return cache.counts;
  const n = sql<number>`count(*)::int`;
  const [[main], [classes]] = await Promise.all([
    db
      .select({ n })
      .from(industries)
      .where(sql`${industries.aliasOfId} is null`),
    db
      .select({ n })
      .from(insuranceClasses)
      .where(sql`${insuranceClasses.grouping} = 'main'`),
  ]);
  const counts = { industries: main?.n ?? 0, classes: classes?.n ?? 0 };
  cache = { at: now, counts };
  return counts;
}

export function clearLandingCounts() {
  cache = null;
}
