import type { Route } from "./+types/report-pdf";
import { requireUser } from "~/app/lib/guard.server";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { natcatFileName, natcatPdfJob } from "~/app/lib/report-pdf.server";
import { getDb } from "~/server/db/client";
import { can } from "~/server/policy/policy";
import { placeParam } from "~/app/lib/natcat-place";
import { buildNatcatReport } from "~/server/reports/document";

/**
 * The Natural Catastrophe Report as a PDF: its print layout (cover, location, broker, sections, back
 * cover; no app chrome), named after the location, with the broker as author (issue 24).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const doc = await buildNatcatReport(await getDb(), user, new Date(), placeParam(request));
  if (!doc.location) throw new Response(null, { status: 404 });
  const { location } = doc;
  return pdfDownload(
    request,
    `/natcat/report/print?${new URLSearchParams({ place: location.placeId })}`,
    natcatFileName({ location }),
    natcatPdfJob({ ...doc, location }),
    { userId: user.id },
  );
}
