import { loadSignedIn, type CurrentUser } from "~/server/accounts/viewer";
import { expiringCache } from "~/server/cache/expiring";
import type { DbOrTx } from "~/server/db/client";
import {
  createWebSession,
  revokeSessionToken,
  type ActiveSession,
  type SessionKind,
} from "~/server/auth/sessions";
import { getSessionCookie } from "./cookies.server";

/** The web half of sessions: the signed `__session` cookie carries the id the domain looks up. */

/** Creates a web session and returns the Set-Cookie value carrying its (signed) id. */
export async function startSession(
  db: DbOrTx,
  userId: number,
  meta: { kind?: SessionKind; userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  return getSessionCookie().serialize(await createWebSession(db, userId, meta));
}

/**
 * Verified session ids by the Cookie header they came in. Checking the signature costs a WebCrypto
 * key import and an HMAC per request (React Router's createCookie; issue #22 profile), and its result
 * depends only on the header and this process's secrets, so a header seen before is not checked
 * again. Only the signature check is skipped: whether the session is still live is read from the
 * database on every request. Headers that fail the check, and long ones, are not kept (at most
 * 5,000 × 2 KB).
 */
const verifiedIds = expiringCache<string>({ max: 5_000, ttlMs: 10 * 60 * 1000 });

async function sessionIdFrom(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("__session=")) return null;
  const known = verifiedIds.get(header);
  if (known) return known;
  const value = await getSessionCookie().parse(header);
  if (typeof value !== "string" || value.length <= 20) return null;
  if (header.length <= 2048) verifiedIds.set(header, value);
  return value;
}

/**
 * The live session of this request and its user, in one query; null when there is none (expired,
 * revoked, unknown or disabled user).
 */
export async function findSignedIn(
  db: DbOrTx,
  request: Request,
): Promise<{ session: ActiveSession; user: CurrentUser } | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  return loadSignedIn(db, id, "web");
}

/** Revokes this request's session (if any) and returns a Set-Cookie value that clears the cookie. */
export async function endSession(db: DbOrTx, request: Request): Promise<string> {
  const id = await sessionIdFrom(request);
  if (id) await revokeSessionToken(db, id);
  return getSessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
