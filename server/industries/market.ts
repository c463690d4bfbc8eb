import { createHmac } from "node:crypto";
import { safeEqual } from "../auth/crypto";
import { sessionSecrets } from "../auth/secrets";
import { env } from "../config/env";

/**
 * The external Market link (spec §2): carries the industry id and a short-lived signed token naming
 * the user, never the session cookie. The market site verifies it with the shared secret
 * (MARKET_SECRET, else the first session secret) and the expiry.
 */
const TTL_SECONDS = 10 * 60;

function secret(): string {
  return env().MARKET_SECRET ?? sessionSecrets()[0];
}

function sign(payload: string): string {
  return createHmac("sha256", secret()).update(payload).digest("base64url");
}

export function marketToken(userId: number, industryId: number, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, i: industryId, exp: Math.floor(now / 1000) + TTL_SECONDS }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export function verifyMarketToken(
  token: string,
  now = Date.now(),
): { userId: number; industryId: number } | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature || !safeEqual(sign(payload), signature)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u: number;
      i: number;
      exp: number;
    };
    if (data.exp * 1000 < now) return null;
    return { userId: data.u, industryId: data.i };
  } catch {
    return null;
  }
}

/** The link, or null when no market site is configured (MARKET_URL). */
export function marketLink(userId: number, industryId: number): string | null {
  const base = env().MARKET_URL;
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set("industry", String(industryId));
  url.searchParams.set("token", marketToken(userId, industryId));
  return url.toString();
}
