/**
 * Why the browser sent a request, from the Fetch Metadata headers (Sec-Fetch-Dest, Sec-Fetch-Mode,
 * Sec-Fetch-Site) and the prefetch markers (Sec-Purpose, Purpose). Only a user's own visit may
 * count as an industry open, points activity or history (issue 23 item 3): a page a user navigated
 * to, or the `.data` request React Router's client makes for such a navigation. An <img>, <iframe>,
 * <link rel=prefetch> or prerender aimed at a page (from a shared report, an email, another site)
 * must never count.
 *
 * - "navigation": a top-level document navigation (Sec-Fetch-Dest document), or a same-origin
 *   fetch (React Router's client navigation fetches `/path.data`; React Router strips the suffix
 *   from the URL it hands loaders and middleware, so the headers decide), or a request without
 *   Fetch Metadata (old browsers, scripts, the PDF printer's fetch), which cannot be told apart
 *   and so counts.
 * - "passive": anything else: prefetch/prerender, image, iframe, frame, embed, object, script,
 *   style, a cross-site or same-site (other subdomain) fetch.
 */
export type FetchIntent = "navigation" | "passive";

export function fetchIntent(request: Request): FetchIntent {
  const h = request.headers;
  const purpose = `${h.get("sec-purpose") ?? ""} ${h.get("purpose") ?? ""} ${h.get("x-purpose") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return "passive";
  // Firefox and old Chrome mark <link rel=prefetch> this way instead of Sec-Purpose.
  if (/prefetch/i.test(h.get("x-moz") ?? "")) return "passive";
  const dest = h.get("sec-fetch-dest");
  const mode = h.get("sec-fetch-mode");
  const site = h.get("sec-fetch-site");
  // No Sec-Fetch-Dest: not a browser that sends Fetch Metadata (a script, the server's own fetch for
  // a PDF, which carries only Sec-Fetch-Mode), so there is nothing to tell it apart by.
  if (dest === null) return "navigation";
  if (dest === "document") return mode === null || mode === "navigate" ? "navigation" : "passive";
  if (dest === "empty") return site === "same-origin" || site === null ? "navigation" : "passive";
  return "passive";
}

export const isNavigation = (request: Request) => fetchIntent(request) === "navigation";
