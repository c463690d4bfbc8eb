import { describe, expect, it } from "vitest";
import {
  parseSectionsParam,
  resolveSections,
  sectionDefs,
  sectionsParam,
  toggleSection,
  type SectionContext,
} from "./sections";

const ctx = (o: Partial<SectionContext> = {}): SectionContext => ({
  kind: "quick",
  underwriter: false,
  country: "au",
  natcatTheme: false,
  themeRequiresProfile: false,
  hasIndicativeRates: true,
  hasNatcatProfiles: false,
  hasCompany: true,
  ...o,
});
const on = (states: ReturnType<typeof resolveSections>) => states.filter((s) => s.checked).map((s) => s.key);

describe("report sections", () => {
  it("keep the spec's order and default to everything available", () => {
    expect(on(resolveSections(null, ctx()))).toEqual([
      "cover",
      "usage-notice",
      "user-profile",
      "company-profile",
      "introduction",
      "about",
      "purpose",
      "under-insurance",
      "report-hazard-assessment",
      "insurable-gross-profit",
      "report-significant-exposures",
      "report-risk-checklist",
      "back-cover",
    ]);
  });

  it("force required sections on and number checked sections in order, skipping unnumbered ones", () => {
    const states = resolveSections(["report-significant-exposures"], ctx());
    expect(on(states)).toEqual([
      "cover",
      "usage-notice",
      "introduction",
      "about",
      "purpose",
      "report-hazard-assessment",
      "report-significant-exposures",
      "back-cover",
    ]);
    const seq = Object.fromEntries(states.filter((s) => s.seq).map((s) => [s.key, s.seq]));
    expect(seq).toEqual({
      about: 1,
      purpose: 2,
      "report-hazard-assessment": 3,
      "report-significant-exposures": 4,
    });
  });

  it("number sections without gaps when Insurable Gross Profit is part of the Hazard Assessment (issue 24)", () => {
    const states = resolveSections(null, ctx({ country: "au", hasIndicativeRates: true }));
    expect(states.find((s) => s.key === "insurable-gross-profit")).toMatchObject({
      checked: true,
      seq: null,
    });
    const numbers = states.filter((s) => s.seq).map((s) => s.seq);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const seq = Object.fromEntries(states.filter((s) => s.seq).map((s) => [s.key, s.seq]));
    expect(seq["report-significant-exposures"]).toBe(seq["report-hazard-assessment"]! + 1);
  });

  it("require the advisor profile only when the theme does", () => {
    expect(on(resolveSections([], ctx()))).not.toContain("user-profile");
    expect(on(resolveSections([], ctx({ themeRequiresProfile: true })))).toContain("user-profile");
  });

  it("hide under-insurance for nz and for underwriters; company profile and checklist for underwriters", () => {
    expect(sectionDefs(ctx({ country: "nz" })).map((d) => d.key)).not.toContain("under-insurance");
    const uw = sectionDefs(ctx({ underwriter: true, kind: "underwriter" })).map((d) => d.key);
    expect(uw).not.toContain("under-insurance");
    expect(uw).not.toContain("company-profile");
    expect(uw).not.toContain("report-risk-checklist");
    expect(sectionDefs(ctx({ underwriter: true })).find((d) => d.key === "user-profile")?.label).toBe(
      "Underwriter Details",
    );
  });

  it("show insurable gross profit only with rates in au/nz, and the natcat section only in the natcat theme, disabled without profiles", () => {
    expect(sectionDefs(ctx({ hasIndicativeRates: false })).map((d) => d.key)).not.toContain(
      "insurable-gross-profit",
    );
    expect(sectionDefs(ctx({ country: "gb" })).map((d) => d.key)).not.toContain("insurable-gross-profit");
    expect(sectionDefs(ctx()).map((d) => d.key)).not.toContain("report-natural-catastrophe");
    expect(on(resolveSections(null, ctx({ natcatTheme: true })))).not.toContain("report-natural-catastrophe");
    expect(on(resolveSections(null, ctx({ natcatTheme: true, hasNatcatProfiles: true })))).toContain(
      "report-natural-catastrophe",
    );
  });

  it("group checkboxes set their children and a parent is checked when any child is", () => {
    const c = ctx();
    const all = on(resolveSections(null, c));
    const off = toggleSection(all, "report-hazard-assessment", false, c);
    expect(off).not.toContain("insurable-gross-profit");
    const back = toggleSection(off, "report-hazard-assessment", true, c);
    expect(back).toContain("insurable-gross-profit");
    // required children stay on when their group is unchecked
    expect(toggleSection(all, "introduction", false, c)).not.toContain("under-insurance");
    expect(on(resolveSections(toggleSection(all, "introduction", false, c), c))).toContain("about");
  });

  it("parse the sections parameter as a JSON list or a comma list, ignoring unknown keys", () => {
    expect(parseSectionsParam("about,purpose, nonsense")).toEqual(["about", "purpose"]);
    expect(
      parseSectionsParam('["about",{"key":"purpose","checked":false},{"section":"under-insurance"}]'),
    ).toEqual(["about", "under-insurance"]);
    expect(parseSectionsParam("[not json")).toBeNull();
    expect(parseSectionsParam("")).toBeNull();
    expect(parseSectionsParam(null)).toBeNull();
    expect(sectionsParam(resolveSections(["about"], ctx()))).toBe(
      "cover,usage-notice,introduction,about,purpose,report-hazard-assessment,back-cover",
    );
  });
});
