import { redirect } from "react-router";
import { safeRedirect } from "remix-utils/safe-redirect";
import { loadCurrentUser, type CurrentUser } from "../accounts/viewer";
import { getDb } from "../db/client";
import { findSession, type ActiveSession } from "./sessions";

export type SignedIn = { user: CurrentUser; session: ActiveSession };

const perRequest = new WeakMap<Request, Promise<SignedIn | null>>();

/** The signed-in user of this request, or null. Loaded once per request however many loaders ask. */
export function getSignedIn(request: Request): Promise<SignedIn | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const db = await getDb();
      const session = await findSession(db, request);
      if (!session) return null;
      const user = await loadCurrentUser(db, session.userId);
      return user ? { user, session } : null;
    })();
    perRequest.set(request, pending);
  }
  return pending;
}

/** Where a visitor is sent, remembering the page they asked for. */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const origin = url.pathname + url.search;
  if (origin === "/" || origin === "/dashboard") return "/";
  return `/?${new URLSearchParams({ redirectTo: origin })}`;
}

/** Gate for every app route: a visitor goes to / with the origin remembered. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw redirect(loginRedirectUrl(request));
  return signedIn;
}

/** A local path to continue to after login; anything else (other hosts, //evil) becomes /dashboard. */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined): string {
  const target = typeof value === "string" ? value : null;
  const safe = safeRedirect(target, "/dashboard");
  if (safe === "/" || safe.startsWith("/login") || safe.startsWith("/logout")) return "/dashboard";
  return safe;
}
