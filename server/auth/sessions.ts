import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema";
import { expiringCache } from "../cache/expiring";
import { env } from "../config/env";
import { getSessionCookie } from "./cookies";
import { randomToken, sha256Hex } from "./crypto";

export type SessionKind = "credentials" | "linkgen";
/**
 * The three credentials are kept apart (issue 23 item 9): a web session is honoured only from the
 * signed cookie, an API token only from the Authorization header, and a handover token only once,
 * at /link, on the host it was minted for. A stolen one of one kind opens none of the others.
 */
export type SessionPurpose = "web" | "api" | "handover";

/** A handover token (cross-host redirect) must be used at once. */
export const HANDOVER_TTL_MS = 2 * 60 * 1000;

const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Creates a server-side session and returns the Set-Cookie value carrying its (signed) id. */
export async function startSession(
  db: DbOrTx,
  userId: number,
  meta: { kind?: SessionKind; userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  return getSessionCookie().serialize(await insertCredential(db, userId, "web", meta));
}

type CredentialMeta = {
  kind?: SessionKind;
  userAgent?: string | null;
  ip?: string | null;
  audience?: string | null;
  ttlMs?: number;
};

async function insertCredential(
  db: DbOrTx,
  userId: number,
  purpose: SessionPurpose,
  meta: CredentialMeta,
): Promise<string> {
  const id = randomToken(32);
  const ttl = meta.ttlMs ?? env().SESSION_DAYS * 24 * 60 * 60 * 1000;
  await db.insert(sessions).values({
    idHash: sha256Hex(id),
    userId,
    kind: meta.kind ?? "credentials",
    purpose,
    audience: meta.audience?.toLowerCase() ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    expiresAt: new Date(Date.now() + ttl),
  });
  return id;
}

/**
 * A new API access token (Authorization: Bearer, or LinkGen for a link-generated one). It is never
 * honoured as a session cookie nor at /link.
 */
export async function createSessionToken(
  db: DbOrTx,
  userId: number,
  meta: { kind?: SessionKind; userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  return insertCredential(db, userId, "api", meta);
}

/**
 * A one-time token for the cross-host redirect: valid for HANDOVER_TTL_MS, once, at /link on
 * `audience` (the host it hands the user over to).
 */
export async function createHandoverToken(
  db: DbOrTx,
  userId: number,
  meta: { kind: SessionKind; audience: string },
): Promise<string> {
  return insertCredential(db, userId, "handover", { ...meta, ttlMs: HANDOVER_TTL_MS });
}

/**
 * Spends a handover token presented at /link on `host`: the user and how they had signed in, or
 * null (unknown, spent, expired, minted for another host, or not a handover token at all).
 */
export async function redeemHandoverToken(
  db: DbOrTx,
  token: string,
  host: string,
): Promise<{ userId: number; kind: SessionKind } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.idHash, sha256Hex(token)),
        eq(sessions.purpose, "handover"),
        eq(sessions.audience, host.toLowerCase()),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ userId: sessions.userId, kind: sessions.kind });
  if (!row) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.disabledAt)))
    .limit(1);
  return user ? { userId: row.userId, kind: row.kind as SessionKind } : null;
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

export type ActiveSession = { idHash: string; userId: number; kind: SessionKind };

/** The live session of this request, or null (expired, revoked, unknown or disabled user). */
export async function findSession(db: DbOrTx, request: Request): Promise<ActiveSession | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  return findSessionByToken(db, id, "web");
}

/** The live credential of this purpose behind a raw session id / access token, or null. */
export async function findSessionByToken(
  db: DbOrTx,
  id: string,
  purpose: Exclude<SessionPurpose, "handover">,
): Promise<ActiveSession | null> {
  if (id.length < 20 || id.length > 200) return null;
  const idHash = sha256Hex(id);
  const now = new Date();
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        eq(sessions.purpose, purpose),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { idHash: row.idHash, userId: row.userId, kind: row.kind as SessionKind };
}

/** Revokes this request's session (if any) and returns a Set-Cookie value that clears the cookie. */
export async function endSession(db: DbOrTx, request: Request): Promise<string> {
  const id = await sessionIdFrom(request);
  if (id) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.idHash, sha256Hex(id)));
  }
  return getSessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Revokes one session by its raw id (API logout, search-limit lockout). */
export async function revokeSessionToken(db: DbOrTx, id: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.idHash, sha256Hex(id)));
}

/** Revokes every session of a user (after a password change). */
export async function revokeAllSessions(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
