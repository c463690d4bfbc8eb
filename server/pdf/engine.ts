import type { Browser } from "playwright-core";
import { env } from "../config/env";
import { logger } from "../log/logger";
import { CHROMIUM_ARGS, chromiumExecutable } from "./chromium";
import { gotenbergRender } from "./gotenberg";
import type { PdfInfo, PdfJob } from "./job";
import { allowedInPrint, DEAD_PROXY, withPrintCsp } from "./lockdown";

export type { PdfInfo, PdfJob } from "./job";

/**
 * Turns one self-contained HTML document (styles and images inlined; see ./inline.ts) into an A4
 * PDF. Two engines behind one interface (decision 0003): the bundled Chromium (default) and
 * Gotenberg when GOTENBERG_URL is set. Callers never launch browsers themselves.
 *
 * Chromium: one browser for the process, reused; at most PDF_CONCURRENCY pages render at once,
 * up to PDF_QUEUE_MAX wait (more → PdfBusyError, a 503); each render has PDF_TIMEOUT_MS; a crashed
 * or killed browser is relaunched on the next request, so one crash fails only the renders in
 * flight.
 */
/** Writes the document information into a rendered PDF, keeping its structure (tags, outline). */
export async function withPdfInfo(pdf: Buffer, info: PdfInfo | undefined): Promise<Buffer> {
  const { PDFDocument } = await import("pdf-lib");
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  if (info?.title) doc.setTitle(info.title, { showInWindowTitleBar: true });
  if (info?.author) doc.setAuthor(info.author);
  if (info?.subject) doc.setSubject(info.subject);
  if (info?.keywords?.length) doc.setKeywords(info.keywords);
  if (info?.language) doc.setLanguage(info.language);
  doc.setCreator("RiskCoach");
  doc.setProducer("RiskCoach (Chromium)");
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export class PdfBusyError extends Error {
  constructor() {
    super("PDF queue is full");
  }
}

export class PdfTimeoutError extends Error {
  constructor(ms: number) {
    super(`PDF render took longer than ${ms} ms`);
  }
}

export interface PdfEngine {
  readonly name: "chromium" | "gotenberg";
  render(job: PdfJob): Promise<Buffer>;
  /** The queue is full: a render now would be refused (callers answer 503 before doing any work). */
  busy(): boolean;
  /**
   * Gets ready for the first render (Chromium: launches the browser and prints one page), so the first
   * PDF after a start is as quick as a warm one (issue 24). Never throws.
   */
  warm(): Promise<void>;
  /** Figures for logs and benchmarks. */
  stats(): { active: number; queued: number; rendered: number; failed: number; launches: number };
  close(): Promise<void>;
}

const DEFAULT_MARGIN = { top: "120px", bottom: "80px", left: "0", right: "0" };

/** A counting semaphore with a bounded wait list. */
export class Gate {
  active = 0;
  private waiting: Array<() => void> = [];
  constructor(
    private readonly limit: number,
    private readonly maxQueue: number,
  ) {}
  get queued() {
    return this.waiting.length;
  }
  /** Every slot taken and the wait list full: the next run would be refused. */
  get full() {
    return this.active >= this.limit && this.waiting.length >= this.maxQueue;
  }
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxQueue) throw new PdfBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => {
        onTimeout();
        reject(new PdfTimeoutError(ms));
      }, ms);
    }),
  ]);
}

export class ChromiumEngine implements PdfEngine {
  readonly name = "chromium" as const;
  private browser: Promise<Browser> | null = null;
  private gate: Gate;
  private counts = { rendered: 0, failed: 0, launches: 0 };

  constructor(
    private readonly options = {
      concurrency: env().PDF_CONCURRENCY,
      queue: env().PDF_QUEUE_MAX,
      timeoutMs: env().PDF_TIMEOUT_MS,
    },
  ) {
    this.gate = new Gate(options.concurrency, options.queue);
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    this.counts.launches++;
    const launching = (async () => {
      const { chromium } = await import("playwright-core");
      const browser = await chromium.launch({
        executablePath: await chromiumExecutable(),
        // The marker lets operators and fault tests tell this browser from any other Chromium.
        args: [...CHROMIUM_ARGS, `--rc-pdf-engine=${process.pid}`],
        headless: true,
      });
      browser.on("disconnected", () => {
        logger.warn("pdf: chromium disconnected; it will be relaunched on the next render");
        if (this.browser === launching) this.browser = null;
      });
      return browser;
    })();
    this.browser = launching;
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    return launching;
  }

  render(job: PdfJob): Promise<Buffer> {
    return this.gate.run(async () => {
      const browser = await this.launch();
      // The document is self-contained: no network at all (./lockdown.ts, three levels).
      const context = await browser.newContext({
        javaScriptEnabled: false,
        serviceWorkers: "block",
        proxy: DEAD_PROXY,
      });
      try {
        await context.route("**/*", (route) =>
          allowedInPrint(route.request().url()) ? route.continue() : route.abort("blockedbyclient"),
        );
        const page = await context.newPage();
        const pdf = await withTimeout(
          (async () => {
            await page.setContent(withPrintCsp(job.html), {
              waitUntil: "load",
              timeout: this.options.timeoutMs,
            });
            const pdf = await page.pdf({
              format: "A4",
              printBackground: true,
              displayHeaderFooter: Boolean(job.headerHtml || job.footerHtml),
              headerTemplate: job.headerHtml ?? "<span></span>",
              footerTemplate: job.footerHtml ?? "<span></span>",
              margin: { ...DEFAULT_MARGIN, ...job.margin },
              // Accessible PDFs: a structure tree (reading order, headings, alt text) and bookmarks
              // from the headings (issue 24).
              tagged: true,
              outline: true,
            });
            return withPdfInfo(pdf, job.info);
          })(),
          this.options.timeoutMs,
          () => void context.close().catch(() => undefined),
        );
        this.counts.rendered++;
        return pdf;
      } catch (error) {
        this.counts.failed++;
        throw error;
      } finally {
        // Closing a context of a browser that was just killed can hang: never wait more than 5 s.
        await Promise.race([
          context.close().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 5000).unref()),
        ]);
      }
    });
  }

  async warm() {
    try {
      await this.render({ html: "<!doctype html><title>warm</title><p>RiskCoach</p>" });
    } catch (err) {
      logger.warn({ err }, "pdf: warm-up failed");
    }
  }

  busy() {
    return this.gate.full;
  }

  stats() {
    return { active: this.gate.active, queued: this.gate.queued, ...this.counts };
  }

  async close() {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }
}

export class GotenbergEngine implements PdfEngine {
  readonly name = "gotenberg" as const;
  private gate: Gate;
  private counts = { rendered: 0, failed: 0, launches: 0 };
  constructor(
    private readonly baseUrl: string,
    private readonly options = {
      concurrency: env().PDF_CONCURRENCY,
      queue: env().PDF_QUEUE_MAX,
      timeoutMs: env().PDF_TIMEOUT_MS,
    },
  ) {
    this.gate = new Gate(options.concurrency, options.queue);
  }
  render(job: PdfJob): Promise<Buffer> {
    return this.gate.run(async () => {
      try {
        const pdf = await gotenbergRender(
          this.baseUrl,
          { ...job, html: withPrintCsp(job.html), margin: { ...DEFAULT_MARGIN, ...job.margin } },
          this.options.timeoutMs,
        );
        this.counts.rendered++;
        return pdf;
      } catch (error) {
        this.counts.failed++;
        throw error;
      }
    });
  }
  async warm() {
    // A remote service: nothing to launch here.
  }

  busy() {
    return this.gate.full;
  }

  stats() {
    return { active: this.gate.active, queued: this.gate.queued, ...this.counts };
  }
  async close() {}
}

const GLOBAL_KEY = Symbol.for("riskcoach.pdfEngine");
type Holder = { [GLOBAL_KEY]?: PdfEngine };

/** The process's engine: Gotenberg when GOTENBERG_URL is set, else the bundled Chromium. */
export function pdfEngine(): PdfEngine {
  const holder = globalThis as Holder;
  if (!holder[GLOBAL_KEY]) {
    const url = env().GOTENBERG_URL;
    holder[GLOBAL_KEY] = url ? new GotenbergEngine(url) : new ChromiumEngine();
  }
  return holder[GLOBAL_KEY];
}

export async function closePdfEngine() {
  const holder = globalThis as Holder;
  const engine = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  await engine?.close();
}
