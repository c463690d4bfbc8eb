import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChromiumEngine } from "./engine";
import { selfContained } from "./inline";
import { PRINT_CSP, withPrintCsp } from "./lockdown";

/**
 * Issue #23 item 5: the PDF browser makes no request outside the document, whatever the printed
 * HTML asks for. A listener on 127.0.0.1 (another port than the app) counts every connection and
 * request; each vector must bring it none.
 */
let outside: Server;
let base: string;
let hits: string[] = [];
let connections = 0;

beforeAll(async () => {
  outside = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url?.startsWith("/redirect")) {
      res.writeHead(302, { location: `${base}/redirected` }).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/css" }).end("body{}");
  });
  outside.on("connection", () => connections++);
  await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await engine.close();
  await new Promise((resolve) => outside.close(resolve));
});

const engine = new ChromiumEngine({ concurrency: 1, queue: 10, timeoutMs: 20000 });

const VECTORS: Record<string, (u: string) => string> = {
  "link rel=prefetch": (u) => `<link rel="prefetch" href="${u}/prefetch">`,
  "link rel=preconnect": (u) => `<link rel="preconnect" href="${u}">`,
  "link rel=dns-prefetch": (u) => `<link rel="dns-prefetch" href="${u}">`,
  "link rel=preload": (u) => `<link rel="preload" as="style" href="${u}/preload.css">`,
  "link rel=prerender": (u) => `<link rel="prerender" href="${u}/prerender">`,
  "link rel=stylesheet": (u) => `<link rel="stylesheet" href="${u}/sheet.css">`,
  "CSS url()": (u) => `<div style="width:10px;height:10px;background:url('${u}/bg.png')"></div>`,
  "CSS @import": (u) => `<style>@import url("${u}/import.css");</style>`,
  "@font-face": (u) =>
    `<style>@font-face{font-family:X;src:url("${u}/font.woff2")}p{font-family:X}</style><p>text</p>`,
  img: (u) => `<img src="${u}/img.png" alt="">`,
  "img srcset": (u) => `<img srcset="${u}/srcset.png 1x" alt="">`,
  "svg image": (u) => `<svg><image href="${u}/svg.png" width="10" height="10"/></svg>`,
  iframe: (u) => `<iframe src="${u}/frame"></iframe>`,
  "object/embed": (u) => `<object data="${u}/object"></object><embed src="${u}/embed">`,
  "video poster": (u) => `<video poster="${u}/poster.png"></video>`,
  "meta refresh": (u) => `<meta http-equiv="refresh" content="0;url=${u}/refresh">`,
  "base href": (u) => `<base href="${u}/"><img src="relative.png" alt="">`,
  "redirect to outside": (u) => `<img src="${u}/redirect" alt="">`,
  "form autosubmit target": (u) =>
    `<form action="${u}/form"><input type="image" src="${u}/input.png"></form>`,
};

describe("PDF engine network lockdown", () => {
  it.each(Object.entries(VECTORS))(
    "%s reaches no outside listener",
    async (_, vector) => {
      hits = [];
      connections = 0;
      const html = `<!doctype html><html><head>${vector(base)}</head><body><p>Report</p>${vector(base)}</body></html>`;
      const pdf = await engine.render({ html });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // A prefetch or preconnect may complete after the load event: give it a moment.
      await new Promise((r) => setTimeout(r, 300));
      expect(hits).toEqual([]);
      expect(connections).toBe(0);
    },
    60000,
  );

  it("the printed document carries a CSP that allows no network, first, after the doctype", () => {
    expect(withPrintCsp("<!DOCTYPE html><html><head><link rel=prefetch href=x></head></html>")).toBe(
      `<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="${PRINT_CSP}"><html><head><link rel=prefetch href=x></head></html>`,
    );
    expect(withPrintCsp("<p>x</p>").startsWith('<meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(PRINT_CSP).toMatch(/^default-src 'none';/);
    expect(PRINT_CSP).not.toMatch(/https?:|\*|'self'/);
  });

  it("the lockdown does not cost the document its inlined styles, fonts and images", async () => {
    const html = await selfContained(
      `<!doctype html><html><head><link rel="stylesheet" href="/a.css"></head><body><h1>Inline</h1><img src="/i.svg" alt="i"></body></html>`,
      async (p) =>
        p === "/a.css"
          ? { contentType: "text/css", body: Buffer.from("h1{color:rgb(1,2,3)}") }
          : { contentType: "image/svg+xml", body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    );
    const pdf = await engine.render({ html });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(hits).toEqual([]);
  }, 60000);
});
