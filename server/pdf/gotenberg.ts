import type { PdfJob } from "./job";

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

/** A4 in inches. */
const A4 = { width: 8.27, height: 11.7 };

/**
 * Posts the document to Gotenberg 8's Chromium HTML route with plain `fetch` (docs/decisions/0021):
 * POST {base}/forms/chromium/convert/html, multipart form data with the files index.html,
 * header.html and footer.html (each under the form field `files`, named by its filename) and the
 * fields paperWidth/paperHeight (A4 in inches), marginTop/Right/Bottom/Left (inches) and
 * printBackground. A non-2xx answer is an error that carries Gotenberg's status and message.
 */
export async function gotenbergRender(baseUrl: string, job: PdfJob, timeoutMs: number): Promise<Buffer> {
  const form = new FormData();
  const file = (name: string, text: string) =>
    form.append("files", new Blob([text], { type: "text/html" }), name);
  file("index.html", job.html);
  if (job.headerHtml) file("header.html", wrap(job.headerHtml));
  if (job.footerHtml) file("footer.html", wrap(job.footerHtml));
  const fields: Record<string, string | number | boolean> = {
    paperWidth: A4.width,
    paperHeight: A4.height,
    marginTop: toInches(job.margin?.top),
    marginRight: toInches(job.margin?.right),
    marginBottom: toInches(job.margin?.bottom),
    marginLeft: toInches(job.margin?.left),
    printBackground: true,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));

  const response = await fetch(`${baseUrl.replace(/\/$/, "")}/forms/chromium/convert/html`, {
    method: "POST",
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 500);
    throw new Error(`Gotenberg answered ${response.status} ${response.statusText}: ${detail}`);
  }
  return Buffer.from(await response.arrayBuffer());
}
