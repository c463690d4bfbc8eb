import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { getSignedIn, loginRedirectUrl, requireUser } from "~/app/lib/guard.server";
import { industryRefusalResponse } from "~/app/lib/industry-access.server";
import { endSession } from "~/app/lib/session.server";
import { createHandoverToken } from "~/server/auth/sessions";
import { getDb } from "~/server/db/client";
import { isNavigation } from "~/server/http/fetch-intent";
import { openIndustry } from "~/server/industries/access";
import { crossHostConfig, crossHostTarget } from "~/server/platform/cross-host";
import { encodeUrlToken } from "~/server/platform/linkgen";
import { siteFor } from "~/server/platform/site";

/**
 * The gates a layout enforces, as React Router middleware (react-router.config.ts
 * future.v8_middleware). Middleware runs for every request whose matches include the route that
 * exports it: the document request of a page, the `.data` request of a client navigation or
 * fetcher (even when `?_routes=` names only a child's loader), an action, and a resource route
 * (PDFs, JSON, images). A loader of the layout does not: a `.data` request runs only the loaders
 * it names. So no gate lives in a layout's loader.
 */

/** Where a user who has not answered the terms of use is sent, remembering the page. */
export function termsUrl(url: URL): string {
  return `/account/terms?${new URLSearchParams({ returnTo: url.pathname + url.search })}`;
}

/**
 * The signed-in app (routes/app/layout.tsx): a visitor goes to / with the page remembered; a user
 * of another host's country goes there (spec §4 cross-host); a user who has not agreed to the terms
 * of use gets only the terms dialog (/account/terms, outside this layout), never a page's content,
 * a PDF, an image or a data response.
 */
export const signedInGate: MiddlewareFunction<Response> = async ({ request, url }) => {
  // `url` is the page's URL (React Router's `.data` suffix and `?_routes=` removed): what to return to.
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw redirect(loginRedirectUrl(new Request(url)));
  const { user, session } = signedIn;
  const site = siteFor(request);
  const target = crossHostTarget(user, site.host, crossHostConfig());
  if (target) {
    // Spec §4: to the user's own host with the current path and a one-time token; the session here ends.
    const db = await getDb();
    const token = await createHandoverToken(db, user.id, {
      kind: session.kind,
      audience: new URL(target).host,
    });
    const clear = await endSession(db, request);
    throw redirect(
      `${target}/link?${new URLSearchParams({ token: encodeUrlToken(token), redirectTo: url.pathname + url.search })}`,
      { headers: { "Set-Cookie": clear } },
    );
  }
  if (user.isUserAcceptedToc !== true) throw redirect(termsUrl(url));
};

/**
 * One industry (routes/app/industries/layout.tsx and the report preview and PDF): 404 for an
 * unknown id, the main industry for an alias, the trial set (403), and the rolling search limit
 * (429, lockout and logout). Only the user's own visit counts as an open (server/http/fetch-intent);
 * an image, iframe or prefetch aimed at the page counts nothing and reads only an industry already
 * counted.
 */
const industryGateOnly: MiddlewareFunction<Response> = async ({ request, params, context }) => {
  const { user } = await requireUser(request);
  const db = await getDb();
  const opened = await openIndustry(db, user, params.id, { count: isNavigation(request) });
  if (opened.ok) return;
  const refusal = await industryRefusalResponse(db, request, opened);
  const headers = refusal instanceof Response ? null : refusal.init?.headers;
  if (headers) context.set(refusalHeaders, new Headers(headers));
  throw refusal;
};

/**
 * React Router renders a refusal thrown by middleware (`data(..., { status, headers })`) through the
 * error boundary but keeps only its status and body; this puts its headers (the lockout's
 * Set-Cookie that ends the session, Cache-Control) on the response that comes back up the chain.
 */
const refusalHeaders = createContext<Headers | null>(null);
const keepRefusalHeaders: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const headers = context.get(refusalHeaders);
  if (headers) for (const [name, value] of headers) response.headers.append(name, value);
  return response;
};

export const industryGate: MiddlewareFunction<Response>[] = [keepRefusalHeaders, industryGateOnly];
