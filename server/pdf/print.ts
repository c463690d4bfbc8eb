import { env } from "../config/env";
import { PdfBusyError, pdfEngine, type PdfJob } from "./engine";
import { selfContained, type AssetFetcher } from "./inline";

/** Where this process serves HTTP, for fetching its own print pages. */
function ownOrigin(): string {
  const { HOST, PORT } = env();
  const host = HOST === "0.0.0.0" || HOST === "::" ? "127.0.0.1" : HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${PORT}`;
}

export class PrintPageError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`print page ${path} answered ${status}`);
  }
}

/**
 * Prints one of the app's own print routes as the signed-in user sees it: the page is fetched from
 * this server with the user's cookie (so ownership and gating apply exactly as in the browser),
 * made self-contained, and handed to the PDF engine. The print route is the single source of
 * truth for what the PDF shows.
 */
export async function printOwnPage(
  request: Request,
  path: string,
  options: Omit<PdfJob, "html"> = {},
): Promise<Buffer> {
  // A full queue refuses now, before the print page is fetched and inlined for nothing.
  if (pdfEngine().busy()) throw new PdfBusyError();
  const origin = ownOrigin();
  const headers: Record<string, string> = { accept: "text/html" };
  const cookie = request.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  const response = await fetch(origin + path, {
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(20000),
  });
  if (response.status !== 200) throw new PrintPageError(response.status, path);
  const fetchAsset: AssetFetcher = async (assetPath) => {
    const r = await fetch(origin + assetPath, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(10000),
    });
    if (!r.ok) return null;
    return {
      contentType: r.headers.get("content-type") ?? "application/octet-stream",
      body: Buffer.from(await r.arrayBuffer()),
    };
  };
  const html = await selfContained(await response.text(), fetchAsset);
  return pdfEngine().render({ ...options, html });
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/[\r\n"\\/]+/g, " ").trim() || "report.pdf";
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
