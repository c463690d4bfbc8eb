import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GotenbergEngine } from "./engine";
import { gotenbergRender, toInches } from "./gotenberg";
import { PRINT_CSP } from "./lockdown";

type Seen = {
  path: string;
  fields: Record<string, string>;
  files: Record<string, string>;
  fileFields: string[];
};

/** A stand-in for Gotenberg that checks the request against its documented form fields. */
let server: http.Server;
let base = "";
let mode: "ok" | "error" | "slow" = "ok";
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = await new Request("http://local" + req.url, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    }).formData();
    const fields: Record<string, string> = {};
    const files: Record<string, string> = {};
    const fileFields = new Set<string>();
    // Gotenberg 8 takes every file under the form field `files`, named by its filename.
    for (const [k, v] of form.entries()) {
      if (typeof v === "string") fields[k] = v;
      else {
        files[v.name] = await v.text();
        fileFields.add(k);
      }
    }
    seen.push({ path: req.url ?? "", fields, files, fileFields: [...fileFields] });
    if (mode === "error") {
      res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ message: "bad form" }));
    } else if (mode === "slow") {
      setTimeout(() => res.writeHead(200).end("%PDF-late"), 2000);
    } else res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7 fake");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("Gotenberg engine request", () => {
  it("converts CSS lengths to inches", () => {
    expect(toInches("120px")).toBe(1.25);
    expect(toInches("80px")).toBe(0.8333);
    expect(toInches("25.4mm")).toBe(1);
    expect(toInches("0")).toBe(0);
    expect(() => toInches("1em")).toThrow();
  });

  it("posts index, header and footer with A4 paper, the report margins and backgrounds", async () => {
    mode = "ok";
    const pdf = await gotenbergRender(
      base + "/",
      {
        html: "<p>body</p>",
        headerHtml: "<b>H</b>",
        footerHtml: "<i>F</i>",
        margin: { top: "120px", bottom: "80px" },
      },
      5000,
    );
    expect(pdf.toString()).toBe("%PDF-1.7 fake");
    const last = seen.at(-1)!;
    expect(last.path).toBe("/forms/chromium/convert/html");
    expect(last.fileFields).toEqual(["files"]);
    expect(last.files["index.html"]).toBe("<p>body</p>");
    expect(last.files["header.html"]).toContain("<b>H</b>");
    expect(last.files["footer.html"]).toContain("<i>F</i>");
    expect(Number(last.fields.paperWidth)).toBeCloseTo(8.27);
    expect(Number(last.fields.paperHeight)).toBeCloseTo(11.7);
    expect(Number(last.fields.marginTop)).toBe(1.25);
    expect(Number(last.fields.marginBottom)).toBe(0.8333);
    expect(last.fields.printBackground).toBe("true");
    expect(Number(last.fields.marginLeft)).toBe(0);
    expect(Number(last.fields.marginRight)).toBe(0);
  });

  it("the engine sends the document with the no-network CSP first (issue #23 item 5)", async () => {
    mode = "ok";
    const engine = new GotenbergEngine(base, { concurrency: 1, queue: 1, timeoutMs: 5000 });
    await engine.render({ html: '<!doctype html><html><head><link rel="prefetch" href="x"></head></html>' });
    expect(seen.at(-1)!.files["index.html"]).toBe(
      `<!doctype html><meta http-equiv="Content-Security-Policy" content="${PRINT_CSP}"><html><head><link rel="prefetch" href="x"></head></html>`,
    );
  });

  it("surfaces Gotenberg's error and gives up after the timeout", async () => {
    mode = "error";
    await expect(gotenbergRender(base, { html: "x" }, 5000)).rejects.toThrow(/400/);
    mode = "slow";
    await expect(gotenbergRender(base, { html: "x" }, 300)).rejects.toThrow();
  });
});
