import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { signedInGate } from "~/app/middleware/gates.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { isNavigation } from "~/server/http/fetch-intent";
import { siteFor } from "~/server/platform/site";
import { recordPageView } from "~/server/platform/stats";

/**
 * The signed-in app. Its gate (signed in, own host, terms of use accepted) is middleware, so it
 * holds for every child's document, `.data` and resource request (app/middleware/gates.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [signedInGate];

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  // Page views are the user's own visits: an image or prefetch aimed at a page is not one.
  if (request.method === "GET" && isNavigation(request))
    recordPageView(await getDb(), siteFor(request), user.id, new URL(request.url).pathname);
  return null;
}

export default function AppLayout() {
  return <Outlet />;
}
