import type { Route } from "./+types/shared-report-pdf";
import { pdfHeaderFooter } from "~/app/components/report/ReportDocument";
import { getDb } from "~/server/db/client";
import { logger } from "~/server/log/logger";
import { attachment, printOwnPage } from "~/server/pdf/print";
import { sharedDocument } from "~/server/reports/builder";
import { resolveShareToken } from "~/server/reports/store";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const report = await resolveShareToken(db, params.token);
  if (!report) throw new Response(null, { status: 404 });
  const { doc } = await sharedDocument(db, report, params.token);
  try {
    const pdf = await printOwnPage(request, `/shared/reports/${params.token}`, {
      ...pdfHeaderFooter(doc),
      margin: { top: "120px", bottom: "80px" },
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(`${doc.insuredBusinessName} - ${doc.coverTitle}.pdf`),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (err) {
    logger.error({ err }, "shared report PDF failed");
    return new Response("Download failed", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
