import type { Route } from "./+types/download";
import { requireUser } from "~/server/auth/guard";
import { getDb } from "~/server/db/client";
import { openIndustry } from "~/server/industries/access";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { previewDocument } from "~/server/reports/builder";
import { pdfHeaderFooter } from "~/app/components/report/ReportDocument";

/**
 * The report as a PDF: the preview page (same query) printed by the PdfEngine, A4 with header and
 * footer, margins 120px/80px (spec §7), named after the report.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await openIndustry(db, request, user, params.id);
  const url = new URL(request.url);
  const { doc } = await previewDocument(db, user, industry, url);
  return pdfDownload(
    request,
    `/industries/${industry.id}/risk-report/preview${url.search}`,
    `${doc.insuredBusinessName} - ${doc.coverTitle}.pdf`,
    { ...pdfHeaderFooter(doc), margin: { top: "120px", bottom: "80px" } },
    { industryId: industry.id },
  );
}
