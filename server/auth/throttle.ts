import { like, or, eq } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../config/env";
import type { DbOrTx } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * Sign-in and password-reset throttling on rate-limiter-flexible's Drizzle store, in the app's own
 * database (the rate_limits table), so every app server shares the counters (PGlite or PostgreSQL).
 *
 * Sign-in (decision 0017), shaped so that an attacker cannot cheaply lock a victim out:
 * - per account + IP: LOGIN_MAX_FAILURES_PER_ACCOUNT wrong passwords in LOGIN_WINDOW_MINUTES block
 *   that pair (429). Guessing from one address stops; the owner elsewhere is not affected.
 * - per account, across IPs: past the same number of failures the account slows down (one attempt
 *   per SLOWDOWN_SECONDS) instead of locking; an address that has signed in to the account before
 *   (a known pair, remembered 30 days) is exempt, so a distributed attack cannot lock the owner out.
 * - per IP: LOGIN_MAX_FAILURES_PER_IP failures across accounts block that IP for accounts it has
 *   never signed in to; colleagues behind the same proxy who have signed in before go on working.
 * A success clears the pair and account counters; a completed password reset clears every
 * counter of the account.
 *
 * Password reset: RESET_MAX_PER_ACCOUNT emails per account and RESET_MAX_PER_IP requests per IP
 * per hour.
 */
export const SLOWDOWN_SECONDS = 10;
const KNOWN_PAIR_DAYS = 30;

type Limiters = {
  pair: RateLimiterDrizzle;
  account: RateLimiterDrizzle;
  slow: RateLimiterDrizzle;
  ip: RateLimiterDrizzle;
  known: RateLimiterDrizzle;
  resetAccount: RateLimiterDrizzle;
  resetIp: RateLimiterDrizzle;
};

const byDb = new WeakMap<object, Limiters>();

function limiters(db: DbOrTx): Limiters {
  let l = byDb.get(db);
  if (l) return l;
  const e = env();
  const window = e.LOGIN_WINDOW_MINUTES * 60;
  const make = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration });
  l = {
    pair: make("login-pair", e.LOGIN_MAX_FAILURES_PER_ACCOUNT, window),
    account: make("login-account", e.LOGIN_MAX_FAILURES_PER_ACCOUNT, window),
    slow: make("login-slow", 1, SLOWDOWN_SECONDS),
    ip: make("login-ip", e.LOGIN_MAX_FAILURES_PER_IP, window),
    known: make("login-known", 1_000_000, KNOWN_PAIR_DAYS * 24 * 60 * 60),
    resetAccount: make("reset-account", e.RESET_MAX_PER_ACCOUNT, 60 * 60),
    resetIp: make("reset-ip", e.RESET_MAX_PER_IP, 60 * 60),
  };
  byDb.set(db, l);
  return l;
}

const accountKey = (userName: string) => userName.trim().toLowerCase().slice(0, 200);
const pairKey = (userName: string, ip: string) => `${accountKey(userName)}|${ip}`;

const used = async (limiter: RateLimiterDrizzle, key: string) =>
  (await limiter.get(key))?.consumedPoints ?? 0;

/** Consumes one point; false when that went past the limit. */
async function take(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** May this address try a password for this account now? Called before the password is checked. */
export async function loginGate(db: DbOrTx, userName: string, ip: string): Promise<LoginGate> {
  const l = limiters(db);
  const e = env();
  const pair = pairKey(userName, ip);
  const window = e.LOGIN_WINDOW_MINUTES * 60;
  if ((await used(l.pair, pair)) >= e.LOGIN_MAX_FAILURES_PER_ACCOUNT)
    return { allowed: false, retryAfterSeconds: window };
  const known = (await used(l.known, pair)) > 0;
  if (known) return { allowed: true };
  if ((await used(l.ip, ip)) >= e.LOGIN_MAX_FAILURES_PER_IP)
    return { allowed: false, retryAfterSeconds: window };
  if ((await used(l.account, accountKey(userName))) >= e.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    // Slowed down, not locked: one attempt per SLOWDOWN_SECONDS for the whole account.
    if (!(await take(l.slow, accountKey(userName))))
      return { allowed: false, retryAfterSeconds: SLOWDOWN_SECONDS };
  }
  return { allowed: true };
}

/** Counts a wrong password (or unknown user) against the pair, the account and the IP. */
export async function recordLoginFailure(db: DbOrTx, userName: string, ip: string) {
  const l = limiters(db);
  await Promise.all([
    take(l.pair, pairKey(userName, ip)),
    take(l.account, accountKey(userName)),
    take(l.ip, ip),
  ]);
}

/** A success: the pair becomes known and the account's failure counters start again. */
export async function recordLoginSuccess(db: DbOrTx, userName: string, ip: string) {
  const l = limiters(db);
  await Promise.all([
    l.known.delete(pairKey(userName, ip)).then(() => take(l.known, pairKey(userName, ip))),
    l.pair.delete(pairKey(userName, ip)),
    l.account.delete(accountKey(userName)),
    l.slow.delete(accountKey(userName)),
  ]);
}

/** After a completed password reset: every failure counter of the account (all IPs) is cleared. */
export async function clearAccountThrottles(db: DbOrTx, userName: string) {
  const name = accountKey(userName);
  const escaped = name.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, `login-account:${name}`),
        eq(rateLimits.key, `login-slow:${name}`),
        like(rateLimits.key, `login-pair:${escaped}|%`),
      ),
    );
}

export type ResetGate = "ok" | "ip_limited" | "account_limited";

/** Counts a password-reset request against the IP and, when the account exists, the account. */
export async function resetRequestGate(
  db: DbOrTx,
  input: { userName: string | null; ip: string },
): Promise<ResetGate> {
  const l = limiters(db);
  if (!(await take(l.resetIp, input.ip))) return "ip_limited";
  if (input.userName && !(await take(l.resetAccount, accountKey(input.userName)))) return "account_limited";
  return "ok";
}
