import { adjust, convert, gotenberg, html, pipe, please, to } from "gotenberg-js-client";
import type { PdfJob } from "./engine";

/** CSS length → inches, the unit every Gotenberg version accepts for margins. */
export function toInches(length: string | undefined): number {
  if (!length) return 0;
  const m = /^(-?\d*\.?\d+)\s*(px|in|mm|cm|pt)?$/.exec(length.trim());
  if (!m) throw new Error(`Unsupported CSS length: ${length}`);
  const n = Number(m[1]);
  const per: Record<string, number> = { px: 1 / 96, in: 1, mm: 1 / 25.4, cm: 1 / 2.54, pt: 1 / 72 };
  return Math.round(n * per[m[2] ?? "px"] * 10000) / 10000;
}

/** Gotenberg wants header and footer as whole documents. */
function wrap(fragment: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${fragment}</body></html>`;
}

/**
 * Posts the document to Gotenberg's Chromium HTML route (Gotenberg 7 and 8:
 * POST {base}/forms/chromium/convert/html, multipart: index.html, header.html, footer.html, and the
 * fields paperWidth/paperHeight (A4 in inches), margin* (inches), printBackground).
 */
export async function gotenbergRender(baseUrl: string, job: PdfJob, timeoutMs: number): Promise<Buffer> {
  const files: Record<string, string> = { "index.html": job.html };
  if (job.headerHtml) files["header.html"] = wrap(job.headerHtml);
  if (job.footerHtml) files["footer.html"] = wrap(job.footerHtml);
  const toPdf = pipe(
    gotenberg(baseUrl.replace(/\/$/, ""), { signal: AbortSignal.timeout(timeoutMs) }),
    convert,
    html,
    to({
      paper: [8.27, 11.7],
      margins: [
        toInches(job.margin?.top),
        toInches(job.margin?.right),
        toInches(job.margin?.bottom),
        toInches(job.margin?.left),
      ],
    }),
    adjust({
      url: `${baseUrl.replace(/\/$/, "")}/forms/chromium/convert/html`,
      // Not in the client's (Gotenberg 6) field list; Gotenberg 7+ prints no backgrounds without it.
      fields: { printBackground: true } as never,
    }),
    please,
  );
  const stream = await toPdf(files);
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
