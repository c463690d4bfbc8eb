import type { Route } from "./+types/shared-report-pdf";
import { reportFileName, reportPdfJob } from "~/app/lib/report-pdf.server";
import { getDb } from "~/server/db/client";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { sharedDocument } from "~/server/reports/builder";
import { resolveShareToken } from "~/server/reports/store";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const report = await resolveShareToken(db, params.token);
  if (!report) throw new Response(null, { status: 404 });
  const shared = await sharedDocument(db, report, params.token);
  if (!shared.ok) throw new Response(null, { status: 404 });
  const { doc } = shared;
  return pdfDownload(request, `/shared/reports/${params.token}`, reportFileName(doc), reportPdfJob(doc), {
    reportId: report.id,
  });
}
