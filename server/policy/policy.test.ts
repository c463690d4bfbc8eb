import { describe, expect, it } from "vitest";
import { COUNTRIES, type Country } from "../accounts/catalogue";
import {
  can,
  classActive,
  contentCountry,
  FEATURES,
  type AppTheme,
  type Feature,
  type GatedSection,
  mayEditCompany,
  mayOpenIndustry,
  pointTypes,
  reportFeature,
  reportSectionShown,
  reportThemeOffered,
  socialLinksShown,
  type Viewer,
} from "./policy";

const viewer = (
  country: Country,
  appTheme: AppTheme = "general",
  roles: string[] = [],
  partner: string | null = null,
  allowedClassIds: number[] | null = null,
): Viewer => ({
  country,
  appTheme,
  roles,
  partner,
  allowedClassIds,
});

/** Expected visibility per country for the general theme, straight from platform spec §2 and §6. */
const BY_COUNTRY: Array<[Feature, Record<Country, boolean>]> = [
  ["header.pointsBadge", { au: true, nz: true, gb: false, others: false }],
  ["menu.generalInfo", { au: true, nz: true, gb: false, others: false }],
  ["menu.courses", { au: true, nz: true, gb: true, others: true }],
  ["menu.natcat", { au: false, nz: false, gb: false, others: false }],
  ["menu.testYourKnowledge", { au: true, nz: true, gb: false, others: false }],
  ["menu.calculators.businessInterruption", { au: true, nz: true, gb: true, others: true }],
  ["menu.calculators.underInsurance", { au: true, nz: true, gb: false, others: false }],
  ["menu.calculators.limitOfLiability", { au: true, nz: true, gb: false, others: false }],
  ["menu.calculators.buildingCost", { au: true, nz: true, gb: false, others: false }],
  ["footer.socialLinks", { au: true, nz: true, gb: true, others: true }],
  ["dashboard.pointsCards", { au: true, nz: true, gb: false, others: false }],
  ["dashboard.ukView", { au: false, nz: false, gb: true, others: true }],
  ["dashboard.tailoredPromo", { au: true, nz: true, gb: true, others: true }],
  ["dashboard.natcatCard", { au: false, nz: false, gb: false, others: false }],
  ["dashboard.natcatKnowledgeLinks", { au: false, nz: false, gb: false, others: false }],
  ["dashboard.helpWithClaims", { au: true, nz: true, gb: false, others: false }],
  ["dashboard.supportServices", { au: true, nz: true, gb: true, others: true }],
  ["page.generalInfo", { au: true, nz: true, gb: false, others: false }],
  ["page.testYourKnowledge", { au: true, nz: true, gb: false, others: false }],
  ["page.points", { au: true, nz: true, gb: false, others: false }],
  ["page.calculator.underInsurance", { au: true, nz: true, gb: false, others: false }],
  ["page.calculator.buildingCost", { au: true, nz: true, gb: false, others: false }],
  ["page.natcat", { au: false, nz: false, gb: false, others: false }],
  ["industry.riskAssessment", { au: true, nz: true, gb: false, others: false }],
  ["industry.endorsements", { au: true, nz: false, gb: false, others: false }],
  ["industry.media", { au: true, nz: true, gb: false, others: false }],
  ["industry.market", { au: true, nz: false, gb: false, others: false }],
  ["industry.quiz", { au: true, nz: true, gb: false, others: false }],
  ["company.editPrimary", { au: false, nz: false, gb: false, others: false }],
  ["industries.browse", { au: true, nz: true, gb: true, others: true }],
  ["settings.customThemeOffer", { au: true, nz: true, gb: true, others: true }],
  ["report.quick", { au: true, nz: true, gb: true, others: true }],
  ["report.tailored", { au: true, nz: true, gb: true, others: true }],
  ["report.underwriter", { au: false, nz: false, gb: false, others: false }],
  ["report.natcat", { au: false, nz: false, gb: false, others: false }],
  ["report.natcatSections", { au: false, nz: false, gb: false, others: false }],
];

describe("policy", () => {
  it("the table covers every feature", () => {
    expect(BY_COUNTRY.map(([f]) => f).sort()).toEqual([...FEATURES].sort());
  });

  for (const [feature, expected] of BY_COUNTRY) {
    for (const country of COUNTRIES) {
      it(`${feature} for ${country} is ${expected[country]}`, () => {
        expect(can(viewer(country), feature)).toBe(expected[country]);
      });
    }
  }

  it("the natcat theme shows NatCat and the natcat card and hides the tailored promo", () => {
    for (const country of COUNTRIES) {
      const v = viewer(country, "natcat");
      expect(can(v, "menu.natcat")).toBe(true);
      expect(can(v, "page.natcat")).toBe(true);
      expect(can(v, "dashboard.natcatCard")).toBe(true);
      expect(can(v, "dashboard.natcatKnowledgeLinks")).toBe(true);
      expect(can(v, "report.natcatSections")).toBe(true);
      expect(can(viewer(country, "natcat", ["underwriter"]), "report.natcatSections")).toBe(true);
      expect(can(v, "dashboard.tailoredPromo")).toBe(false);
      expect(can(v, "dashboard.helpWithClaims")).toBe(false);
      expect(can(v, "dashboard.supportServices")).toBe(false);
    }
  });

  it("underwriters get no promo for quick and tailored reports, which they cannot build", () => {
    expect(can(viewer("au", "general", ["underwriter"]), "dashboard.tailoredPromo")).toBe(false);
    expect(can(viewer("au", "general"), "dashboard.tailoredPromo")).toBe(true);
  });

  it("a partner host hides social links", () => {
    expect(can(viewer("au", "general", [], "acme"), "footer.socialLinks")).toBe(false);
    expect(can(viewer("au", "general", [], "acme"), "settings.customThemeOffer")).toBe(false);
  });

  it("roles gate company editing and browsing", () => {
    expect(can(viewer("au", "general", ["CompanyAdmin"]), "company.editPrimary")).toBe(true);
    expect(can(viewer("au", "general", ["Trial"]), "industries.browse")).toBe(false);
  });

  // Report kinds by role and theme (issue 23 item 10): one answer for the web builders, the preview
  // and PDF, and the API's saved reports.
  const REPORT_KINDS: Array<
    [string, string[], AppTheme, Record<"quick" | "tailored" | "underwriter" | "natcat", boolean>]
  > = [
    ["advisor", [], "general", { quick: true, tailored: true, underwriter: false, natcat: false }],
    ["advisor on natcat", [], "natcat", { quick: true, tailored: true, underwriter: false, natcat: true }],
    [
      "underwriter",
      ["underwriter"],
      "general",
      { quick: false, tailored: false, underwriter: true, natcat: false },
    ],
    [
      "underwriter on natcat",
      ["underwriter"],
      "natcat",
      { quick: false, tailored: false, underwriter: true, natcat: false },
    ],
    ["trial", ["Trial"], "general", { quick: true, tailored: true, underwriter: false, natcat: false }],
    [
      "company admin",
      ["CompanyAdmin"],
      "general",
      { quick: true, tailored: true, underwriter: false, natcat: false },
    ],
    [
      "underwriter and company admin",
      ["underwriter", "CompanyAdmin"],
      "general",
      { quick: false, tailored: false, underwriter: true, natcat: false },
    ],
  ];
  for (const [label, roles, theme, expected] of REPORT_KINDS) {
    for (const kind of ["quick", "tailored", "underwriter", "natcat"] as const) {
      it(`report kind ${kind} for ${label} is ${expected[kind]}`, () => {
        for (const country of COUNTRIES)
          expect(can(viewer(country, theme, roles), reportFeature(kind))).toBe(expected[kind]);
      });
    }
  }

  // Restricted users (industries spec §3, §6; decision 0011). Class ids of content/insurance-classes.json:
  // 1 property_damage, 2 business_interruption, 3 crime, 6 public_liability, 10 employer_liability_workers_compensation.
  const ALLOWED = [1, 2, 6];
  const CLASS_ACTIVE: Array<[string, number[] | null, number, boolean]> = [
    ["unrestricted, property damage", null, 1, true],
    ["unrestricted, crime", null, 3, true],
    ["unrestricted, an id no class has yet", null, 999, true],
    ["restricted, property damage (allowed)", ALLOWED, 1, true],
    ["restricted, business interruption (allowed)", ALLOWED, 2, true],
    ["restricted, public liability (allowed)", ALLOWED, 6, true],
    ["restricted, crime (not allowed)", ALLOWED, 3, false],
    ["restricted, workers compensation (not allowed)", ALLOWED, 10, false],
    ["restricted to nothing, property damage", [], 1, false],
  ];
  for (const [label, allowed, classId, expected] of CLASS_ACTIVE) {
    it(`classActive: ${label} is ${expected}`, () => {
      expect(classActive(viewer("au", "general", [], null, allowed), classId)).toBe(expected);
    });
  }

  it("restriction is independent of role, country, theme and partner, and gates no page feature", () => {
    for (const country of COUNTRIES) {
      for (const roles of [[], ["underwriter"], ["Trial"], ["CompanyAdmin"]]) {
        const restricted = viewer(country, "natcat", roles, "acme", ALLOWED);
        expect(classActive(restricted, 1)).toBe(true);
        expect(classActive(restricted, 3)).toBe(false);
        const open = viewer(country, "natcat", roles, "acme", null);
        for (const f of FEATURES) expect(can(restricted, f)).toBe(can(open, f));
      }
    }
  });

  const ROLE_SETS: Array<[string, string[]]> = [
    ["advisor", []],
    ["trial", ["Trial"]],
    ["underwriter", ["underwriter"]],
    ["company admin", ["CompanyAdmin"]],
    ["trial company admin", ["Trial", "CompanyAdmin"]],
  ];

  // Companies (platform §5, §6): the primary company is the CompanyAdmin's to change; the others anyone's.
  const EDIT_COMPANY: Record<string, { primary: boolean; other: boolean }> = {
    advisor: { primary: false, other: true },
    trial: { primary: false, other: true },
    underwriter: { primary: false, other: true },
    "company admin": { primary: true, other: true },
    "trial company admin": { primary: true, other: true },
  };
  // Trial users open only industries of the trial set (platform §6, industries §3).
  const OPEN_INDUSTRY: Record<string, { inTrial: boolean; outside: boolean }> = {
    advisor: { inTrial: true, outside: true },
    trial: { inTrial: true, outside: false },
    underwriter: { inTrial: true, outside: true },
    "company admin": { inTrial: true, outside: true },
    "trial company admin": { inTrial: true, outside: false },
  };
  for (const [label, roles] of ROLE_SETS) {
    for (const country of COUNTRIES) {
      for (const theme of ["general", "natcat"] as const) {
        for (const partner of [null, "acme"]) {
          const v = viewer(country, theme, roles, partner);
          const where = `${label}, ${country}, ${theme}, partner ${partner ?? "none"}`;
          it(`mayEditCompany: ${where}`, () => {
            expect(mayEditCompany(v, { isPrimary: true })).toBe(EDIT_COMPANY[label].primary);
            expect(mayEditCompany(v, { isPrimary: false })).toBe(EDIT_COMPANY[label].other);
            expect(can(v, "company.editPrimary")).toBe(EDIT_COMPANY[label].primary);
          });
          it(`mayOpenIndustry: ${where}`, () => {
            expect(mayOpenIndustry(v, { inTrial: true })).toBe(OPEN_INDUSTRY[label].inTrial);
            expect(mayOpenIndustry(v, { inTrial: false })).toBe(OPEN_INDUSTRY[label].outside);
          });
          it(`socialLinksShown: ${where}`, () => {
            expect(socialLinksShown(v)).toBe(partner === null);
            expect(can(v, "footer.socialLinks")).toBe(partner === null);
          });
        }
      }
    }
  }

  // Report themes by host (platform §1, §2): [host partner, partner has themes, theme's partner, offered].
  const THEMES: Array<[string | null, boolean, string | null, boolean]> = [
    [null, false, null, true],
    [null, false, "acme", false],
    ["acme", true, "acme", true],
    ["acme", true, null, false],
    ["acme", true, "beacon", false],
    ["bare", false, null, true],
    ["bare", false, "acme", false],
  ];
  for (const [partner, partnerHasThemes, themePartner, offered] of THEMES) {
    it(`reportThemeOffered: host ${partner ?? "main"}${partnerHasThemes ? " with themes" : ""}, theme of ${themePartner ?? "nobody"} is ${offered}`, () => {
      expect(reportThemeOffered({ partner, partnerHasThemes }, { partner: themePartner })).toBe(offered);
    });
  }

  it("social links: signed out, only the host counts", () => {
    expect(socialLinksShown({ partner: null })).toBe(true);
    expect(socialLinksShown({ partner: "acme" })).toBe(false);
  });

  // Report sections by reader (industries-and-reports §4, §6), for each content country and theme.
  type Reader = "advisor" | "underwriter";
  const SECTIONS: Array<[GatedSection, (r: Reader, c: "au" | "nz" | "gb", natcat: boolean) => boolean]> = [
    ["company-profile", (r) => r === "advisor"],
    ["report-risk-checklist", (r) => r === "advisor"],
    ["under-insurance", (r, c) => r === "advisor" && c !== "nz"],
    ["insurable-gross-profit", (_r, c) => c === "au" || c === "nz"],
    ["introduction-iprofilerisk", (_r, _c, natcat) => natcat],
    ["report-natural-catastrophe", (_r, _c, natcat) => natcat],
  ];
  const EXPECTED_SECTIONS: Record<string, Record<GatedSection, boolean>> = {
    "advisor au general": {
      "company-profile": true,
      "report-risk-checklist": true,
      "under-insurance": true,
      "insurable-gross-profit": true,
      "introduction-iprofilerisk": false,
      "report-natural-catastrophe": false,
    },
    "advisor nz general": {
      "company-profile": true,
      "report-risk-checklist": true,
      "under-insurance": false,
      "insurable-gross-profit": true,
      "introduction-iprofilerisk": false,
      "report-natural-catastrophe": false,
    },
    "advisor gb general": {
      "company-profile": true,
      "report-risk-checklist": true,
      "under-insurance": true,
      "insurable-gross-profit": false,
      "introduction-iprofilerisk": false,
      "report-natural-catastrophe": false,
    },
    "underwriter au natcat": {
      "company-profile": false,
      "report-risk-checklist": false,
      "under-insurance": false,
      "insurable-gross-profit": true,
      "introduction-iprofilerisk": true,
      "report-natural-catastrophe": true,
    },
  };
  for (const reader of ["advisor", "underwriter"] as const) {
    for (const country of ["au", "nz", "gb"] as const) {
      for (const natcat of [false, true]) {
        const name = `${reader} ${country} ${natcat ? "natcat" : "general"}`;
        it(`report sections for ${name}`, () => {
          const r = { underwriter: reader === "underwriter", country, natcatTheme: natcat };
          for (const [section, rule] of SECTIONS) {
            expect(reportSectionShown(r, section), section).toBe(rule(reader, country, natcat));
            if (EXPECTED_SECTIONS[name])
              expect(reportSectionShown(r, section), section).toBe(EXPECTED_SECTIONS[name][section]);
          }
        });
      }
    }
  }

  it("point types follow the country", () => {
    expect(pointTypes({ country: "au" })).toEqual(["cip", "cpd"]);
    expect(pointTypes({ country: "nz" })).toEqual(["cip", "cpdnz"]);
    expect(pointTypes({ country: "gb" })).toEqual([]);
    expect(pointTypes({ country: "others" })).toEqual([]);
  });

  it("others reads Australian content", () => {
    expect(contentCountry({ country: "others" })).toBe("au");
    expect(contentCountry({ country: "gb" })).toBe("gb");
  });
});
