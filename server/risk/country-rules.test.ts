import { describe, expect, it } from "vitest";
import { classInCountry } from "../policy/policy";
import type { IndustryContent } from "./assemble";
import type { RiskModel } from "./model";
import { restrictContent } from "./restriction";

/**
 * Issue 24: UK and NZ users saw "Employers' Liability / Workers' Compensation" in reports and in the
 * industry pages' checklist and risk-document menus, while the Hazard Index hid it. One rule
 * (policy.classInCountry) now decides; restrictContent applies it to everything built from an
 * industry's content (pages, reports, API).
 */
const EL = "employer_liability_workers_compensation";
const section = (heading: string) => ({ heading, text: "…" });
const content: IndustryContent = {
  derived: false,
  entry: false,
  summary: null,
  mainClasses: ["property_damage", EL],
  exposures: [],
  materials: [],
  riskDescriptions: {
    property_damage: [section("What can go wrong")],
    [EL]: [section("What can go wrong")],
  },
  indicativeRates: [],
  endorsements: [],
  hasMarket: true,
  checklist: [
    { id: "Q1", type: "Key", classSlug: "property_damage", section: "premises", question: "PD?" },
    { id: "Q2", type: "Key", classSlug: EL, section: "people", question: "EL?" },
    { id: "Q3", type: "Core", classSlug: "core", section: "people", question: "Claims?" },
  ],
  related: [],
};
const model = { classes: [] } as unknown as RiskModel;

describe("country rules for insurance classes", () => {
  it("employers' liability lines are Australian; 'others' read Australian content; core is never a class", () => {
    expect(classInCountry({ country: "au" }, EL)).toBe(true);
    expect(classInCountry({ country: "others" }, EL)).toBe(true);
    expect(classInCountry({ country: "gb" }, EL)).toBe(false);
    expect(classInCountry({ country: "nz" }, "employer_liability")).toBe(false);
    expect(classInCountry({ country: "gb" }, "property_damage")).toBe(true);
    expect(classInCountry({ country: "au" }, "core")).toBe(false);
  });

  it.each(["gb", "nz"] as const)(
    "%s: no employers' liability document, menu entry or checklist question",
    (country) => {
      const shown = restrictContent(content, model, { allowedClassIds: null, country });
      expect(shown.mainClasses).toEqual(["property_damage"]);
      expect(Object.keys(shown.riskDescriptions)).toEqual(["property_damage"]);
      expect(shown.checklist.map((q) => q.id)).toEqual(["Q1", "Q3"]);
    },
  );

  it("au keeps them", () => {
    const shown = restrictContent(content, model, { allowedClassIds: null, country: "au" });
    expect(shown.mainClasses).toEqual(["property_damage", EL]);
    expect(shown.checklist).toHaveLength(3);
  });
});
