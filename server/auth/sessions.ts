import { and, eq, gt, isNull, type Placeholder } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema";
import { env } from "../config/env";
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

/**
 * Creates a server-side web session and returns its raw id. The web layer carries it in the signed
 * session cookie (app/lib/session.server.ts); only its hash is stored.
 */
export async function createWebSession(
  db: DbOrTx,
  userId: number,
  meta: { kind?: SessionKind; userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  return insertCredential(db, userId, "web", meta);
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

export type ActiveSession = { idHash: string; userId: number; kind: SessionKind };

/**
 * What makes a credential live: the hash of its raw id, its purpose, not revoked, not expired, and
 * its user not disabled (server/accounts/viewer.ts `loadSignedIn` reads the session and its user in
 * one query with it).
 */
export function liveCredential(
  idHash: string | Placeholder,
  purpose: Exclude<SessionPurpose, "handover"> | Placeholder,
  now: Date | Placeholder,
) {
  return and(
    eq(sessions.idHash, idHash),
    eq(sessions.purpose, purpose),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    isNull(users.disabledAt),
  );
}

/** A raw id of a plausible length, hashed as stored; null for anything else. */
export function credentialHash(id: string): string | null {
  return id.length < 20 || id.length > 200 ? null : sha256Hex(id);
}

/** Records that a live session was used, at most once every five minutes. */
export async function touchSession(db: DbOrTx, idHash: string, lastSeenAt: Date, now: Date) {
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
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
