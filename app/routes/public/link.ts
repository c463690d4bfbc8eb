import { redirect } from "react-router";
import type { Route } from "./+types/link";
import { redirectWithToast } from "~/app/lib/toast.server";
import { safeRedirectTarget } from "~/app/lib/guard.server";
import { startSession } from "~/app/lib/session.server";
import { redeemHandoverToken } from "~/server/auth/sessions";
import { getDb } from "~/server/db/client";
import { logger } from "~/server/log/logger";
import { redeemLink, roundTripBase64 } from "~/server/platform/linkgen";
import { siteFor } from "~/server/platform/site";
import { recordUsage } from "~/server/platform/stats";

export const LINK_FAILED = "This link is not valid or has expired. Please log in.";

/**
 * Entry by link (platform §1, §5): `key` + `EncryptedData` from a partner's link generator (on that
 * partner's site or the main site), or a one-time `token` (base64 of a handover token minted by the
 * cross-host redirect for this host; an API token or a session id is refused). Either signs the
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
    const result = await redeemLink(db, key, encrypted, { hostPartner: site.partner?.key ?? null });
    if (result.ok) {
      const cookie = await startSession(db, result.userId, { ...meta, kind: "linkgen" });
      void recordUsage(db, site, { type: "login", userId: result.userId, kind: "linkgen" });
      return redirect(to, { headers: { "Set-Cookie": cookie } });
    }
    logger.warn({ reason: result.reason, partner: key.slice(0, 40) }, "link entry refused");
  } else {
    const token = roundTripBase64(url.searchParams.get("token"));
    const handover = token ? await redeemHandoverToken(db, token, site.host) : null;
    if (handover) {
      // One-time: the URL's token is spent and the browser gets a web session of its own.
      const cookie = await startSession(db, handover.userId, { ...meta, kind: handover.kind });
      return redirect(to, { headers: { "Set-Cookie": cookie } });
    }
    if (token) logger.warn("link token refused");
  }
  return redirectWithToast("/", { type: "error", message: LINK_FAILED });
}
