import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "../config/env";
import type { DbOrTx } from "../db/client";
import { linkgenUses, users } from "../db/schema";

/**
 * Entry by link (platform §1, §5):
 * - link generator: `key` (the partner key) + `EncryptedData` = base64url(iv[12] | ciphertext | tag[16]),
 *   AES-256-GCM with the partner's secret (LINKGEN_SECRETS="acme:<base64 32 bytes>,…"), plaintext
 *   JSON { user, exp (unix seconds), nonce }. Expiring and single use.
 * - token: a URL `token` counts only if it is valid base64 that round-trips; it must name a live
 *   one-time handover token minted for this host by the cross-host redirect (never an API token or
 *   a web session: server/auth/sessions.ts redeemHandoverToken).
 */
const Payload = z.object({
  user: z.string().min(1).max(200),
  exp: z.number().int().positive(),
  nonce: z.string().min(8).max(200),
});
export type LinkPayload = z.infer<typeof Payload>;

/** Longest a generated link may live, whatever its exp says. */
export const MAX_LINK_SECONDS = 15 * 60;

export function linkgenSecrets(value = env().LINKGEN_SECRETS ?? ""): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const pair of value.split(",")) {
    const [key, secret] = pair.split(":").map((s) => s?.trim());
    if (!key || !secret) continue;
    const bytes = Buffer.from(secret, "base64");
    if (bytes.length === 32) out.set(key, bytes);
  }
  return out;
}

export function encryptLink(secret: Buffer, payload: LinkPayload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secret, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function decryptLink(secret: Buffer, data: string): LinkPayload | null {
  if (!/^[A-Za-z0-9_-]{40,4000}$/.test(data)) return null;
  const raw = Buffer.from(data, "base64url");
  if (raw.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secret, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString("utf8");
    const parsed = Payload.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type LinkResult =
  | { ok: true; userId: number }
  | {
      ok: false;
      reason: "unknown_partner" | "wrong_host" | "invalid" | "expired" | "used" | "unknown_user";
    };

/**
 * Checks a link-generator entry and spends its nonce. A partner's link works only on that
 * partner's site or on the main site: `hostPartner`, the white-label partner of the host the link
 * was opened on, must be null or the key that minted it.
 */
export async function redeemLink(
  db: DbOrTx,
  partnerKey: string,
  data: string,
  opts: { hostPartner: string | null; now?: number; secrets?: Map<string, Buffer> },
): Promise<LinkResult> {
  const now = opts.now ?? Date.now();
  const secret = (opts.secrets ?? linkgenSecrets()).get(partnerKey);
  if (!secret) return { ok: false, reason: "unknown_partner" };
  if (opts.hostPartner !== null && opts.hostPartner !== partnerKey)
    return { ok: false, reason: "wrong_host" };
  const payload = decryptLink(secret, data);
  if (!payload) return { ok: false, reason: "invalid" };
  const nowSec = Math.floor(now / 1000);
  if (payload.exp <= nowSec || payload.exp > nowSec + MAX_LINK_SECONDS)
    return { ok: false, reason: "expired" };
  const [user] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.userName}) = ${payload.user.toLowerCase()}`)
    .limit(1);
  if (!user || user.disabledAt) return { ok: false, reason: "unknown_user" };
  const nonceHash = createHash("sha256").update(`${partnerKey}:${payload.nonce}`).digest("hex");
  const inserted = await db
    .insert(linkgenUses)
    .values({ nonceHash, partner: partnerKey, userId: user.id })
    .onConflictDoNothing()
    .returning({ nonceHash: linkgenUses.nonceHash });
  if (inserted.length === 0) return { ok: false, reason: "used" };
  return { ok: true, userId: user.id };
}

/** A URL token counts only if it is valid base64 that round-trips (platform §5). */
export function roundTripBase64(value: string | null): string | null {
  if (!value || value.length > 400 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  const decoded = Buffer.from(value, "base64");
  if (decoded.toString("base64") !== value) return null;
  const text = decoded.toString("utf8");
  return /^[A-Za-z0-9_-]{20,200}$/.test(text) ? text : null;
}

export const encodeUrlToken = (token: string) => Buffer.from(token, "utf8").toString("base64");

export async function userIdOf(db: DbOrTx, userName: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName)).limit(1);
  return row?.id ?? null;
}
