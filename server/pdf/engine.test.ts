import { execSync } from "node:child_process";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { ChromiumEngine, Gate, PdfBusyError } from "./engine";
import { selfContained } from "./inline";

async function pdfText(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text, totalPages };
}

describe("bounded gate", () => {
  it("runs at most `limit` tasks, queues `maxQueue`, refuses the rest", async () => {
    const gate = new Gate(1, 1);
    let release!: () => void;
    const first = gate.run(() => new Promise<string>((r) => (release = () => r("a"))));
    const second = gate.run(async () => "b");
    await expect(gate.run(async () => "c")).rejects.toBeInstanceOf(PdfBusyError);
    expect(gate.active).toBe(1);
    expect(gate.queued).toBe(1);
    release();
    expect(await first).toBe("a");
    expect(await second).toBe("b");
    expect(gate.active).toBe(0);
  });
});

describe("selfContained", () => {
  it("inlines stylesheets and local images, drops scripts, leaves remote images alone", async () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"><script src="/x.js"></script>
      <link rel="modulepreload" href="/m.js"><link rel="prefetch" href="https://e.example/x"><base href="https://e.example/">
      <meta http-equiv="refresh" content="0;url=https://e.example/"></head><body><img src="/i.svg" alt="i"><img src="https://e.example/p.png" alt="p"></body></html>`;
    const out = await selfContained(html, async (p) =>
      p === "/a.css"
        ? { contentType: "text/css", body: Buffer.from("body{background:url(/bg.svg)}") }
        : p.endsWith(".svg")
          ? { contentType: "image/svg+xml", body: Buffer.from("<svg/>") }
          : null,
    );
    expect(out).not.toMatch(/<script|modulepreload|prefetch|<base|refresh/);
    expect(out).toContain("<style>body{background:url(data:image/svg+xml;base64,");
    expect(out).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(out).toContain('src="https://e.example/p.png"');
  });
});

describe("Chromium engine", () => {
  const engine = new ChromiumEngine({ concurrency: 2, queue: 10, timeoutMs: 20000 });
  afterAll(() => engine.close());

  it("prints A4 pages with header and footer and keeps one browser for many renders", async () => {
    const html = `<html><body><h1>Hazard Index</h1><div style="break-after:page">one</div><p>second page</p></body></html>`;
    const pdf = await engine.render({
      html,
      headerHtml: '<div style="font-size:8px">INSURANCE RISK REPORT</div>',
      footerHtml: '<div style="font-size:8px">Page <span class="pageNumber"></span></div>',
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, totalPages } = await pdfText(pdf);
    expect(totalPages).toBe(2);
    expect(text).toContain("Hazard Index");
    expect(text).toContain("INSURANCE RISK REPORT");
    await Promise.all([1, 2, 3].map(() => engine.render({ html: "<p>x</p>" })));
    expect(engine.stats()).toMatchObject({ launches: 1, rendered: 4, active: 0, queued: 0 });
  }, 60000);

  it("warms up before the first download: launched and one page printed, and the first render reuses it (issue 24)", async () => {
    const cold = new ChromiumEngine({ concurrency: 1, queue: 2, timeoutMs: 20000 });
    try {
      await cold.warm();
      expect(cold.stats()).toMatchObject({ launches: 1, rendered: 1, failed: 0 });
      const pdf = await cold.render({
        html: "<!doctype html><title>Quick Report – Acme</title><h1>Hazard Index</h1>",
        info: { title: "Quick Report – Acme", author: "Alex Morgan, Harbour Insurance Brokers" },
      });
      expect(cold.stats()).toMatchObject({ launches: 1, rendered: 2 });
      // The document information and the structure tree are written (pdf-lib after Chromium).
      const doc = await getDocumentProxy(new Uint8Array(pdf));
      const info = (await doc.getMetadata()).info as unknown as Record<string, string>;
      expect(info).toMatchObject({
        Title: "Quick Report – Acme",
        Author: "Alex Morgan, Harbour Insurance Brokers",
        Creator: "RiskCoach",
      });
      expect((await doc.getMarkInfo())?.Marked).toBe(true);
    } finally {
      await cold.close();
    }
  }, 60000);

  it("fails the render in flight when Chromium is killed, and the next one relaunches and succeeds", async () => {
    const big = `<html><body>${"<p>Significant exposure paragraph for a long report.</p>".repeat(40000)}</body></html>`;
    const inFlight = engine.render({ html: big });
    await new Promise((r) => setTimeout(r, 400));
    // The bracket keeps pkill from matching its own shell.
    execSync(`pkill -9 -f -- "--rc-pdf-engin[e]=${process.pid}"`);
    await expect(inFlight).rejects.toThrow();
    const pdf = await engine.render({ html: "<p>after the crash</p>" });
    expect((await pdfText(pdf)).text).toContain("after the crash");
    expect(engine.stats().launches).toBe(2);
  }, 60000);
});
