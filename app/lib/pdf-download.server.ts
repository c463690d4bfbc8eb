import { logger } from "~/server/log/logger";
import { PdfBusyError, PdfTimeoutError, type PdfJob } from "~/server/pdf/engine";
import { attachment, printOwnPage } from "~/server/pdf/print";

/**
 * Every PDF download (report, shared report, NatCat report, certificate): one of the app's print
 * pages printed by the PdfEngine, as an attachment. A full queue or a render that ran out of time
 * is the service being busy, not a fault: 503 with Retry-After (issue #23 item 12: the shared and
 * NatCat PDFs answered 500); anything else is logged and answers 500.
 */
export async function pdfDownload(
  request: Request,
  path: string,
  fileName: string,
  options: Omit<PdfJob, "html">,
  log: Record<string, unknown> = {},
): Promise<Response> {
  try {
    const pdf = await printOwnPage(request, path, options);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(fileName),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (err) {
    const busy = err instanceof PdfBusyError || err instanceof PdfTimeoutError;
    if (busy) logger.warn({ err, path, ...log }, "pdf: busy");
    else logger.error({ err, path, ...log }, "pdf: download failed");
    return new Response(busy ? "The PDF service is busy. Try again in a minute." : "Download failed", {
      status: busy ? 503 : 500,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...(busy ? { "Retry-After": "30" } : {}),
      },
    });
  }
}
