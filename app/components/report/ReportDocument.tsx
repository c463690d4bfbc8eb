import type { CSSProperties, ReactNode } from "react";
import { HazardBarChart } from "~/app/components/risk/HazardCharts";
import { GRADE_STYLE } from "~/app/components/risk/grades";
import { formatAmount } from "~/server/format/amount";
import type { ReportDoc, ReportHazardItem } from "~/server/reports/document";
import type { SectionKey, SectionState } from "~/server/reports/sections";
import { useNonce } from "~/app/lib/nonce";
import { PlainText } from "~/app/components/ui/PlainText";

/**
 * The printed report (spec §2 preview, sections in the spec's order). One component for the print
 * page, the PDF and the builders' live preview: what the user previews is what prints.
 */
export function ReportDocument({
  doc,
  sections,
  renderNatcat,
}: {
  doc: ReportDoc;
  sections: SectionState[];
  /**
   * Draws the Natural Catastrophe section. Passed by the pages that show it (print preview, shared
   * report, quick builder), so the other builders' bundles do not carry the natcat chart code.
   */
  renderNatcat?: (natcat: NonNullable<ReportDoc["natcat"]>, title: string) => ReactNode;
}) {
  const on = new Map(sections.map((s) => [s.key, s]));
  const show = (k: SectionKey) => on.get(k)?.checked === true;
  const heading = (k: SectionKey, label: string) => {
    const seq = on.get(k)?.seq;
    return seq ? `${seq}. ${label}` : label;
  };
  const vars = themeVars(doc.theme);
  const a = doc.advisor;
  const fmt = (n: number) => formatAmount(n, { currencySymbol: doc.underInsurance.currencySymbol });
  return (
    <div className="report" style={vars} data-report-kind={doc.kind}>
      {show("cover") ? (
        <ReportCover
          headerTitle={doc.headerTitle}
          title={doc.coverTitle}
          name={doc.insuredBusinessName}
          subtitle={
            <>
              {doc.industry.name} <span>({doc.industry.code})</span>
            </>
          }
          dateText={doc.dateText}
          advisor={a}
          company={doc.company}
        />
      ) : null}

      {show("usage-notice") ? (
        <Block title="Usage Notice" id="usage-notice">
          <UsageNotice />
        </Block>
      ) : null}

      {show("user-profile") ? (
        <Block
          title={heading("user-profile", doc.underwriter ? "Underwriter Details" : "Meet Your Advisor")}
          id="user-profile"
        >
          {a.avatarUrl ? (
            <img
              src={a.avatarUrl}
              alt={`Photo of ${a.personName}`}
              className="report-avatar"
              width={96}
              height={96}
            />
          ) : null}
          <ContactList
            className="report-contact"
            rows={[
              ["Name", a.personName],
              ["Job title", a.jobTitle],
              ["Company", a.company],
              ["Phone", a.phone],
              ["Mobile", a.mobile],
              ["Email", a.email],
              ["Address", a.addressStr],
            ]}
          />
          {a.description ? <PlainText className="report-html mt-3" text={a.description} /> : null}
        </Block>
      ) : null}

      {show("company-profile") && doc.company ? (
        <Block
          title={heading("company-profile", `Why Partner with ${doc.company.name}`)}
          id="company-profile"
        >
          {doc.company.logoUrl ? (
            <img
              src={doc.company.logoUrl}
              alt={`${doc.company.name} logo`}
              className="report-logo"
              height={64}
            />
          ) : null}
          {doc.company.description ? (
            <PlainText className="report-html" text={doc.company.description} />
          ) : (
            <p>{doc.company.name}</p>
          )}
        </Block>
      ) : null}

      {show("introduction-iprofilerisk") ? (
        <Block
          title={heading("introduction-iprofilerisk", "About Natural Catastrophe Risk")}
          id="introduction-iprofilerisk"
        >
          <p>
            Floods, storms, bushfires and earthquakes cause some of the largest business losses. Where a
            business stands matters as much as what it does: the same shop faces different hazards on a
            floodplain, on the coast or at the bush edge. This report sets out the natural hazards recorded
            for the business location alongside the risks of its trade.
          </p>
        </Block>
      ) : null}

      {show("about") ? (
        <Block title={heading("about", "About this Report")} id="about">
          <p>
            This report was prepared for{" "}
            {doc.insuredBusinessName ? <strong>{doc.insuredBusinessName}</strong> : "a business"}, classified
            as <strong>{doc.industry.name}</strong> ({doc.industry.code}). It rates the hazards that
            businesses of this kind typically present to each class of insurance on a scale of 0 to 100 and
            explains what drives each rating.
          </p>
          <p>
            Ratings of 0–25 are graded LOW, 26–60 MEDIUM and 61–100 HIGH. A high rating does not mean cover is
            unavailable; it marks the classes where the insurer will ask the most questions and where risk
            improvements pay off.
          </p>
        </Block>
      ) : null}

      {show("purpose") ? (
        <Block title={heading("purpose", "Purpose")} id="purpose">
          <p>
            The purpose of this report is to help the business owner and their{" "}
            {doc.underwriter ? "underwriter" : "adviser"} talk about the insurance the business needs: which
            covers matter most, what the insurer is likely to ask, and which risks are worth reducing before
            renewal.
          </p>
        </Block>
      ) : null}

      {show("under-insurance") ? (
        <Block title={heading("under-insurance", "Under Insurance")} id="under-insurance">
          <p>
            Many property policies carry an average (co-insurance) clause: if the sum insured is less than the
            required percentage of the value at risk, the insurer pays only a proportion of a loss — even a
            partial one.
          </p>
          <table className="report-table mt-3">
            <caption>Worked example ({doc.underInsurance.coInsurance}% co-insurance)</caption>
            <tbody>
              <tr>
                <th scope="row">Sum insured</th>
                <td>{fmt(doc.underInsurance.sumInsured)}</td>
              </tr>
              <tr>
                <th scope="row">Value at risk</th>
                <td>{fmt(doc.underInsurance.valueAtRisk)}</td>
              </tr>
              <tr>
                <th scope="row">Loss</th>
                <td>{fmt(doc.underInsurance.loss)}</td>
              </tr>
              <tr>
                <th scope="row">Insurer pays</th>
                <td>{fmt(doc.underInsurance.payout)}</td>
              </tr>
              <tr>
                <th scope="row">Business bears</th>
                <td>{fmt(doc.underInsurance.uninsured)}</td>
              </tr>
            </tbody>
          </table>
          <p className="mt-2 text-sm">
            Insurer pays = sum insured ÷ ({doc.underInsurance.coInsurance}% × value at risk) × loss ={" "}
            {fmt(doc.underInsurance.sumInsured)} ÷{" "}
            {fmt(doc.underInsurance.valueAtRisk * (doc.underInsurance.coInsurance / 100))} ×{" "}
            {fmt(doc.underInsurance.loss)} = {fmt(doc.underInsurance.payout)}.
          </p>
        </Block>
      ) : null}

      {show("report-hazard-assessment") ? (
        <section className="report-block" id="report-hazard-assessment">
          <h2 className="report-h2">{heading("report-hazard-assessment", "Hazard Assessment")}</h2>
          {doc.hazard.items.length === 0 ? (
            <p>No Hazard Index</p>
          ) : (
            <>
              <div className="report-chart">
                <HazardBarChart
                  items={doc.hazard.items.filter((i) => i.rating > 0).map((i) => ({ ...i, grade: i.grade }))}
                  width={680}
                />
              </div>
              {doc.hazard.groups ? (
                doc.hazard.groups
                  .filter((g) => g.classIds.length > 0)
                  .map((g) => (
                    <HazardTable
                      key={g.id}
                      title={g.title}
                      items={g.classIds
                        .map((id) => doc.hazard.items.find((i) => i.id === id))
                        .filter((i): i is ReportHazardItem => Boolean(i))}
                      commentLabel={doc.commentLabel}
                    />
                  ))
              ) : (
                <HazardTable title="Hazard Index" items={doc.hazard.items} commentLabel={doc.commentLabel} />
              )}
              {show("insurable-gross-profit") &&
              doc.insurableGrossProfit &&
              doc.hazard.items.some((i) => i.slug === "business_interruption") ? (
                <div className="report-igp" id="insurable-gross-profit">
                  <h3>Insurable Gross Profit</h3>
                  <p>
                    Business Interruption: the indicative rate of insurable gross profit for this industry in{" "}
                    {doc.insurableGrossProfit.country} is <strong>{doc.insurableGrossProfit.value}%</strong>{" "}
                    of turnover. Use the business&apos;s own accounts to set the sum insured; this figure is a
                    check, not a substitute.
                  </p>
                </div>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      {show("report-significant-exposures") ? (
        <Block
          title={heading("report-significant-exposures", "Significant Exposures")}
          id="report-significant-exposures"
        >
          {doc.exposures.length ? (
            <ul className="report-list">
              {doc.exposures.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : (
            <p>Currently we don&apos;t have any content for this section.</p>
          )}
        </Block>
      ) : null}

      {show("report-natural-catastrophe") && doc.natcat && renderNatcat ? (
        <section className="report-block" id="report-natural-catastrophe">
          {renderNatcat(doc.natcat, heading("report-natural-catastrophe", "Natural Catastrophe"))}
        </section>
      ) : null}

      {show("report-risk-checklist") ? (
        <section className="report-block" id="report-risk-checklist">
          <h2 className="report-h2">{heading("report-risk-checklist", "Key Risk Checklist")}</h2>
          {doc.checklist.length === 0 ? <p>No Risk Checklist</p> : null}
          {doc.checklist.map((c) => (
            <div key={c.classId} className="report-checklist-class">
              <h3>{c.className}</h3>
              {c.sections.map((s) => (
                <div key={s.section}>
                  <h4>{s.section}</h4>
                  <ul className="report-checkboxes">
                    {s.questions.map((q) => (
                      <li key={q}>{q}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </section>
      ) : null}

      {show("back-cover") ? (
        <ReportBackCover
          headerTitle={doc.headerTitle}
          advisor={a}
          company={doc.company}
          underwriter={doc.underwriter}
          dateText={doc.dateText}
        />
      ) : null}
    </div>
  );
}

/** What every report says first about what it is and is not. */
export function UsageNotice() {
  return (
    <p>
      This report gives general information about the risks commonly found in businesses of this kind. It is
      not advice about any particular business or policy, and it does not replace a survey of the premises,
      the insurer&apos;s underwriting or the terms of a policy. Ratings are indicative and drawn from a model
      of the industry, not from the insured&apos;s own records. Read it with your adviser.
    </p>
  );
}

/** The report theme's colours as the CSS variables the report layout reads. */
export function themeVars(t: ReportDoc["theme"]): CSSProperties {
  return {
    "--r-title": t.colorTitle,
    "--r-bg1": t.colorBg1,
    "--r-bg2": t.colorBg2,
    "--r-bar": t.colorBar,
  } as CSSProperties;
}

/** Label and value rows of a contact block; empty values are left out. */
function ContactList({ rows, className }: { rows: Array<[string, string]>; className?: string }) {
  return (
    <dl className={className}>
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

type Advisor = ReportDoc["advisor"];
type Company = ReportDoc["company"];

/** A report's cover: a full A4 page in the theme's colours, no running header or page number. */
export function ReportCover({
  headerTitle,
  title,
  name,
  subtitle,
  dateText,
  advisor,
  company,
}: {
  headerTitle: string;
  title: string;
  /** The client's name; the line is left out when the broker has not named one (no placeholder). */
  name: string;
  subtitle: ReactNode;
  dateText: string;
  advisor: Advisor;
  company: Company;
}) {
  return (
    <section className="report-page report-cover" aria-label="Cover">
      <p className="report-cover-kicker">{headerTitle}</p>
      <h1 className="report-cover-title">{title}</h1>
      {name ? <p className="report-cover-name">{name}</p> : null}
      <p className="report-cover-industry">{subtitle}</p>
      <div className="report-cover-foot">
        <p className="report-cover-date">{dateText}</p>
        {advisor.personName ? (
          <p>
            Prepared by {advisor.personName}
            {advisor.company ? `, ${advisor.company}` : ""}
          </p>
        ) : null}
        {company?.logoUrl ? (
          <img src={company.logoUrl} alt={`${company.name} logo`} className="report-cover-logo" height={56} />
        ) : null}
      </div>
    </section>
  );
}

/** A report's back cover: the broker's contact details and the general-advice notice. */
export function ReportBackCover({
  headerTitle,
  advisor: a,
  company,
  underwriter,
  dateText,
}: {
  headerTitle: string;
  advisor: Advisor;
  company: Company;
  underwriter: boolean;
  dateText: string;
}) {
  const who = underwriter ? "underwriter" : "adviser";
  return (
    <section className="report-page report-back" aria-label="Back cover">
      <div>
        <p className="report-cover-kicker">{headerTitle}</p>
        {company?.logoUrl ? (
          <img src={company.logoUrl} alt={`${company.name} logo`} className="report-cover-logo" height={56} />
        ) : null}
      </div>
      {a.personName ? (
        <div className="report-back-contact">
          <h2>Talk to your {who}</h2>
          <p className="report-back-name">{a.personName}</p>
          {a.jobTitle || a.company ? <p>{[a.jobTitle, a.company].filter(Boolean).join(", ")}</p> : null}
          <ContactList
            rows={[
              ["Phone", a.phone],
              ["Mobile", a.mobile],
              ["Email", a.email],
              ["Address", a.addressStr],
            ]}
          />
        </div>
      ) : null}
      <p className="report-back-note">
        This report is general information, not advice. It does not take into account the objectives,
        financial situation or needs of any particular business, and it is not an offer or a promise of
        insurance cover. Read it with your {who}. Prepared with RiskCoach on {dateText}.
      </p>
    </section>
  );
}

function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="report-block" id={id}>
      <h2 className="report-h2">{title}</h2>
      {children}
    </section>
  );
}

function Html({ html, className }: { html: string; className?: string }) {
  // Sanitised on the server (sanitize-html allow-list) before it reaches here.
  return <div className={`report-html ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * One hazard table. The title and its first two classes stay together (break-inside: avoid), so a
 * table never starts in the last 220 of the page's 922 units (spec §9): that lead is taller than 220.
 */
function HazardTable({
  title,
  items,
  commentLabel,
}: {
  title: string;
  items: ReportHazardItem[];
  commentLabel: string;
}) {
  const lead = items.slice(0, 2);
  const rest = items.slice(2);
  return (
    <div className="report-hazard-table">
      <div className="report-hazard-lead">
        <h3>{title}</h3>
        {lead.map((i) => (
          <HazardRow key={i.id} item={i} commentLabel={commentLabel} />
        ))}
      </div>
      {rest.map((i) => (
        <HazardRow key={i.id} item={i} commentLabel={commentLabel} />
      ))}
    </div>
  );
}

function HazardRow({ item, commentLabel }: { item: ReportHazardItem; commentLabel: string }) {
  const g = GRADE_STYLE[item.grade];
  return (
    <div className="report-hazard-row">
      <div className="report-hazard-head">
        <span className="report-hazard-name">{item.name}</span>
        <span className="report-grade" style={{ background: g.fill, color: g.onFill }}>
          {g.label} {item.rating}
        </span>
      </div>
      <ul className="report-reasons">
        {item.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {item.comment ? (
        <div className="report-comment">
          <p className="report-comment-label">{commentLabel}</p>
          <Html html={item.comment} />
        </div>
      ) : null}
      {item.checklist.length ? (
        <div className="report-comment">
          <p className="report-comment-label">RISK CHECKLIST</p>
          <dl>
            {item.checklist.map((c) => (
              <div key={c.question}>
                <dt>{c.question}</dt>
                <dd>{c.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

/** A CSS string literal: quotes, backslashes, line breaks and "<" escaped (it sits in a <style>). */
const cssString = (text: string) =>
  `"${text
    .replace(/[\\"]/g, "\\$&")
    .replace(/[\r\n]+/g, " ")
    .replace(/</g, "\\3C ")}"`;
const cssColour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** The running header's business name: one line, cut with an ellipsis (a 60-character name fits). */
export function headerName(name: string, max = 48): string {
  const clean = name.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/**
 * The printed report's pages (issue 24): A4 with the spec's 120px/80px margins, a running header
 * (report title, the company logo, the business name) and footer (industry, general-information
 * notice, page x of y) in CSS page-margin boxes on inner pages only; the cover and the back cover
 * are full-bleed pages without them. One stylesheet for the browser's print and the PDF engine.
 */
export function reportPageCss(
  doc: Pick<ReportDoc, "headerTitle" | "insuredBusinessName" | "theme" | "industry" | "company">,
): string {
  return pageRules({
    headerTitle: doc.headerTitle,
    headerRight: doc.insuredBusinessName,
    footerLeft: `${doc.industry.name} · General information, not advice`,
    colour: doc.theme.colorTitle,
    logoUrl: doc.company?.logoUrl ?? null,
  });
}

/** The page rules of any printed report: running header and footer on inner pages only. */
export function pageRules(p: {
  headerTitle: string;
  headerRight: string;
  footerLeft: string;
  colour: string;
  logoUrl: string | null;
}): string {
  const box = "font-family: Arial, Helvetica, sans-serif; font-size: 8pt;";
  const title = cssColour(p.colour, "#003262");
  const none =
    "@top-left { content: none } @top-center { content: none } @top-right { content: none } @bottom-left { content: none } @bottom-right { content: none }";
  const logo = p.logoUrl
    ? `@top-center { content: ""; background: url(${cssString(p.logoUrl)}) no-repeat center / contain; width: 150px; height: 44px; }`
    : "";
  return [
    `@page { size: A4; margin: 120px 0 80px;`,
    `  @top-left { content: ${cssString(p.headerTitle)}; ${box} font-weight: bold; letter-spacing: 1px; color: ${title}; padding-left: 40px; }`,
    `  ${logo}`,
    `  @top-right { content: ${cssString(headerName(p.headerRight))}; ${box} color: ${title}; padding-right: 40px; white-space: nowrap; }`,
    `  @bottom-left { content: ${cssString(p.footerLeft)}; ${box} color: #475569; padding-left: 40px; }`,
    `  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${box} color: #475569; padding-right: 40px; }`,
    `}`,
    `@page :first { margin: 0; ${none} }`,
    `@page back-cover { margin: 0; ${none} }`,
  ].join("\n");
}

/** The report's page rules as a <style> of the print pages (the preview, the shared report). */
export function ReportPageStyle({ doc, css }: { doc?: Parameters<typeof reportPageCss>[0]; css?: string }) {
  const nonce = useNonce();
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css ?? (doc ? reportPageCss(doc) : "") }} />;
}

/** The printed report's title: the PDF's Title and the print page's <title>. */
export const reportTitle = (doc: Pick<ReportDoc, "coverTitle" | "insuredBusinessName">) =>
  doc.insuredBusinessName ? `${doc.coverTitle} – ${doc.insuredBusinessName}` : doc.coverTitle;
