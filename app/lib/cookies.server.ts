import { createCookie, createCookieSessionStorage } from "react-router";
import { env } from "~/server/config/env";
import { sessionSecrets } from "~/server/auth/secrets";
import { newToast, type FlashMessage, type ToastInput } from "./toast";

const secure = () => env().COOKIE_SECURE;

let sessionCookie: ReturnType<typeof createCookie> | undefined;

/** Holds only the random session id; the session itself lives in the sessions table. */
export function getSessionCookie() {
  sessionCookie ??= createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    secrets: sessionSecrets(),
    maxAge: env().SESSION_DAYS * 24 * 60 * 60,
  });
  return sessionCookie;
}

type FlashData = { toast?: FlashMessage };
let flashStorage: ReturnType<typeof createCookieSessionStorage<FlashData, FlashData>> | undefined;

function getFlashStorage() {
  flashStorage ??= createCookieSessionStorage<FlashData, FlashData>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      secure: secure(),
      path: "/",
      secrets: sessionSecrets(),
    },
  });
  return flashStorage;
}

/** Returns a Set-Cookie value that shows `toast` on the next page (works without JavaScript). */
export async function flashCookie(toast: ToastInput): Promise<string> {
  const storage = getFlashStorage();
  const session = await storage.getSession();
  session.flash("toast", newToast(toast));
  return storage.commitSession(session);
}

/** Reads and clears the pending toast. */
export async function readFlash(
  request: Request,
): Promise<{ toast: FlashMessage | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie || !cookie.includes("__flash=")) return { toast: null, setCookie: null };
  const storage = getFlashStorage();
  const session = await storage.getSession(cookie);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: await storage.commitSession(session) };
}
