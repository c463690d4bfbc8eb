import { natcatReportTitle } from "~/app/components/natcat/NatcatReportDocument";
import { reportTitle } from "~/app/components/report/ReportDocument";
import type { PdfJob } from "~/server/pdf/engine";
import type { NatcatReportDoc, ReportDoc } from "~/server/reports/document";
import { CERTIFICATE_PDF_MARGIN } from "~/server/points/certificate";
import { POINT_TYPES, type PointType } from "~/server/points/rules";

/**
 * How reports are printed (issue 24): the page rules are the documents' own (ReportPageStyle: running
 * header and footer on inner pages, full-bleed cover and back cover); the PDF carries its title, the
 * broker as author, a subject and keywords; the file is named after the client (or the industry when
 * the broker has not named one), the NatCat report after its place.
 */
const authorOf = (advisor: ReportDoc["advisor"]) =>
  [advisor.personName, advisor.company].filter(Boolean).join(", ");

function job(
  doc: { advisor: ReportDoc["advisor"] },
  info: { title: string; subject: string; keywords: string[] },
): Omit<PdfJob, "html"> {
  const author = authorOf(doc.advisor);
  return { info: { ...info, ...(author ? { author } : {}), language: "en-AU" } };
}

export function reportPdfJob(
  doc: Pick<ReportDoc, "coverTitle" | "insuredBusinessName" | "industry" | "advisor">,
): Omit<PdfJob, "html"> {
  return job(doc, {
    title: reportTitle(doc),
    subject: `Insurance risk report for ${doc.industry.name} (${doc.industry.code}): general information, not advice`,
    keywords: [doc.industry.name, doc.industry.code, doc.coverTitle, "insurance risk", "general information"],
  });
}

export const reportFileName = (doc: Pick<ReportDoc, "coverTitle" | "insuredBusinessName" | "industry">) =>
  `${doc.insuredBusinessName || doc.industry.name} - ${doc.coverTitle}.pdf`;

export function natcatPdfJob(doc: NatcatReportDoc & { location: { address: string } }): Omit<PdfJob, "html"> {
  return job(doc, {
    title: natcatReportTitle(doc),
    subject: `Natural catastrophe hazards at ${doc.location.address}: general information, not advice`,
    keywords: ["natural catastrophe", "flood", "bushfire", "storm", "earthquake", "general information"],
  });
}

export const natcatFileName = (doc: { location: { address: string } }) =>
  `${doc.location.address.split(",")[0]?.trim() || "Business location"} - Natural Catastrophe Report.pdf`;

/** The Certificate of Eligibility: its margins and document information like the reports' (whose, of which points). */
export function certificatePdfJob(
  person: string,
  type: PointType,
  period: "current" | "last",
): Omit<PdfJob, "html"> {
  const points = POINT_TYPES[type];
  return {
    margin: CERTIFICATE_PDF_MARGIN,
    info: {
      title: `Certificate of Eligibility – ${person}`,
      subject: `${points.label} points statement (${period} period), issued by RiskCoach`,
      author: "RiskCoach",
      keywords: ["Certificate of Eligibility", points.label, points.body],
      language: "en-AU",
    },
  };
}
