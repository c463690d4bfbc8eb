import type { Country } from "../accounts/catalogue";

/**
 * The one place that answers "may this user see or do X" (role x country x app theme x partner).
 * Every gated item of the spec is a named feature below; policy.test.ts lists them all in a table.
 * Rules that need more than the viewer (a company, an industry, a report section) are the named
 * functions after the table. No imports at run time: the report builder's client code uses it.
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
  // Footer: no social links on a partner host (signed out too: see socialLinksShown).
  "footer.socialLinks": (v: Viewer) => socialLinksShown(v),
  // Dashboard (platform §2, §6)
  "dashboard.pointsCards": auNz,
  "dashboard.ukView": (v: Viewer) => v.country === "gb" || v.country === "others",
  // Underwriters build only the underwriter report: no promo for reports they cannot make (issue 24).
  "dashboard.tailoredPromo": (v: Viewer) => v.appTheme !== "natcat" && !underwriter(v),
  "dashboard.natcatCard": (v: Viewer) => v.appTheme === "natcat",
  // The knowledge/help card: the natcat site's own two links instead of the general ones (platform §2).
  "dashboard.natcatKnowledgeLinks": (v: Viewer) => v.appTheme === "natcat",
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
  "company.editPrimary": (v: Viewer) => mayEditCompany(v, { isPrimary: true }),
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
  // On the natcat site every report (the underwriter's too) carries the natcat sections and data.
  "report.natcatSections": (v: Viewer) => v.appTheme === "natcat",
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
/**
 * Trial users (platform §6, industries §3) reach only the trial set of industries and courses:
 * lists (search, browse, courses) are filtered to it when this is true.
 */
export const isTrial = (v: Pick<Viewer, "roles">) => v.roles.includes("Trial");

/**
 * Whether the viewer may open this industry (and so follow a link to it): a trial user only one
 * of the trial set. The industry gate, the API and the related-industries links ask here.
 */
export function mayOpenIndustry(v: Pick<Viewer, "roles">, industry: { inTrial: boolean }): boolean {
  return !isTrial(v) || industry.inTrial;
}

/**
 * Whether the viewer may change one of their companies (platform §5, §6): any of them, but the
 * primary company only for a CompanyAdmin. The web page, server/accounts/companies.ts and the API
 * ask here; the page's cards get the answer from the loader.
 */
export function mayEditCompany(v: Pick<Viewer, "roles">, company: { isPrimary: boolean }): boolean {
  return !company.isPrimary || v.roles.includes("CompanyAdmin");
}

/** Social links show except on a partner host (platform §1), signed in or not. */
export function socialLinksShown(v: Pick<Viewer, "partner">): boolean {
  return v.partner === null;
}

/**
 * Report themes offered on a host (platform §1, §2): a partner host that has themes of its own offers
 * only those (no default theme); every other host the general themes (no partner key). A theme
 * preselected for the user's company is added by server/reports/themes.ts whatever the host.
 */
export function reportThemeOffered(
  host: Pick<Viewer, "partner"> & { partnerHasThemes: boolean },
  theme: { partner: string | null },
): boolean {
  return host.partner !== null && host.partnerHasThemes
    ? theme.partner === host.partner
    : theme.partner === null;
}

/** Report sections that some readers do not get, whatever the report's data. */
export type GatedSection =
  | "company-profile"
  | "introduction-iprofilerisk"
  | "under-insurance"
  | "insurable-gross-profit"
  | "report-natural-catastrophe"
  | "report-risk-checklist";

/**
 * Who gets a report section (industries-and-reports §4, §6): underwriters get no company profile,
 * under-insurance or risk checklist; nz hides Under Insurance; the insurable gross profit block is
 * for au and nz; the natcat sections are on the natcat site. `country` is the content country
 * (others reads au). server/reports/sections.ts asks here, in the browser too.
 */
export function reportSectionShown(
  reader: { underwriter: boolean; country: "au" | "nz" | "gb"; natcatTheme: boolean },
  section: GatedSection,
): boolean {
  switch (section) {
    case "company-profile":
    case "report-risk-checklist":
      return !reader.underwriter;
    case "under-insurance":
      return !reader.underwriter && reader.country !== "nz";
    case "insurable-gross-profit":
      return reader.country === "au" || reader.country === "nz";
    case "introduction-iprofilerisk":
    case "report-natural-catastrophe":
      return reader.natcatTheme;
  }
}

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
