import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema";
import { env } from "../config/env";
import { getSessionCookie } from "./cookies";
import { randomToken, sha256Hex } from "./crypto";

export type SessionKind = "credentials" | "linkgen";

const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Creates a server-side session and returns the Set-Cookie value carrying its (signed) id. */
export async function startSession(
  db: DbOrTx,
  userId: number,
  meta: { kind?: SessionKind; userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  return getSessionCookie().serialize(await createSessionToken(db, userId, meta));
}

/**
 * A new session and its raw id: the cookie carries it signed; API clients carry it as their
 * access token (Authorization: Bearer, or LinkGen for link-generated sessions).
 */
export async function createSessionToken(
  db: DbOrTx,
  userId: number,
  meta: { kind?: SessionKind; userAgent?: string | null; ip?: string | null } = {},
): Promise<string> {
  const id = randomToken(32);
  const expiresAt = new Date(Date.now() + env().SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({
    idHash: sha256Hex(id),
    userId,
    kind: meta.kind ?? "credentials",
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    expiresAt,
  });
  return id;
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("__session=")) return null;
  const value = await getSessionCookie().parse(header);
  return typeof value === "string" && value.length > 20 ? value : null;
}

export type ActiveSession = { idHash: string; userId: number; kind: SessionKind };

/** The live session of this request, or null (expired, revoked, unknown or disabled user). */
export async function findSession(db: DbOrTx, request: Request): Promise<ActiveSession | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  return findSessionByToken(db, id);
}

/** The live session behind a raw session id / access token, or null. */
export async function findSessionByToken(db: DbOrTx, id: string): Promise<ActiveSession | null> {
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
