import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "../config/env";
import type { Db } from "../db/client";
import { passwordResetTokens, profiles, users } from "../db/schema";
import { logger } from "../log/logger";
import { sendMail } from "../mail/mailer";
import { hashPassword, randomToken, sha256Hex } from "./crypto";
import { AUTH_MESSAGES } from "./messages";
import { revokeAllSessions } from "./sessions";
import { clearAccountThrottles, resetRequestGate } from "./throttle";

export const ResetRequestSchema = z.object({
  userName: z
    .string({ error: AUTH_MESSAGES.resetUserNameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.resetUserNameRequired)
    .max(200, AUTH_MESSAGES.resetNotFound),
});

export const NewPasswordSchema = z
  .object({
    password: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(10, AUTH_MESSAGES.passwordTooShort)
      .max(1000, "Please use at most 1000 characters."),
    confirm: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
  })
  .refine((v) => v.password === v.confirm, { message: AUTH_MESSAGES.passwordMismatch, path: ["confirm"] });

export type ResetRequestResult = "sent" | "not_found" | "throttled";

/**
 * The origin of an emailed link. Never the request's Host as such (anyone can send Host:
 * evil.example and have a live token mailed to a link on their site): the request's origin only
 * when it is one the configuration names (APP_URL, the cross-host URLs), else APP_URL.
 */
export function emailLinkOrigin(requestOrigin: string | null): string {
  const e = env();
  const allowed = new Set<string>([e.APP_URL]);
  for (const url of [e.CROSS_HOST_BROKER_URL, e.CROSS_HOST_RISKCOACH_URL])
    if (url) allowed.add(new URL(url).origin);
  return requestOrigin && allowed.has(requestOrigin) ? requestOrigin : e.APP_URL;
}

/**
 * Creates a single-use, expiring reset link and mails it to the account's email address. Throttled
 * per IP and per account (server/auth/throttle.ts); a throttled request sends nothing.
 */
export async function requestPasswordReset(
  db: Db,
  input: { userName: string; requestOrigin: string | null; ip: string },
): Promise<ResetRequestResult> {
  const [user] = await db
    .select({ id: users.id, userName: users.userName, email: profiles.email, name: profiles.personName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(sql`lower(${users.userName}) = ${input.userName.trim().toLowerCase()}`, isNull(users.disabledAt)),
    )
    .limit(1);
  const gate = await resetRequestGate(db, { userName: user?.email ? user.userName : null, ip: input.ip });
  if (gate !== "ok") {
    logger.warn({ reason: gate }, "password reset throttled");
    return "throttled";
  }
  if (!user || !user.email) return "not_found";
  const token = randomToken(32);
  const minutes = env().RESET_TOKEN_MINUTES;
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + minutes * 60 * 1000),
    });
  });
  const link = new URL(`/reset-password/${token}`, emailLinkOrigin(input.requestOrigin)).toString();
  const greeting = user.name ? `Hello ${user.name},` : "Hello,";
  const sent = await sendMail({
    to: user.email,
    subject: "Reset your RiskCoach password",
    text: [
      greeting,
      "",
      `We received a request to reset the password for the user name ${user.userName}.`,
      `Open this link within ${minutes} minutes to choose a new password:`,
      "",
      link,
      "",
      "If you did not ask for this, you can ignore this email; your password stays the same.",
    ].join("\n"),
  });
  // The file's path only: the link in it is a live credential and never reaches the logs.
  if (sent.file) logger.info({ mailFile: sent.file }, "password reset mail written");
  return "sent";
}

async function liveToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  return (await liveToken(db, token)) !== null;
}

/** Sets the new password, spends the token and signs the user out everywhere. */
export async function completePasswordReset(
  db: Db,
  input: { token: string; password: string },
): Promise<"changed" | "invalid"> {
  const row = await liveToken(db, input.token);
  if (!row) return "invalid";
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) return "invalid" as const;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning({ userName: users.userName });
    await revokeAllSessions(tx, row.userId);
    // The owner proved control of the mailbox: any sign-in lockout of the account ends now.
    if (user) await clearAccountThrottles(tx, user.userName);
    return "changed" as const;
  });
}
