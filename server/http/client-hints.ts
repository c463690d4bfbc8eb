/**
 * Whether a request comes from a phone: the `Sec-CH-UA-Mobile` client hint (Chromium browsers send
 * it with every request), else a phone's user agent (Safari on iPhone, Firefox for Android). The
 * server's guess for layout defaults that would otherwise change after hydration and shift the page
 * (the quick report's options drawer is folded on phones).
 */
export function isMobileRequest(request: Request): boolean {
  const hint = request.headers.get("sec-ch-ua-mobile");
  if (hint) return hint.trim() === "?1";
  return /\bMobi|\biPhone\b|\biPod\b/.test(request.headers.get("user-agent") ?? "");
}
