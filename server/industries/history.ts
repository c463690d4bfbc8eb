import { env } from "../config/env";
import { formatNumber } from "../format/amount";
import { pointsChanged } from "../points/changes";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { industries, industryHistory, industryReads } from "../db/schema";
import { preparedPerDb } from "../db/prepared";

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

/** From this share of the limit on, the user is shown how many industries are used (issue 19). */
export const NEAR_LIMIT_SHARE = 0.8;

export type SearchLimitUsage = {
  /** Distinct industries opened in the rolling window. */
  used: number;
  maxIndustries: number;
  windowDays: number;
  /** At or past NEAR_LIMIT_SHARE of the limit: time to tell the user. */
  near: boolean;
};

// Runs on every industry page (the near-limit notice), so prepared once per database handle.
const usageQuery = preparedPerDb((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(industryHistory)
    .where(
      and(
        eq(industryHistory.userId, sql.placeholder("userId")),
        gt(industryHistory.lastAccessedOn, sql.placeholder("since")),
      ),
    )
    .prepare("search_limit_usage"),
);

/**
 * How much of the rolling search limit a user has used: distinct industries opened in the window
 * (each re-open within the window is free, so it is the number that decides the lockout).
 */
export async function searchLimitUsage(
  db: Db,
  userId: number,
  limit: SearchLimit = searchLimit(),
  now = new Date(),
): Promise<SearchLimitUsage> {
  const since = new Date(now.getTime() - limit.windowDays * 24 * 60 * 60 * 1000);
  const [row] = await usageQuery(db).execute({ userId, since: since.toISOString() });
  const used = row?.n ?? 0;
  return {
    used,
    maxIndustries: limit.maxIndustries,
    windowDays: limit.windowDays,
    near: used >= Math.ceil(limit.maxIndustries * NEAR_LIMIT_SHARE),
  };
}

/**
 * The near-limit notice shown on industry pages (plain text, numbers with thousands separators),
 * or null below NEAR_LIMIT_SHARE of the limit.
 */
export function searchLimitNotice(usage: SearchLimitUsage): string | null {
  if (!usage.near) return null;
  const used = formatNumber(Math.min(usage.used, usage.maxIndustries));
  const max = formatNumber(usage.maxIndustries);
  const days = formatNumber(usage.windowDays);
  if (usage.used >= usage.maxIndustries)
    return `Industry search limit: you have opened all ${max} industries allowed in ${days} days. Opening another new industry will lock your account; the industries you have already opened stay available.`;
  return `Industry search limit: you have opened ${used} of the ${max} industries allowed in ${days} days. Opening more than ${max} will lock your account.`;
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
