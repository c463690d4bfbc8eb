import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { redirectWithToast } from "~/app/lib/toast.server";
import { AUTH_MESSAGES } from "~/server/auth/messages";
import { endSession } from "~/app/lib/session.server";
import { getDb } from "~/server/db/client";

/** Logout is a POST (a GET must not sign anyone out); the session is revoked server-side. */
export async function action({ request }: Route.ActionArgs) {
  const clear = await endSession(await getDb(), request);
  return redirectWithToast(
    "/",
    { type: "info", message: AUTH_MESSAGES.loggedOut },
    { headers: { "Set-Cookie": clear } },
  );
}

export function loader() {
  return redirect("/");
}
