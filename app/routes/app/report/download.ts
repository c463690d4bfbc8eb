import type { Route } from "./+types/download";
import { industryGate } from "~/app/middleware/gates.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { previewDocument } from "~/server/reports/builder";
import { reportFileName, reportPdfJob } from "~/app/lib/report-pdf.server";

/**
 * The report as a PDF: the preview page (same query) printed by the PdfEngine, A4 with header and
 * footer, margins 120px/80px (spec §7), named after the report.
 */
/** Industry content outside the industry layout: the same gate (trial set, search limit) as middleware. */
export const middleware: Route.MiddlewareFunction[] = industryGate;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const url = new URL(request.url);
  const preview = await previewDocument(db, user, industry, url);
  if (!preview.ok) throw new Response(null, { status: 404 });
  const { doc } = preview;
  return pdfDownload(
    request,
    `/industries/${industry.id}/risk-report/preview${url.search}`,
    reportFileName(doc),
    reportPdfJob(doc),
    { industryId: industry.id },
  );
}
