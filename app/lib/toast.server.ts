import { redirect } from "react-router";
import { flashCookie } from "./cookies.server";
import type { ToastInput } from "./toast";

/**
 * A redirect that shows `toast` on the page it lands on (the flash cookie, read by the root loader;
 * works without JavaScript). `init` headers are kept, Set-Cookie ones included.
 */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie(toast));
  return redirect(url, { ...init, headers });
}
