import { formatDate, formatIsoDate } from "../format/format";
import { formatPoints, POINT_TYPES, type PointType } from "./rules";
import type { PointsStatement } from "./points";

/**
 * What the certificate download answers instead of a certificate when the period has no points
 * (issue 21): a certificate for 0 points certifies nothing. Dates in the user's format.
 */
export function nothingToCertifyMessage(
  type: PointType,
  period: { start: string; end: string },
  dateFormat: string,
) {
  const range = `${formatDate(period.start, { dateFormat })} - ${formatDate(period.end, { dateFormat })}`;
  return `There is nothing to certify yet: you have no ${POINT_TYPES[type].title} points in the period ${range}. Pass a short course or an industry test, or research industries, to earn points.`;
}

/** Certificate pagination (spec §9): 32 industries per page, 20 courses per page. */
/** Page margins of the PDF; the print CSS sizes each .page to the A4 area inside them. */
export const CERTIFICATE_PDF_MARGIN = { top: "14mm", bottom: "14mm", left: "14mm", right: "14mm" };

export const INDUSTRIES_PER_PAGE = 32;
export const COURSES_PER_PAGE = 20;

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type CertificatePerson = { name: string; company: string | null };

export type CertificatePage =
  | { kind: "certificate" }
  | { kind: "statement" }
  | { kind: "industries"; rows: PointsStatement["industries"]; first: number }
  | { kind: "courses"; rows: PointsStatement["courses"] }
  | { kind: "industryCourses"; rows: PointsStatement["industryCourses"] };

/**
 * Page 1 certificate, page 2 statement, then the lists chunked on the server (an empty list has
 * no page). Every page ends with a CSS page break, so the printed page count is this list's length.
 */
export function certificatePages(s: Pick<PointsStatement, "industries" | "courses" | "industryCourses">) {
  const pages: CertificatePage[] = [{ kind: "certificate" }, { kind: "statement" }];
  chunk(s.industries, INDUSTRIES_PER_PAGE).forEach((rows, i) =>
    pages.push({ kind: "industries", rows, first: i * INDUSTRIES_PER_PAGE + 1 }),
  );
  for (const rows of chunk(s.courses, COURSES_PER_PAGE)) pages.push({ kind: "courses", rows });
  for (const rows of chunk(s.industryCourses, COURSES_PER_PAGE))
    pages.push({ kind: "industryCourses", rows });
  return pages;
}

const esc = (text: string | number) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The seal drawn for the project: the point type on a rosette (not any body's own logo). */
function sealSvg(type: PointType) {
  const label = esc(POINT_TYPES[type].label);
  const points = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 === 0 ? 60 : 52;
    const a = (Math.PI * 2 * i) / 24;
    return `${(64 + r * Math.cos(a)).toFixed(1)},${(64 + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return `<svg class="seal" viewBox="0 0 128 128" width="120" height="120" role="img" aria-label="${label} seal">
<polygon points="${points}" fill="#003262"/><circle cx="64" cy="64" r="44" fill="#fff"/><circle cx="64" cy="64" r="38" fill="none" stroke="#019cae" stroke-width="3"/>
<text x="64" y="60" text-anchor="middle" font-size="${label.length > 4 ? 15 : 20}" font-weight="700" fill="#003262" font-family="Arial, sans-serif">${label}</text>
<text x="64" y="80" text-anchor="middle" font-size="10" fill="#2367a5" font-family="Arial, sans-serif">RiskCoach</text></svg>`;
}

function signatureSvg() {
  return `<svg class="signature" viewBox="0 0 240 70" width="200" height="58" role="img" aria-label="Signature">
<path d="M10 50 C20 10 35 10 32 40 C30 60 45 20 55 30 C62 38 58 52 70 40 C80 30 85 20 92 35 C98 48 105 30 115 32 C125 34 120 50 135 42 C150 34 160 28 175 36 C190 44 205 30 230 26" fill="none" stroke="#1e293b" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

const CIP_NOTE =
  "CIP points recorded here are subject to review by ANZIIF. Keep this statement with your records of learning; the activities are those recorded in RiskCoach for the period shown.";

export type CertificateInput = {
  statement: PointsStatement;
  person: CertificatePerson;
  /** Date the certificate is issued, "YYYY-MM-DD". */
  issued: string;
  dateFormat: string;
};

/** The whole printable document (HTML), one `.page` element per printed page. */
export function certificateHtml({ statement, person, issued, dateFormat }: CertificateInput): string {
  const t = POINT_TYPES[statement.type];
  const period = `${formatIsoDate(statement.period.start, dateFormat)} to ${formatIsoDate(statement.period.end, dateFormat)}`;
  const total = formatPoints(statement.total);
  const pages = certificatePages(statement);
  const body = pages
    .map((p, index) => {
      const n = `<p class="page-no">Page ${index + 1} of ${pages.length}</p>`;
      if (p.kind === "certificate")
        return `<section class="page certificate">
<div class="frame">${sealSvg(statement.type)}
<h1><span class="big">CERTIFICATE</span> <span class="of">of Eligibility</span></h1>
<p class="lead">This certifies that</p><p class="name">${esc(person.name)}</p>
<p>has completed professional development activities in RiskCoach during the period</p>
<p class="period">${esc(period)}</p>
<p>eligible for</p><p class="total">${esc(total)} ${esc(t.title)} points</p>
<div class="sign">${signatureSvg()}<p>Learning Director, RiskCoach</p><p>Date: ${esc(formatIsoDate(issued, dateFormat))}</p></div>
</div>${n}</section>`;
      if (p.kind === "statement")
        return `<section class="page statement">
<h1>STATEMENT OF COMPLETION</h1>
<table class="facts"><tbody>
<tr><th scope="row">Name</th><td>${esc(person.name)}</td></tr>
<tr><th scope="row">Company</th><td>${esc(person.company ?? "")}</td></tr>
<tr><th scope="row">Period</th><td>${esc(period)}</td></tr>
<tr><th scope="row">Total points</th><td>${esc(total)} ${esc(t.title)}</td></tr>
<tr><th scope="row">Industries researched</th><td>${statement.industries.length}</td></tr>
<tr><th scope="row">Short courses completed</th><td>${statement.courses.length}</td></tr>
<tr><th scope="row">Industry courses completed</th><td>${statement.industryCourses.length}</td></tr>
</tbody></table>
${statement.type === "cip" ? `<p class="note">${esc(CIP_NOTE)}</p>` : ""}
<p class="note">Points are claimable up to ${t.cap} per ${t.years === 2 ? "two years" : "year"}; see the points rules in RiskCoach.</p>${n}</section>`;
      if (p.kind === "industries")
        return `<section class="page list"><h2>Industries researched</h2>
<ol class="industries" start="${p.first}">${p.rows
          .map(
            (r) =>
              `<li><span class="code">${esc(r.code)}</span> ${esc(r.name)} <span class="date">${esc(r.date)}</span></li>`,
          )
          .join("")}</ol>${n}</section>`;
      if (p.kind === "courses")
        return `<section class="page list"><h2>Short courses completed</h2>
<table><thead><tr><th scope="col">Course</th><th scope="col">Time</th><th scope="col">Date</th><th scope="col">Result</th></tr></thead><tbody>${p.rows
          .map(
            (r) =>
              `<tr><td>${esc(r.course)}</td><td>${esc(r.time)}</td><td>${esc(r.date)}</td><td>${r.result}%</td></tr>`,
          )
          .join("")}</tbody></table>${n}</section>`;
      return `<section class="page list"><h2>Industry courses completed</h2>
<table><thead><tr><th scope="col">Course</th><th scope="col">Industry Code</th><th scope="col">Time</th><th scope="col">Result</th></tr></thead><tbody>${p.rows
        .map(
          (r) =>
            `<tr><td>${esc(r.course)}</td><td>${esc(r.industryCode)}</td><td>${esc(r.time)}</td><td>${r.result}%</td></tr>`,
        )
        .join("")}</tbody></table>${n}</section>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Certificate of Eligibility</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/learning/certificate.css"></head><body><main>
${body}
</main></body></html>`;
}
