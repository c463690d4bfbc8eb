import { redirect } from "react-router";
import type { Route } from "./+types/link";
import { flashCookie } from "~/server/auth/cookies";
import { safeRedirectTarget } from "~/server/auth/guard";
import {
  createSessionToken,
  findSessionByToken,
  revokeSessionToken,
  startSession,
} from "~/server/auth/sessions";
import { getSessionCookie } from "~/server/auth/cookies";
import { getDb } from "~/server/db/client";
import { logger } from "~/server/log/logger";
import { redeemLink, roundTripBase64 } from "~/server/platform/linkgen";
import { siteFor } from "~/server/platform/site";
import { recordUsage } from "~/server/platform/stats";

export const LINK_FAILED = "This link is not valid or has expired. Please log in.";

/**
 * Entry by link (platform §1, §5): `key` + `EncryptedData` from a partner's link generator, or a
 * one-time `token` (base64 of an access token, e.g. from the cross-host redirect). Either signs the
 * browser in with a fresh session; the URL's token is spent. Tokens never reach the logs (the
 * request log keeps query keys only).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const db = await getDb();
  const site = siteFor(request);
  const to = safeRedirectTarget(url.searchParams.get("redirectTo"));
  const key = url.searchParams.get("key");
  const encrypted = url.searchParams.get("EncryptedData");
  const meta = { userAgent: request.headers.get("user-agent"), ip: null };
  if (key && encrypted) {
    const result = await redeemLink(db, key, encrypted);
    if (result.ok) {
      const cookie = await startSession(db, result.userId, { ...meta, kind: "linkgen" });
      void recordUsage(db, site, { type: "login", userId: result.userId, kind: "linkgen" });
      return redirect(to, { headers: { "Set-Cookie": cookie } });
    }
    logger.warn({ reason: result.reason, partner: key.slice(0, 40) }, "link entry refused");
  } else {
    const token = roundTripBase64(url.searchParams.get("token"));
    const session = token ? await findSessionByToken(db, token) : null;
    if (token && session) {
      // One-time: the URL's token is revoked and the browser gets a session of its own.
      const fresh = await createSessionToken(db, session.userId, { ...meta, kind: session.kind });
      await revokeSessionToken(db, token);
      return redirect(to, { headers: { "Set-Cookie": await getSessionCookie().serialize(fresh) } });
    }
  }
  return redirect("/", {
    headers: { "Set-Cookie": await flashCookie(request, { type: "error", message: LINK_FAILED }) },
  });
}
