import { data, redirect } from "react-router";
import type { CurrentUser } from "../accounts/viewer";
// Temporary (issue 18): the session cookie is web-layer now; the "layers" change moves the lockout
// logout to app/lib, where this import is allowed. Remove the directive when merging.
// eslint-disable-next-line no-restricted-imports
import { endSession } from "~/app/lib/session.server";
import type { Db, DbOrTx } from "../db/client";
import { isRowId } from "../db/ids";
import { isTrial } from "../policy/policy";
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
const lastRecorded = expiringCache<true>({ max: 10_000, ttlMs: RECORD_EVERY_MS });
function recentlyRecorded(userId: number, industryId: number): boolean {
  return lastRecorded.has(`${userId}:${industryId}`);
}
/** Marked only once the open is recorded: a refused (locked) open must be refused again next time. */
function markRecorded(userId: number, industryId: number) {
  lastRecorded.set(`${userId}:${industryId}`, true);
}

/**
 * The industry of a URL, for a loader behind the industry gate (app/middleware/gates.server.ts),
 * which has already applied the trial set and the search limit: a lookup, 404 when unknown.
 */
export async function industryOr404(db: DbOrTx, rawId: string | undefined): Promise<Industry> {
  const id = Number(rawId);
  const industry = isRowId(id) ? await findIndustry(db, id) : null;
  if (!industry) throw new Response(null, { status: 404 });
  return industry;
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
 * Opens an industry page for a user: 404 for unknown ids, the main industry for an alias, the
 * trial rule, and the rolling search limit (429, lockout message and logout past it).
 */
export async function openIndustry(
  db: Db,
  request: Request,
  user: CurrentUser,
  rawId: string | undefined,
  { count }: OpenOptions,
): Promise<Industry> {
  const id = Number(rawId);
  const industry = Number.isSafeInteger(id) ? await findIndustry(db, id) : null;
  if (!industry) throw data({ message: null }, { status: 404 });
  if (industry.aliasOfId) {
    const url = new URL(request.url);
    throw redirect(
      url.pathname.replace(/^\/industries\/\d+/, `/industries/${industry.aliasOfId}`) + url.search,
    );
  }
  if (isTrial(user) && !industry.inTrial) throw data({ message: TRIAL_UPGRADE_MESSAGE }, { status: 403 });
  if (!count) {
    if (recentlyRecorded(user.id, industry.id) || (await openCounted(db, user.id, industry.id)))
      return industry;
    throw data({ message: NOT_OPENED_MESSAGE }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  if (recentlyRecorded(user.id, industry.id)) return industry;
  if ((await recordIndustryOpen(db, user.id, industry.id)) === "locked") {
    const clear = await endSession(db, request);
    throw data({ message: lockoutMessage() }, { status: 429, headers: { "Set-Cookie": clear } });
  }
  markRecorded(user.id, industry.id);
  return industry;
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
