import fs from "node:fs";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { ChromiumEngine } from "../pdf/engine";
import { selfContained } from "../pdf/inline";
import { CERTIFICATE_PDF_MARGIN, certificateHtml } from "./certificate";
import type { PointsStatement } from "./points";

const statement = (industries: number, courses = 0, industryCourses = 0): PointsStatement => ({
  type: "cip",
  which: "current",
  period: { start: "2026-01-01", end: "2026-12-31" },
  total: 15,
  industries: Array.from({ length: industries }, (_, i) => ({
    name: `Industry number ${i + 1} with a fairly long trade name`,
    code: `RC-1000-${String(i + 1).padStart(3, "0")}`,
    date: "01/02/2026",
  })),
  courses: Array.from({ length: courses }, (_, i) => ({
    course: `Business Interruption and Indemnity Periods ${i + 1}`,
    time: "1 hour 12 minutes 5 seconds",
    date: "01/02/2026",
    result: 80,
  })),
  industryCourses: Array.from({ length: industryCourses }, (_, i) => ({
    course: `Cold Storage Warehouse ${i + 1}`,
    industryCode: "RC-5309-004",
    time: "4 minutes 2 seconds",
    date: "01/02/2026",
    result: 90,
  })),
});

const publicDir = path.resolve(__dirname, "../../public");

/** The print document made self-contained (as printOwnPage does) and printed by the PdfEngine. */
async function printed(engine: ChromiumEngine, s: PointsStatement) {
  const html = certificateHtml({
    statement: s,
    person: { name: "Ann Lee", company: "Lee Brokers" },
    issued: "2026-06-01",
    dateFormat: "DD/MM/YYYY",
  });
  const inlined = await selfContained(html, async (p) => {
    const file = path.join(publicDir, p);
    return fs.existsSync(file) ? { contentType: "text/css", body: fs.readFileSync(file) } : null;
  });
  const pdf = await engine.render({ html: inlined, margin: CERTIFICATE_PDF_MARGIN });
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: false });
  return { pages: (text as string[]).map((p) => p.replace(/\s+/g, " ")), totalPages };
}

describe("Certificate of Eligibility PDF", () => {
  const engine = new ChromiumEngine({ concurrency: 1, queue: 10, timeoutMs: 30000 });
  afterAll(() => engine.close());

  it.each([
    [0, 2],
    [32, 3],
    [33, 4],
    [65, 5],
  ])("%i industries print on %i pages", { timeout: 60000 }, async (n, expected) => {
    const { pages, totalPages } = await printed(engine, statement(n));
    expect(totalPages).toBe(expected);
    expect(pages[0]).toMatch(/CERTIFICATE\s+of Eligibility/);
    expect(pages[0]).toContain("Ann Lee");
    expect(pages[0]).toContain("01/01/2026 to 31/12/2026");
    expect(pages[0]).toContain("15 CIP points");
    expect(pages[1]).toContain("STATEMENT OF COMPLETION");
    expect(pages[1]).toContain("Lee Brokers");
    expect(pages[1]).toContain("subject to review by ANZIIF");
    if (n > 0) {
      expect(pages[2]).toContain("Industries researched");
      expect(pages[2].match(/RC-1000-\d{3}/g)).toHaveLength(Math.min(n, 32));
      expect(pages[pages.length - 1]).toContain(`RC-1000-${String(n).padStart(3, "0")}`);
    }
  });

  it("prints 20 courses per page with the table columns", { timeout: 60000 }, async () => {
    const { pages, totalPages } = await printed(engine, statement(1, 21, 20));
    expect(totalPages).toBe(6);
    expect(pages[3]).toMatch(/Course\s*Time\s*Date\s*Result/);
    const rows = (page: string) => page.match(/01\/02\/2026/g)?.length ?? 0;
    expect(rows(pages[3])).toBe(20);
    expect(pages[3]).toContain("Periods 19");
    expect(rows(pages[4])).toBe(1);
    expect(pages[4]).toContain("Periods 21");
    expect(pages[5]).toMatch(/Course\s*Industry Code\s*Time\s*Result/);
    expect(pages[5]).toContain("Cold Storage Warehouse 20");
    expect(pages[5].match(/RC-5309-004/g)).toHaveLength(20);
  });
});
