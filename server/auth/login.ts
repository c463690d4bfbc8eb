import { and, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "../config/env";
import type { DbOrTx } from "../db/client";
import { loginAttempts, users } from "../db/schema";
import { dummyPasswordHash, verifyPassword } from "./crypto";
import { AUTH_MESSAGES } from "./messages";

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

export type LoginResult = { ok: true; userId: number } | { ok: false; status: 400 | 429; message: string };

/** Failures counted since the account's last success, inside the window. */
async function isThrottled(db: DbOrTx, userName: string, ip: string): Promise<boolean> {
  const e = env();
  const since = new Date(Date.now() - e.LOGIN_WINDOW_MINUTES * 60 * 1000);
  const lower = userName.toLowerCase();
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(sql`lower(${loginAttempts.userName}) = ${lower}`, eq(loginAttempts.success, true)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const accountSince = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const [account] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        sql`lower(${loginAttempts.userName}) = ${lower}`,
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, accountSince),
      ),
    );
  if ((account?.n ?? 0) >= e.LOGIN_MAX_FAILURES_PER_ACCOUNT) return true;
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)),
    );
  return (byIp?.n ?? 0) >= e.LOGIN_MAX_FAILURES_PER_IP;
}

/**
 * Checks credentials with per-account and per-IP throttling. A throttled attempt is refused before
 * the password is checked, so guessing cannot continue while locked.
 */
export async function attemptLogin(
  db: DbOrTx,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const userName = input.username.trim();
  if (await isThrottled(db, userName, input.ip)) {
    return { ok: false, status: 429, message: AUTH_MESSAGES.throttled };
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
  if (!success || !user) return { ok: false, status: 400, message: AUTH_MESSAGES.invalidCredentials };
  return { ok: true, userId: user.id };
}

/** Removes attempts older than a day (run at start and then hourly). */
export async function pruneLoginAttempts(db: DbOrTx) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < now() - interval '1 day'`);
}
