/**
 * The PDF browser's network lockdown (issue #23 item 5). Printed documents are self-contained
 * (./inline.ts makes every style, font and image a data: URI), so the browser that prints them
 * needs no network at all, and gets none, at three levels:
 *
 * 1. PRINT_CSP, a Content-Security-Policy inside the document itself, first in its head: nothing
 *    but data: for images, styles and fonts; no frames, forms, base URL, prefetch or connect. It
 *    travels with the HTML, so Gotenberg's Chromium obeys it too.
 * 2. A route handler on the browser context that aborts every request but data: and about:blank
 *    (./engine.ts).
 * 3. The context's proxy is a closed port on loopback, with loopback not exempted: a request that
 *    slips past the route handler (Chromium does not route a <link rel=prefetch> through it) goes
 *    nowhere, not to the app, not to 127.0.0.1, not to the internet.
 */
export const PRINT_CSP = [
  "default-src 'none'",
  "img-src data:",
  "style-src 'unsafe-inline' data:",
  "font-src data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "connect-src 'none'",
  "object-src 'none'",
].join("; ");

const META = `<meta http-equiv="Content-Security-Policy" content="${PRINT_CSP}">`;

/**
 * The document with PRINT_CSP as its first element: after the doctype (so the page keeps standards
 * mode), before anything that could fetch. A meta before <html>/<head> opens the head itself; the
 * document's own <html> and <head> tags then merge into those.
 */
export function withPrintCsp(html: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (!doctype) return META + html;
  return doctype[0] + META + html.slice(doctype[0].length);
}

/** URLs the print browser may load: the document's own inline data and the blank page. */
export function allowedInPrint(url: string): boolean {
  return url.startsWith("data:") || url === "about:blank";
}

/** A proxy that refuses every connection: port 9 (discard) on loopback, loopback not bypassed. */
export const DEAD_PROXY = { server: "http://127.0.0.1:9", bypass: "<-loopback>" };
