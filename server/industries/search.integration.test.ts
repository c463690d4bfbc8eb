import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPackErrors, dbKinds, freshDatabase } from "~/tests/support/db";
import { CONTENT_DIR } from "../content/pack";
import type { DbHandle } from "../db/client";
import { searchIndustries } from "./search";
import { evaluateRelevance, loadRelevanceSet } from "./search-relevance";

/** Issue #19: search that finds what brokers type, in AU, NZ, UK and US words. */
describe.each(dbKinds())("industry search on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    expect(contentPackErrors()).toEqual([]);
    h = await freshDatabase(kind, "content");
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it("puts an accepted industry first for 90% and in the top five for 98% of the broker queries, with no absurd neighbour in the top three", async () => {
    const cases = loadRelevanceSet(CONTENT_DIR);
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const report = await evaluateRelevance(h.db, cases);
    console.log(
      `relevance on ${kind}: ${report.queries} queries, top-1 ${(report.top1Rate * 100).toFixed(1)}%, ` +
        `top-5 ${(report.top5Rate * 100).toFixed(1)}%, ${report.neighbourCases} neighbour cases`,
      { top5Misses: report.misses, top1Misses: report.firstMisses },
    );
    expect(report.neighbourCases).toBeGreaterThanOrEqual(20);
    expect(report.neighbours).toEqual([]);
    expect(report.top5Rate).toBeGreaterThanOrEqual(0.98);
    expect(report.top1Rate).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it("joins word forms: processor and processing, driver, drivers and driving", async () => {
    const first = async (q: string) => (await searchIndustries(h.db, q, { pageSize: 3 })).hits[0];
    expect((await first("meat processor")).anzsic).toBe("1111");
    expect((await first("meat processing")).anzsic).toBe("1111");
    expect((await first("meat processors")).anzsic).toBe("1111");
    const driver = await searchIndustries(h.db, "driver");
    const driving = await searchIndustries(h.db, "driving");
    const drivers = await searchIndustries(h.db, "drivers");
    const names = (p: typeof driver) => new Set(p.hits.map((x) => x.name));
    expect(names(driving).has("Owner Driver")).toBe(true);
    expect(names(driver).has("Truck Driving School")).toBe(true);
    expect(names(drivers)).toEqual(names(driver));
  });

  it("reads every classification's code formats, the user's classification first", async () => {
    const codes = async (q: string, taxonomy: 4 | 8 | 12 = 4) => searchIndustries(h.db, q, { taxonomy });
    // ANZSIC four digits.
    const anzsic = await codes("4610");
    expect(anzsic.mode).toBe("code");
    expect(anzsic.hits.slice(0, 10).every((x) => x.anzsic === "4610")).toBe(true);
    // UK SIC: NN.NN and the five-digit form (62020 = 62.02, 45112 = 45.11/2).
    for (const [q, prefix] of [
      ["62020", "62.02"],
      ["43220", "43.22"],
      ["47730", "47.73"],
      ["49410", "49.41"],
      ["86210", "86.21"],
    ]) {
      const page = await codes(q, 8);
      expect(page.total, q).toBeGreaterThan(0);
      expect(
        page.hits.every((x) => x.uksic.startsWith(prefix)),
        q,
      ).toBe(true);
    }
    const dotted = await codes("62.02");
    expect((await codes("62020")).hits.map((x) => x.id)).toEqual(dotted.hits.map((x) => x.id));
    const subclass = await codes("45112", 8);
    expect(subclass.hits.length).toBeGreaterThan(0);
    // Five digits are also a NAICS prefix: the UK SIC matches come first for a UK user.
    expect(subclass.hits[0].uksic).toBe("45.11/2");
    expect(subclass.hits.every((x) => x.uksic === "45.11/2" || x.naics.startsWith("45112"))).toBe(true);
    const ukFirst = subclass.hits.findIndex((x) => x.uksic !== "45.11/2");
    if (ukFirst >= 0) expect(subclass.hits.slice(ukFirst).every((x) => x.uksic !== "45.11/2")).toBe(true);
    // 45110 is the class 45.11 as a whole: both of its subclasses.
    const uk = (p: typeof subclass, prefix: string) =>
      p.hits.filter((x) => x.uksic.startsWith(prefix)).length;
    const wholeClass = await codes("45110", 8);
    expect(uk(wholeClass, "45.11")).toBeGreaterThan(uk(subclass, "45.11/2"));
    // NAICS two to six digits.
    expect((await codes("484121", 12)).hits.every((x) => x.naics === "484121")).toBe(true);
    const five = await codes("48412", 12);
    expect(five.total).toBeGreaterThan(0);
    expect(five.hits.every((x) => x.naics.startsWith("48412"))).toBe(true);
    const two = await codes("48", 12);
    expect(two.hits[0].naics.startsWith("48")).toBe(true);
    // The same four digits: ANZSIC class 4511 for an ANZSIC user, UK SIC 45.11 for a UK user.
    expect((await codes("4511", 4)).hits[0].anzsic).toBe("4511");
    expect((await codes("4511", 8)).hits[0].uksic.startsWith("45.11")).toBe(true);
  });

  it("offers a better query on no result or a weak one, and never on a good one", async () => {
    const typo = await searchIndustries(h.db, "electricain");
    expect(typo.hits[0].name).toBe("Electrician");
    expect(typo.suggestion).toBe("electrician");
    const stuck = await searchIndustries(h.db, "plumber zzqqxx");
    expect(stuck.suggestion).toBe("plumber");
    // Two typos, each one edit from two words: the combination that finds the better industry.
    expect((await searchIndustries(h.db, "truk drivr")).suggestion).toBe("truck driver");
    expect((await searchIndustries(h.db, "plumber")).suggestion).toBeNull();
    expect((await searchIndustries(h.db, "truck driver")).suggestion).toBeNull();
    expect((await searchIndustries(h.db, "xqzvw")).suggestion).toBeNull();
  });

  it("counts every result, not only the page shown", async () => {
    const first = await searchIndustries(h.db, "shop", { pageSize: 100 });
    expect(first.total).toBeGreaterThan(100);
    let seen = first.hits.length;
    for (let page = 2; seen < first.total; page++) {
      const next = await searchIndustries(h.db, "shop", { page, pageSize: 100 });
      expect(next.total).toBe(first.total);
      seen += next.hits.length;
      if (!next.hasNext) break;
    }
    expect(seen).toBe(first.total);
  });

  it("finds regional and everyday words", async () => {
    const top = async (q: string, n = 3) =>
      (await searchIndustries(h.db, q, { pageSize: n })).hits.map((x) => x.name);
    expect(await top("drugstore", 1)).toEqual(["Pharmacy"]);
    expect(await top("publican", 1)).toEqual(["Pub"]);
    expect(await top("lorry driver", 1)).toEqual(["General Freight Carrier"]);
    expect(await top("attorney", 1)).toEqual(["Solicitor"]);
    expect(await top("warehouse", 1)).toEqual(["General Warehouse"]);
    expect(await top("doctor")).not.toContain("Saw Doctor");
    expect(await top("gp", 5)).not.toContain("GPU Cloud Provider");
    expect(await top("panel beater", 5)).not.toContain("Handmade Soap and Bath Shop");
  });
});
