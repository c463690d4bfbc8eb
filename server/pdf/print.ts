import http from "node:http";
import { env } from "../config/env";
import { hostOf } from "../platform/site";
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
  // The print page is fetched for the site the user is on (issue 24): the partner, the app theme by
  // host and anything else host-derived come from the Host header, which fetch() will not send.
  const headers: Record<string, string> = { accept: "text/html", host: hostOf(request) };
  const cookie = request.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  const response = await getOwn(path, headers, 20000);
  if (response.status !== 200) throw new PrintPageError(response.status, path);
  const fetchAsset: AssetFetcher = async (assetPath) => {
    const r = await getOwn(assetPath, headers, 10000);
    if (r.status < 200 || r.status > 299) return null;
    return { contentType: r.contentType ?? "application/octet-stream", body: r.body };
  };
  const html = await selfContained(response.body.toString("utf8"), fetchAsset);
  return pdfEngine().render({ ...options, html });
}

/** GET one of this server's own paths with the given headers (Host included); no redirects followed. */
export function getOwn(
  path: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; contentType: string | null; body: Buffer }> {
  const url = new URL(path, ownOrigin());
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"] ?? null,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`print page ${path} timed out`)));
    req.on("error", reject);
  });
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/[\r\n"\\/]+/g, " ").trim() || "report.pdf";
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
