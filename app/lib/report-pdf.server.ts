import { reportTitle } from "~/app/components/report/ReportDocument";
import type { PdfJob } from "~/server/pdf/engine";
import type { ReportDoc } from "~/server/reports/document";

/**
 * How a report is printed (issue 24): the page rules are the document's own (ReportPageStyle: running
 * header and footer on inner pages, full-bleed cover and back cover); the PDF carries its title, the
 * broker as author, a subject and keywords; the file is named after the client, or the industry when
 * the broker has not named one.
 */
export function reportPdfJob(
  doc: Pick<ReportDoc, "coverTitle" | "insuredBusinessName" | "headerTitle" | "industry" | "advisor">,
): Omit<PdfJob, "html"> {
  const author = [doc.advisor.personName, doc.advisor.company].filter(Boolean).join(", ");
  return {
    info: {
      title: reportTitle(doc),
      ...(author ? { author } : {}),
      subject: `${doc.headerTitle === "NATURAL CATASTROPHE REPORT" ? "Natural catastrophe" : "Insurance risk"} report for ${doc.industry.name} (${doc.industry.code}): general information, not advice`,
      keywords: [
        doc.industry.name,
        doc.industry.code,
        doc.coverTitle,
        "insurance risk",
        "general information",
      ],
      language: "en-AU",
    },
  };
}

export const reportFileName = (doc: Pick<ReportDoc, "coverTitle" | "insuredBusinessName" | "industry">) =>
  `${doc.insuredBusinessName || doc.industry.name} - ${doc.coverTitle}.pdf`;
