import { NatcatEvents } from "~/app/components/natcat/NatcatEvents";
import { NatcatReportSection } from "~/app/components/natcat/NatcatReportSection";
import {
  pageRules,
  ReportBackCover,
  ReportCover,
  ReportPageStyle,
  themeVars,
} from "~/app/components/report/ReportDocument";
import type { NatcatReportDoc } from "~/server/reports/document";

/**
 * The Natural Catastrophe Report as a report (issue 24): cover, usage notice, the analysis of the
 * business location, back cover with the broker's details; running header 'NATURAL CATASTROPHE
 * REPORT' and the location on inner pages. The print page and the PDF both show it; the app's own
 * header, menus and footer are not part of it.
 */
export function NatcatReportDocument({ doc }: { doc: NatcatReportDoc }) {
  const t = doc.theme;
  const vars = themeVars(t);
  const address = doc.location?.address ?? "";
  return (
    <>
      <ReportPageStyle
        css={pageRules({
          headerTitle: doc.headerTitle,
          headerRight: address,
          footerLeft: "Natural catastrophe hazards · General information, not advice",
          colour: t.colorTitle,
          logoUrl: doc.company?.logoUrl ?? null,
        })}
      />
      <div className="report" style={vars} data-report-kind="natcat">
        <ReportCover
          headerTitle={doc.headerTitle}
          title={doc.coverTitle}
          name={address}
          subtitle="Business location"
          dateText={doc.dateText}
          advisor={doc.advisor}
          company={doc.company}
        />
        <section className="report-block" id="usage-notice">
          <h2 className="report-h2">Usage Notice</h2>
          <p>
            This report sets out the natural hazards recorded for one business location: how exposed the site
            is to floods, storms, bushfire, earthquake and other perils, graded from the hazard data with its
            sources. It is general information, not advice about any particular business or policy, and it
            does not replace a survey of the site, the insurer&apos;s underwriting or the terms of a policy.
            Read it with your adviser.
          </p>
        </section>
        <section className="report-block" id="report-natural-catastrophe">
          {doc.error ? <p role="alert">{doc.error}</p> : null}
          <NatcatReportSection profiles={doc.profiles} address={address} />
          {doc.location ? (
            <NatcatEvents
              events={doc.events}
              radiusKm={doc.eventRadiusKm}
              className="mt-6 border-t border-slate-200 pt-4"
            />
          ) : null}
        </section>
        <ReportBackCover
          headerTitle={doc.headerTitle}
          advisor={doc.advisor}
          company={doc.company}
          underwriter={false}
          dateText={doc.dateText}
        />
      </div>
    </>
  );
}

/** The NatCat report's title: the PDF's Title and its print page's <title>. */
export const natcatReportTitle = (doc: Pick<NatcatReportDoc, "coverTitle" | "location">) =>
  doc.location ? `${doc.coverTitle} – ${doc.location.address}` : doc.coverTitle;
