import { redirect } from "react-router";
import type { Route } from "./+types/certificate";
import { requireUser } from "~/server/auth/guard";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import {
  CERTIFICATE_PDF_MARGIN,
  certificateQuery,
  certificateStatus,
} from "~/server/points/certificate-route";
import { POINT_TYPES } from "~/server/points/rules";

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
    {
      margin: CERTIFICATE_PDF_MARGIN,
      // Document information like the reports' (issue 24): whose certificate, of which points.
      info: {
        title: `Certificate of Eligibility – ${user.personName || user.userName}`,
        subject: `${POINT_TYPES[type].label} points statement (${period === "last" ? "last" : "current"} period), issued by RiskCoach`,
        author: "RiskCoach",
        keywords: ["Certificate of Eligibility", POINT_TYPES[type].label, POINT_TYPES[type].body],
        language: "en-AU",
      },
    },
    { userId: user.id },
  );
}
