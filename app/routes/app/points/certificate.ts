import type { Route } from "./+types/certificate";
import { requireUser } from "~/server/auth/guard";
import { logger } from "~/server/log/logger";
import { PdfBusyError } from "~/server/pdf/engine";
import { attachment, printOwnPage } from "~/server/pdf/print";
import { CERTIFICATE_PDF_MARGIN, certificateQuery } from "~/server/points/certificate-route";

/**
 * Download: 'Certificate of Eligibility.pdf', the print document (same ?type=&period=) printed by
 * the PdfEngine with the user's cookie, so gating and ownership apply as in the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const { type, period } = certificateQuery(user, new URL(request.url));
  try {
    const pdf = await printOwnPage(
      request,
      `/points/certificate/print?${new URLSearchParams({ type, period })}`,
      { margin: CERTIFICATE_PDF_MARGIN },
    );
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment("Certificate of Eligibility.pdf"),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (err) {
    logger.error({ err, userId: user.id }, "certificate PDF failed");
    const busy = err instanceof PdfBusyError;
    return new Response(busy ? "The PDF service is busy. Try again in a minute." : "Download failed", {
      status: busy ? 503 : 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...(busy ? { "Retry-After": "30" } : {}) },
    });
  }
}
