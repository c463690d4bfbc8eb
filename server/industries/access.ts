import { data, redirect } from "react-router";
import type { CurrentUser } from "../accounts/viewer";
import { endSession } from "../auth/sessions";
import type { Db } from "../db/client";
import { isTrial } from "../policy/policy";
import { findIndustry, type Industry } from "./catalogue";
import { lockoutMessage, recordIndustryOpen } from "./history";

export const TRIAL_UPGRADE_MESSAGE =
  "This industry is not part of your trial. Your trial includes Cafe, Electrician and Accountant; contact us to subscribe for the full catalogue.";

/**
 * Moving between the sub-pages of one industry must not write history on every click: a re-open of
 * an industry already counted in the window is free under the limit, so the page path records it
 * at most every five minutes per user and industry in this process (the write was the largest cost
 * of an industry page on PGlite).
 */
const RECORD_EVERY_MS = 5 * 60 * 1000;
const lastRecorded = new Map<string, number>();
function recentlyRecorded(userId: number, industryId: number): boolean {
  const key = `${userId}:${industryId}`;
  const now = Date.now();
  const at = lastRecorded.get(key);
  if (at !== undefined && now - at < RECORD_EVERY_MS) return true;
  if (lastRecorded.size > 10_000) lastRecorded.clear();
  lastRecorded.set(key, now);
  return false;
}

/**
 * Opens an industry page for a user: 404 for unknown ids, the main industry for an alias, the
 * trial rule, and the rolling search limit (429, lockout message and logout past it).
 */
export async function openIndustry(
  db: Db,
  request: Request,
  user: CurrentUser,
  rawId: string | undefined,
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
  if (
    !recentlyRecorded(user.id, industry.id) &&
    (await recordIndustryOpen(db, user.id, industry.id)) === "locked"
  ) {
    const clear = await endSession(db, request);
    throw data({ message: lockoutMessage() }, { status: 429, headers: { "Set-Cookie": clear } });
  }
  return industry;
}
