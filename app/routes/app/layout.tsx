import { Outlet, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { TermsGate } from "~/app/components/account/TermsGate";
import { TERMS_OF_USE } from "~/server/accounts/terms";
import { requireUser } from "~/server/auth/guard";
import { createHandoverToken, endSession } from "~/server/auth/sessions";
import { getDb } from "~/server/db/client";
import { crossHostConfig, crossHostTarget } from "~/server/platform/cross-host";
import { encodeUrlToken } from "~/server/platform/linkgen";
import { siteFor } from "~/server/platform/site";
import { recordPageView } from "~/server/platform/stats";

/**
 * The auth gate: every child route needs a live session, else / with the origin remembered.
 * A user who has not agreed to the terms of use gets the blocking terms dialog over an inert page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, session } = await requireUser(request);
  const db = await getDb();
  const site = siteFor(request);
  const target = crossHostTarget(user, site.host, crossHostConfig());
  if (target) {
    // Spec §4: to the user's own host with the current path and a one-time token; the session here ends.
    const url = new URL(request.url);
    const token = await createHandoverToken(db, user.id, {
      kind: session.kind,
      audience: new URL(target).host,
    });
    const clear = await endSession(db, request);
    const path = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(
      `${target}/link?${new URLSearchParams({ token: encodeUrlToken(token), redirectTo: path })}`,
      {
        headers: { "Set-Cookie": clear },
      },
    );
  }
  if (request.method === "GET") recordPageView(db, site, user.id, new URL(request.url).pathname);
  return { terms: user.isUserAcceptedToc === true ? null : TERMS_OF_USE };
}

export default function AppLayout() {
  const { terms } = useLoaderData<typeof loader>();
  if (!terms) return <Outlet />;
  return (
    <>
      <div inert>
        <Outlet />
      </div>
      <TermsGate terms={terms} />
    </>
  );
}
