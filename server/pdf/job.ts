/** One PDF to render: the engines' common input (./engine.ts, ./gotenberg.ts). */
export type PdfJob = {
  html: string;
  /** Chromium header/footer templates (inline styles only; classes pageNumber, totalPages). */
  headerHtml?: string;
  footerHtml?: string;
  /** CSS lengths. Reports use the spec's top 120px, bottom 80px. */
  margin?: { top?: string; bottom?: string; left?: string; right?: string };
  /**
   * Document information written into the PDF (issue 24): Title (also the printed page's <title>),
   * Author (the broker), Subject, Keywords; Creator is always RiskCoach.
   */
  info?: PdfInfo;
};

export type PdfInfo = {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string[];
  language?: string;
};
