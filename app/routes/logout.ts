import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { flashCookie } from "~/server/auth/cookies";
import { AUTH_MESSAGES } from "~/server/auth/messages";
import { endSession } from "~/server/auth/sessions";
import { getDb } from "~/server/db/client";

/** Logout is a POST (a GET must not sign anyone out); the session is revoked server-side. */
export async function action({ request }: Route.ActionArgs) {
  const clear = await endSession(await getDb(), request);
  const headers = new Headers();
  headers.append("Set-Cookie", clear);
  headers.append(
    "Set-Cookie",
    await flashCookie(request, { type: "info", message: AUTH_MESSAGES.loggedOut }),
  );
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
