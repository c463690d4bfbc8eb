import type { Country } from "../accounts/catalogue";

/**
 * The one place that answers "may this user see or do X" (role x country x app theme x partner).
 * Every gated item of the spec is a named feature below; policy.test.ts lists them all in a table.
 */
export type AppTheme = "general" | "natcat";
export type Role = "Trial" | "underwriter" | "CompanyAdmin";

export type Viewer = {
  roles: readonly string[];
  country: Country;
  appTheme: AppTheme;
  /** Partner key of a white-label host, or null. */
  partner: string | null;
  /**
   * Restricted users (industries spec §3, §6): the insurance class ids the subscription includes;
   * null = not restricted. Loaded with the user row (users.allowed_class_ids).
   */
  allowedClassIds: readonly number[] | null;
};

const auNz = (v: Viewer) => v.country === "au" || v.country === "nz";
const underwriter = (v: Pick<Viewer, "roles">) => v.roles.includes("underwriter");
const always = () => true;

const RULES = {
  // Header (platform §2)
  "header.pointsBadge": auNz,
  // Main menu (platform §2)
  "menu.generalInfo": auNz,
  "menu.courses": always,
  "menu.natcat": (v: Viewer) => v.appTheme === "natcat",
  "menu.testYourKnowledge": auNz,
  "menu.calculators.businessInterruption": always,
  "menu.calculators.underInsurance": auNz,
  "menu.calculators.limitOfLiability": auNz,
  // Our own Building Cost Calculator (issue #18): listed where brokers look for calculators.
  "menu.calculators.buildingCost": auNz,
  // Footer
  "footer.socialLinks": (v: Viewer) => v.partner === null,
  // Dashboard (platform §2, §6)
  "dashboard.pointsCards": auNz,
  "dashboard.ukView": (v: Viewer) => v.country === "gb" || v.country === "others",
  // Underwriters build only the underwriter report: no promo for reports they cannot make (issue 24).
  "dashboard.tailoredPromo": (v: Viewer) => v.appTheme !== "natcat" && !underwriter(v),
  "dashboard.natcatCard": (v: Viewer) => v.appTheme === "natcat",
  "dashboard.helpWithClaims": (v: Viewer) => v.appTheme !== "natcat" && auNz(v),
  "dashboard.supportServices": (v: Viewer) => v.appTheme !== "natcat",
  // Pages gated by country (platform §6)
  "page.generalInfo": auNz,
  "page.testYourKnowledge": auNz,
  "page.points": auNz,
  "page.calculator.underInsurance": auNz,
  "page.calculator.buildingCost": auNz,
  "page.natcat": (v: Viewer) => v.appTheme === "natcat",
  // Industry sub-pages (industries-and-reports §2)
  "industry.riskAssessment": auNz,
  "industry.endorsements": (v: Viewer) => v.country === "au",
  "industry.media": auNz,
  "industry.market": (v: Viewer) => v.country === "au",
  // Quiz tab: au and nz, when the industry has a quiz for the user's country (industries §2).
  "industry.quiz": auNz,
  // Roles
  "company.editPrimary": (v: Viewer) => v.roles.includes("CompanyAdmin"),
  // Settings (platform §2): the custom report theme offer ($499) shows except in the white-label variant.
  "settings.customThemeOffer": (v: Viewer) => v.partner === null,
  "industries.browse": (v: Viewer) => !v.roles.includes("Trial"),
  // Report kinds (industries-and-reports §2, §7): an underwriter builds, previews, downloads and
  // saves only the underwriter report; everyone else Quick and Tailored, and NatCat on the natcat
  // site. The web builders, preview, PDF and the API's saved reports all ask here.
  "report.quick": (v: Viewer) => !underwriter(v),
  "report.tailored": (v: Viewer) => !underwriter(v),
  "report.underwriter": underwriter,
  "report.natcat": (v: Viewer) => v.appTheme === "natcat" && !underwriter(v),
} as const satisfies Record<string, (v: Viewer) => boolean>;

export type Feature = keyof typeof RULES;
export const FEATURES = Object.keys(RULES) as Feature[];

export function can(viewer: Viewer, feature: Feature): boolean {
  return RULES[feature](viewer);
}

/** Every feature the viewer may see, for passing to the client in one object. */
export function permissions(viewer: Viewer): Record<Feature, boolean> {
  return Object.fromEntries(FEATURES.map((f) => [f, can(viewer, f)])) as Record<Feature, boolean>;
}

export const isUnderwriter = underwriter;

/** The feature that lets a viewer build, preview or save a report of this kind. */
export function reportFeature(kind: "quick" | "tailored" | "underwriter" | "natcat"): Feature {
  return `report.${kind}`;
}
export const isTrial = (v: Pick<Viewer, "roles">) => v.roles.includes("Trial");

/**
 * Whether an insurance class is active for the viewer (industries spec §3, §6): every class is
 * active unless the user is restricted; a restricted user sees a class as active only if its id is
 * in the allowed list. Inactive classes are listed but their content (ratings, reasons, checklist
 * questions, documents, report entries) is never sent (decision 0011). Country rules
 * (classVisibleIn in server/risk/model.ts) apply first and are independent of this.
 */
export function classActive(viewer: Pick<Viewer, "allowedClassIds">, classId: number): boolean {
  return viewer.allowedClassIds === null || viewer.allowedClassIds.includes(classId);
}

/**
 * Whether a country's users see an insurance class at all (industries spec §6): 'core' is never a
 * class of its own; the employers' liability lines are Australian (users of 'others' read Australian
 * content). One rule for every list: hazard index, checklist, risk documents, reports and the API
 * (issue 24: UK and NZ reports and menus still listed Employers' Liability / Workers' Compensation).
 */
export function classInCountry(v: Pick<Viewer, "country">, slug: string): boolean {
  if (slug === "core") return false;
  if (
    contentCountry(v) !== "au" &&
    (slug === "employer_liability" || slug === "employer_liability_workers_compensation")
  )
    return false;
  return true;
}

/** Point types shown for a country: au CIP and CPD (NIBA), nz CIP and CPD NZ (IBANZ), none elsewhere. */
export function pointTypes(v: Pick<Viewer, "country">): Array<"cip" | "cpd" | "cpdnz"> {
  if (v.country === "au") return ["cip", "cpd"];
  if (v.country === "nz") return ["cip", "cpdnz"];
  return [];
}

/** 'others' reads Australian content (platform §6: country_region 'others' maps to au). */
export function contentCountry(v: Pick<Viewer, "country">): "au" | "nz" | "gb" {
  return v.country === "others" ? "au" : v.country;
}
