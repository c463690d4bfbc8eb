import { redirect } from "react-router";
import type { Route } from "./+types/certificate";
import { requireUser } from "~/app/lib/guard.server";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { certificateQuery, certificateStatus } from "~/app/lib/certificate-route.server";
import { certificatePdfJob } from "~/app/lib/report-pdf.server";

/**
 * Download: 'Certificate of Eligibility.pdf', the print document (same ?type=&period=) printed by
 * the PdfEngine with the user's cookie, so gating and ownership apply as in the browser. With 0
 * points in the period there is nothing to certify: back to the points page, which says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const { type, period } = certificateQuery(user, new URL(request.url));
  const { refusal } = await certificateStatus(request, user, type, period);
  if (refusal) throw redirect(`/points?${new URLSearchParams({ type, period })}#certificate`);
  return pdfDownload(
    request,
    `/points/certificate/print?${new URLSearchParams({ type, period })}`,
    "Certificate of Eligibility.pdf",
    certificatePdfJob(user.personName || user.userName, type, period),
    { userId: user.id },
  );
}
