import { env } from "../config/env";
import { pointsChanged } from "../points/changes";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { industries, industryHistory, industryReads } from "../db/schema";

export type SearchLimit = { maxIndustries: number; windowDays: number };

export function searchLimit(): SearchLimit {
  return {
    maxIndustries: env().INDUSTRY_LIMIT,
    windowDays: env().INDUSTRY_LIMIT_DAYS,
  };
}

/** Lockout text (spec industries §8); the provider is configuration, the spec's by default. */
export function lockoutMessage(): string {
  const provider = env().PROVIDER_NAME;
  return `Your account has been locked due to exceeding the maximum industry search limit. Please contact ${provider} to unlock your account.`;
}

/**
 * Records that a user opened an industry. Re-opening one already counted in the rolling window is
 * free; opening a new one past the limit is refused ("locked") and nothing is recorded.
 */
export async function recordIndustryOpen(
  db: Db,
  userId: number,
  industryId: number,
  limit: SearchLimit = searchLimit(),
  now = new Date(),
): Promise<"ok" | "locked"> {
  const since = new Date(now.getTime() - limit.windowDays * 24 * 60 * 60 * 1000);
  const result = await db.transaction(async (tx) => {
    // Serialise per user so two tabs cannot both slip past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId})`);
    const [existing] = await tx
      .select({ last: industryHistory.lastAccessedOn })
      .from(industryHistory)
      .where(and(eq(industryHistory.userId, userId), eq(industryHistory.industryId, industryId)))
      .limit(1);
    const counted = existing && existing.last > since;
    if (!counted) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(industryHistory)
        .where(and(eq(industryHistory.userId, userId), gt(industryHistory.lastAccessedOn, since)));
      if ((row?.n ?? 0) >= limit.maxIndustries) return "locked" as const;
    }
    await tx
      .insert(industryHistory)
      .values({ userId, industryId, firstViewedAt: now, lastAccessedOn: now })
      .onConflictDoUpdate({
        target: [industryHistory.userId, industryHistory.industryId],
        set: { lastAccessedOn: now, views: sql`${industryHistory.views} + 1` },
      });
    return "ok" as const;
  });
  return result;
}

/**
 * Records a meaningful read of an industry: the user opened its risk content (a Risk Assessment or
 * Risk Description document), not just the landing tab. One row per user, industry and local
 * calendar day (`day`, YYYY-MM-DD in the user's time zone); "industries researched" points are
 * counted from these rows (server/points/rules.ts: once per industry per period, daily cap).
 */
export async function recordIndustryRead(
  db: DbOrTx,
  userId: number,
  industryId: number,
  day: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .insert(industryReads)
    .values({ userId, industryId, readOn: day, readAt: now })
    .onConflictDoNothing()
    .returning({ userId: industryReads.userId });
  if (rows.length > 0) pointsChanged(userId);
  return rows.length > 0;
}

/**
 * Whether the user's opening of this industry is already counted in the rolling window (reading it
 * again is free under the limit). Reads only: a request that may not count (an image, a prefetch)
 * asks this instead of recording.
 */
export async function openCounted(
  db: Db,
  userId: number,
  industryId: number,
  limit: SearchLimit = searchLimit(),
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ last: industryHistory.lastAccessedOn })
    .from(industryHistory)
    .where(and(eq(industryHistory.userId, userId), eq(industryHistory.industryId, industryId)))
    .limit(1);
  return Boolean(row && row.last > since);
}

export type HistoryItem = { id: number; name: string; code: string; date: string; last_accessed_on: string };

/** The user's most recently opened industries (dashboard RECENTLY VIEWED). */
export async function recentIndustries(db: Db, userId: number, limit = 10): Promise<HistoryItem[]> {
  const rows = await db
    .select({
      id: industries.id,
      name: industries.name,
      code: industries.code,
      last: industryHistory.lastAccessedOn,
    })
    .from(industryHistory)
    .innerJoin(industries, eq(industries.id, industryHistory.industryId))
    .where(eq(industryHistory.userId, userId))
    .orderBy(desc(industryHistory.lastAccessedOn))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    date: r.last.toISOString(),
    last_accessed_on: r.last.toISOString(),
  }));
}
