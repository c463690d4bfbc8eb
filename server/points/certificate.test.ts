import { describe, expect, it } from "vitest";
import { certificateHtml, certificatePages, chunk } from "./certificate";
import type { PointsStatement } from "./points";

const statement = (industries: number, courses = 0, industryCourses = 0): PointsStatement => ({
  type: "cip",
  which: "current",
  period: { start: "2026-01-01", end: "2026-12-31" },
  total: 7.5,
  industries: Array.from({ length: industries }, (_, i) => ({
    name: `Industry ${i + 1}`,
    code: `RC-0000-${String(i).padStart(3, "0")}`,
    date: "01/02/2026",
  })),
  courses: Array.from({ length: courses }, (_, i) => ({
    course: `Course ${i}`,
    time: "5 minutes",
    date: "01/02/2026",
    result: 80,
  })),
  industryCourses: Array.from({ length: industryCourses }, (_, i) => ({
    course: `Cafe ${i}`,
    industryCode: "RC-4511-001",
    time: "3 minutes",
    date: "01/02/2026",
    result: 90,
  })),
});

describe("certificate pagination", () => {
  it("chunks lists", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it.each([
    [0, 2],
    [32, 3],
    [33, 4],
    [65, 5],
  ])("%i industries give %i pages", (n, pages) => {
    expect(certificatePages(statement(n))).toHaveLength(pages);
    const html = certificateHtml({
      statement: statement(n),
      person: { name: "Ann Lee", company: "Lee Brokers" },
      issued: "2026-06-01",
      dateFormat: "DD/MM/YYYY",
    });
    expect(html.match(/<section class="page/g)).toHaveLength(pages);
  });

  it("puts 20 courses on a page, short courses before industry courses", () => {
    const pages = certificatePages(statement(1, 21, 40));
    expect(pages.map((p) => p.kind)).toEqual([
      "certificate",
      "statement",
      "industries",
      "courses",
      "courses",
      "industryCourses",
      "industryCourses",
    ]);
  });

  it("writes the certificate and statement texts, with the CIP review note only for CIP", () => {
    const input = {
      statement: statement(33, 1, 1),
      person: { name: "Ann <Lee>", company: "Lee Brokers" },
      issued: "2026-06-01",
      dateFormat: "MM/DD/YYYY",
    };
    const html = certificateHtml(input);
    expect(html).toContain('CERTIFICATE</span> <span class="of">of Eligibility');
    expect(html).toContain("STATEMENT OF COMPLETION");
    expect(html).toContain("Ann &lt;Lee&gt;");
    expect(html).toContain("01/01/2026 to 12/31/2026");
    expect(html).toContain("7.5 CIP points");
    expect(html).toContain("subject to review by ANZIIF");
    expect(html).toContain('<ol class="industries" start="33">');
    expect(certificateHtml({ ...input, statement: { ...input.statement, type: "cpd" } })).not.toContain(
      "subject to review",
    );
  });
});
