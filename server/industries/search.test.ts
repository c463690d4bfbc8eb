import { describe, expect, it } from "vitest";
import {
  codeQuery,
  resultCodes,
  resultCount,
  taxonomyCode,
  typeaheadRows,
  userTaxonomyId,
  type SearchHit,
} from "./search";
import { phraseKey, queryWords } from "./search-index";
import { accepts } from "./search-relevance";

const hit: SearchHit = {
  id: 7,
  code: "RC-4610-001",
  name: "General Freight Carrier",
  anzsic: "4610",
  uksic: "49.41",
  naics: "484110",
};

describe("search query parsing", () => {
  it("reads each classification's code formats as codes", () => {
    expect(codeQuery("4610")).toEqual({ kind: "digits", digits: "4610" });
    expect(codeQuery("62.02")).toEqual({ kind: "uksic", digits: "6202" });
    expect(codeQuery("56.10/1")).toEqual({ kind: "uksic", digits: "56101" });
    expect(codeQuery("62020")).toEqual({ kind: "digits", digits: "62020" });
    expect(codeQuery("484121")).toEqual({ kind: "digits", digits: "484121" });
    expect(codeQuery("48")).toEqual({ kind: "digits", digits: "48" });
    expect(codeQuery("rc 4610-001")).toEqual({ kind: "rc", code: "RC-4610-001" });
    expect(codeQuery("truck driver")).toBeNull();
    expect(codeQuery("3d printing")).toBeNull();
  });

  it("normalises words and joins word families in phrase keys", () => {
    expect(queryWords("Fish & Chips!")).toEqual(["fish", "and", "chips"]);
    expect(phraseKey("Meat Processor")).toBe(phraseKey("meat processing"));
    expect(phraseKey("truck driver")).toBe(phraseKey("Truck Driving"));
    expect(phraseKey("publican")).not.toBe(phraseKey("public"));
  });
});

describe("typeahead rows", () => {
  it("carry the code of the user's classification, not always ANZSIC", () => {
    expect(typeaheadRows([hit], 4)[0]).toMatchObject({ taxonomy: "ANZSIC", taxonomyCode: "4610" });
    expect(typeaheadRows([hit], 8)[0]).toMatchObject({ taxonomy: "UK SIC", taxonomyCode: "49.41" });
    expect(typeaheadRows([hit], 12)[0]).toMatchObject({ taxonomy: "NAICS", taxonomyCode: "484110" });
    expect(typeaheadRows([hit], 8)[0]).toMatchObject({ id: 7, name: "General Freight Carrier" });
  });

  it("take the classification from the user's setting", () => {
    expect(userTaxonomyId({ settings: { industry_classification: "8" } as never })).toBe(8);
    expect(userTaxonomyId({ settings: { industry_classification: "12" } as never })).toBe(12);
    expect(userTaxonomyId({ settings: { industry_classification: "4" } as never })).toBe(4);
    expect(userTaxonomyId({ settings: { industry_classification: "99" } as never })).toBe(4);
    expect(taxonomyCode(hit, 12)).toEqual({ label: "NAICS", code: "484110" });
  });

  it("list a result's codes with the user's classification first", () => {
    expect(resultCodes(hit, 4)).toBe("ANZSIC 4610 · UK SIC 49.41 · NAICS 484110");
    expect(resultCodes(hit, 8)).toBe("UK SIC 49.41 · ANZSIC 4610 · NAICS 484110");
    expect(resultCodes(hit, 12)).toBe("NAICS 484110 · ANZSIC 4610 · UK SIC 49.41");
  });
});

describe("result count and relevance answers", () => {
  it("says how many industries were found", () => {
    expect(resultCount(0)).toBe("0 industries found");
    expect(resultCount(1)).toBe("1 industry found");
    expect(resultCount(1234)).toBe("1,234 industries found");
  });

  it("accepts any of several answers, by name or by code prefix", () => {
    expect(accepts(["Owner Driver", "General Freight Carrier"], hit)).toBe(true);
    expect(accepts(["anzsic:46"], hit)).toBe(true);
    expect(accepts(["uksic:49.41"], hit)).toBe(true);
    expect(accepts(["naics:4842"], hit)).toBe(false);
    expect(accepts(["Truck Dealer"], hit)).toBe(false);
  });
});
