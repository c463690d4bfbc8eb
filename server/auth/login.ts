import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../db/client";
import { loginAttempts, users } from "../db/schema";
import { dummyPasswordHash, verifyPassword } from "./crypto";
import { AUTH_MESSAGES } from "./messages";
import { loginGate, recordLoginFailure, recordLoginSuccess } from "./throttle";

export const LoginSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(200, AUTH_MESSAGES.invalidCredentials),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1000, AUTH_MESSAGES.invalidCredentials),
});

export type LoginResult =
  | { ok: true; userId: number }
  | { ok: false; status: 400; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Checks credentials with throttling (server/auth/throttle.ts: per account+IP, a per-account
 * slow-down, per IP). A throttled attempt is refused before the password is checked, so guessing
 * cannot continue while locked. Every attempt is also kept in login_attempts (audit, pruned daily).
 */
export async function attemptLogin(
  db: DbOrTx,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const userName = input.username.trim();
  const gate = await loginGate(db, userName, input.ip);
  if (!gate.allowed) {
    return {
      ok: false,
      status: 429,
      message: AUTH_MESSAGES.throttled,
      retryAfterSeconds: gate.retryAfterSeconds,
    };
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);
  const success = Boolean(user && valid && !user.disabledAt);
  await db.insert(loginAttempts).values({ userName: userName.slice(0, 200), ip: input.ip, success });
  if (success) await recordLoginSuccess(db, userName, input.ip);
  else await recordLoginFailure(db, userName, input.ip);
  if (!success || !user) return { ok: false, status: 400, message: AUTH_MESSAGES.invalidCredentials };
  return { ok: true, userId: user.id };
}

/** Removes attempts older than a day (run at start and then hourly). */
export async function pruneLoginAttempts(db: DbOrTx) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < now() - interval '1 day'`);
}
