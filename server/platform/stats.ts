import { expiringCache } from "../cache/expiring";
import type { DbOrTx } from "../db/client";
import { usageEvents } from "../db/schema";
import { logger } from "../log/logger";
import type { Site } from "./site";

/** Project id of a site: the partner key on a partner host, else the app theme ("general", "natcat"). */
export const projectId = (site: Pick<Site, "appTheme" | "partner">) => site.partner?.key ?? site.appTheme;

type Event =
  | { type: "page"; userId: number; path: string; industryId?: number | null }
  | { type: "login"; userId: number; kind: "credentials" | "linkgen" };

/**
 * Records one usage event. Never throws and never delays the page: the write runs in the
 * background and a failure is only logged (spec §8: usage stats failure is logged only).
 */
export function recordUsage(
  db: DbOrTx,
  site: Pick<Site, "appTheme" | "partner">,
  event: Event,
): Promise<void> {
  const row =
    event.type === "page"
      ? {
          userId: event.userId,
          type: "page",
          name: event.path.split("?")[0].slice(0, 300),
          industryId: event.industryId ?? null,
        }
      : { userId: event.userId, type: "login", name: event.kind, industryId: null };
  return db
    .insert(usageEvents)
    .values({ ...row, projectId: projectId(site) })
    .then(
      () => undefined,
      (err: unknown) => logger.warn({ err, type: row.type }, "usage statistics not recorded"),
    );
}

/** The industry id of an industry page path, for the stats' industry column. */
export function industryOfPath(path: string): number | null {
  const m = /^\/industries\/(\d+)(?:\/|$)/.exec(path);
  return m ? Number(m[1]) : null;
}

const recentViews = expiringCache<true>({ max: 20_000, ttlMs: 10_000 });

/**
 * A page view of a signed-in user. Loaders also run again after every form submission; the same
 * user and path within 10 seconds count once.
 */
export function recordPageView(
  db: DbOrTx,
  site: Pick<Site, "appTheme" | "partner">,
  userId: number,
  pathname: string,
) {
  const path = pathname.replace(/\.data$/, "") || "/";
  const key = `${userId}:${path}`;
  if (recentViews.has(key)) return;
  recentViews.set(key, true);
  void recordUsage(db, site, { type: "page", userId, path, industryId: industryOfPath(path) });
}
