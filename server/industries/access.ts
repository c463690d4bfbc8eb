import type { CurrentUser } from "../accounts/viewer";
import type { Db, DbOrTx } from "../db/client";
import { isRowId } from "../db/ids";
import { mayOpenIndustry } from "../policy/policy";
import { findIndustry, type Industry } from "./catalogue";
import { SUPPORTED_COUNTRIES } from "../accounts/catalogue";
import { timeZoneFor } from "../accounts/greeting";
import { isNavigation } from "../http/fetch-intent";
import { localDate } from "../format/format";
import { expiringCache } from "../cache/expiring";
import { lockoutMessage, openCounted, recordIndustryOpen, recordIndustryRead } from "./history";

/** A passive request (image, prefetch, iframe) for an industry this user has not opened in the window. */
export const NOT_OPENED_MESSAGE = "Open this industry from its page to read it.";

export const TRIAL_UPGRADE_MESSAGE =
  "This industry is not part of your trial. Your trial includes Cafe, Electrician and Accountant; contact us to subscribe for the full catalogue.";

/**
 * Moving between the sub-pages of one industry must not write history on every click: a re-open of
 * an industry already counted in the window is free under the limit, so the page path records it
 * at most every five minutes per user and industry in this process (the write was the largest cost
 * of an industry page on PGlite).
 */
const RECORD_EVERY_MS = 5 * 60 * 1000;
/** Per database handle, so two databases in one process (the test suites) never share an entry. */
const lastRecorded = new WeakMap<object, ReturnType<typeof expiringCache<true>>>();
function recorded(db: Db) {
  let cache = lastRecorded.get(db);
  if (!cache) lastRecorded.set(db, (cache = expiringCache<true>({ max: 10_000, ttlMs: RECORD_EVERY_MS })));
  return cache;
}
function recentlyRecorded(db: Db, userId: number, industryId: number): boolean {
  return recorded(db).has(`${userId}:${industryId}`);
}
/** Marked only once the open is recorded: a refused (locked) open must be refused again next time. */
function markRecorded(db: Db, userId: number, industryId: number) {
  recorded(db).set(`${userId}:${industryId}`, true);
}

/** Why an industry was not opened; the web layer (app/lib/industry-access.server.ts) and the API answer each. */
export type IndustryRefusal =
  /** Unknown id (404). */
  | { ok: false; reason: "not-found" }
  /** An alias: the same page of its main industry is the answer (a redirect on the web). */
  | { ok: false; reason: "alias"; mainId: number }
  /** Not in the trial set (403). */
  | { ok: false; reason: "trial"; message: string }
  /** A passive request for an industry not opened in the window (403, not cached). */
  | { ok: false; reason: "not-opened"; message: string }
  /** Past the rolling search limit (429): the caller ends the user's session. */
  | { ok: false; reason: "limit"; message: string };

export type OpenedIndustry = { ok: true; industry: Industry } | IndustryRefusal;

/**
 * The industry of a URL, for a loader behind the industry gate (app/middleware/gates.server.ts),
 * which has already applied the trial set and the search limit: a lookup, not-found when unknown.
 */
export async function gatedIndustry(
  db: DbOrTx,
  rawId: string | undefined,
): Promise<{ ok: true; industry: Industry } | { ok: false; reason: "not-found" }> {
  const id = Number(rawId);
  const industry = isRowId(id) ? await findIndustry(db, id) : null;
  return industry ? { ok: true, industry } : { ok: false, reason: "not-found" };
}

export type OpenOptions = {
  /**
   * true: this request is the user's own visit (a top-level navigation, its client-side data
   * request, or an explicit API call) and counts as an open: history, search limit, points.
   * false: a passive request (image, iframe, prefetch): nothing is recorded and nobody is logged
   * out; it may read only an industry already counted in the window, so it is no way around the
   * limit either.
   */
  count: boolean;
};

/**
 * Opens an industry for a user: not-found for unknown ids, alias (with the main industry's id),
 * the trial rule, and the rolling search limit (past it: "limit" with the lockout message; the
 * caller logs the user out).
 */
export async function openIndustry(
  db: Db,
  user: CurrentUser,
  rawId: string | undefined,
  { count }: OpenOptions,
): Promise<OpenedIndustry> {
  const id = Number(rawId);
  const industry = Number.isSafeInteger(id) ? await findIndustry(db, id) : null;
  if (!industry) return { ok: false, reason: "not-found" };
  if (industry.aliasOfId) return { ok: false, reason: "alias", mainId: industry.aliasOfId };
  if (!mayOpenIndustry(user, industry)) return { ok: false, reason: "trial", message: TRIAL_UPGRADE_MESSAGE };
  const opened = { ok: true, industry } as const;
  if (!count) {
    if (recentlyRecorded(db, user.id, industry.id) || (await openCounted(db, user.id, industry.id)))
      return opened;
    return { ok: false, reason: "not-opened", message: NOT_OPENED_MESSAGE };
  }
  if (recentlyRecorded(db, user.id, industry.id)) return opened;
  if ((await recordIndustryOpen(db, user.id, industry.id)) === "locked")
    return { ok: false, reason: "limit", message: lockoutMessage() };
  markRecorded(db, user.id, industry.id);
  return opened;
}

/**
 * The user read an industry's risk content (a Risk Assessment or Risk Description document): a
 * meaningful read that counts towards "industries researched" (docs/points.md). Only the user's
 * own visit counts (an image, iframe or prefetch aimed at the page does not); the day is the
 * user's local calendar day.
 */
export async function noteRiskContentRead(
  db: DbOrTx,
  request: Request,
  user: CurrentUser,
  industryId: number,
  now = new Date(),
): Promise<void> {
  if (!isNavigation(request)) return;
  const day = localDate(now, timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone));
  // One row per user, industry and day: reading more class documents that day writes nothing.
  const key = `${user.id}:${industryId}:${day}`;
  if (readsRecorded.has(key)) return;
  await recordIndustryRead(db, user.id, industryId, day, now);
  readsRecorded.set(key, true);
}
/** The key holds the local day, so a day is long enough to remember it. */
const readsRecorded = expiringCache<true>({ max: 10_000, ttlMs: 24 * 60 * 60 * 1000 });
