/**
 * Report sections (spec industries-and-reports §2 Report routes, §3 Report sections, §4 Sections).
 * The builder's live preview uses the same rules in the browser: the only import is the policy
 * module, which imports nothing at run time.
 */
import { reportSectionShown } from "../policy/policy";

export const SECTION_KEYS = [
  "cover",
  "usage-notice",
  "user-profile",
  "company-profile",
  "introduction",
  "introduction-iprofilerisk",
  "about",
  "purpose",
  "under-insurance",
  "report-hazard-assessment",
  "insurable-gross-profit",
  "report-significant-exposures",
  "report-natural-catastrophe",
  "report-risk-checklist",
  "back-cover",
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type ReportKind = "quick" | "tailored" | "underwriter" | "natcat";

export const REPORT_TITLES: Record<ReportKind, string> = {
  quick: "Quick Report",
  tailored: "Tailored Report",
  underwriter: "Risk Consideration Report",
  natcat: "Natural Catastrophe Report",
};

export type SectionContext = {
  kind: ReportKind;
  underwriter: boolean;
  /** Content country (others → au). */
  country: "au" | "nz" | "gb";
  natcatTheme: boolean;
  /** The report theme shows the advisor's profile and so requires it. */
  themeRequiresProfile: boolean;
  hasIndicativeRates: boolean;
  hasNatcatProfiles: boolean;
  hasCompany: boolean;
};

export type SectionDef = {
  key: SectionKey;
  label: string;
  parent?: SectionKey;
  /** Not numbered in the report. */
  skipSequencing?: boolean;
  /** Shown in the contents list of the drawer. */
  listed: boolean;
};

export function sectionDefs(ctx: SectionContext): SectionDef[] {
  const defs: SectionDef[] = [
    { key: "cover", label: "Cover", skipSequencing: true, listed: false },
    { key: "usage-notice", label: "Usage Notice", skipSequencing: true, listed: false },
    {
      key: "user-profile",
      label: ctx.underwriter ? "Underwriter Details" : "Meet Your Advisor",
      skipSequencing: true,
      listed: true,
    },
    { key: "company-profile", label: "Company Profile", skipSequencing: true, listed: true },
    { key: "introduction", label: "Introduction", skipSequencing: true, listed: true },
    {
      key: "introduction-iprofilerisk",
      label: "About Natural Catastrophe Risk",
      parent: "introduction",
      listed: true,
    },
    { key: "about", label: "About this Report", parent: "introduction", listed: true },
    { key: "purpose", label: "Purpose", parent: "introduction", listed: true },
    { key: "under-insurance", label: "Under Insurance", parent: "introduction", listed: true },
    { key: "report-hazard-assessment", label: "Hazard Assessment", listed: true },
    {
      key: "insurable-gross-profit",
      label: "Insurable Gross Profit",
      parent: "report-hazard-assessment",
      listed: true,
    },
    { key: "report-significant-exposures", label: "Significant Exposures", listed: true },
    { key: "report-natural-catastrophe", label: "Natural Catastrophe", listed: true },
    { key: "report-risk-checklist", label: "Key Risk Checklist", listed: true },
    { key: "back-cover", label: "Back Cover", skipSequencing: true, listed: false },
  ];
  return defs.filter((d) => sectionAvailable(d.key, ctx));
}

/** Whether a section exists at all for this user, report and theme (spec §2, §4, §6). */
export function sectionAvailable(key: SectionKey, ctx: SectionContext): boolean {
  switch (key) {
    case "company-profile":
      return reportSectionShown(ctx, key) && ctx.hasCompany;
    case "insurable-gross-profit":
      return reportSectionShown(ctx, key) && ctx.hasIndicativeRates;
    case "introduction-iprofilerisk":
    case "under-insurance":
    case "report-natural-catastrophe":
    case "report-risk-checklist":
      return reportSectionShown(ctx, key);
    default:
      return true;
  }
}

/** Sections the user cannot uncheck (spec §5). */
export function sectionRequired(key: SectionKey, ctx: SectionContext): boolean {
  if (key === "user-profile") return ctx.themeRequiresProfile;
  return [
    "cover",
    "usage-notice",
    "introduction",
    "about",
    "purpose",
    "report-hazard-assessment",
    "back-cover",
  ].includes(key);
}

/** Disabled but present: the natcat section until a profile exists (spec §4). */
export function sectionDisabled(key: SectionKey, ctx: SectionContext): boolean {
  return key === "report-natural-catastrophe" && !ctx.hasNatcatProfiles;
}

export const NATCAT_SECTION_TOOLTIP = "Select a business location to view the NatCat analysis.";

export type SectionState = { key: SectionKey; checked: boolean; seq: number | null };

/**
 * From the keys the user asked for (or null for the defaults) to the full, consistent list:
 * required sections forced on, disabled ones off, a group checked when any child is, and
 * sequence numbers given to checked sections in order, skipping skipSequencing ones.
 */
export function resolveSections(requested: readonly string[] | null, ctx: SectionContext): SectionState[] {
  const defs = sectionDefs(ctx);
  const wanted = new Set(requested ?? defs.map((d) => d.key));
  const checked = new Map<SectionKey, boolean>();
  for (const d of defs) {
    let on = sectionRequired(d.key, ctx) || wanted.has(d.key);
    if (sectionDisabled(d.key, ctx)) on = false;
    checked.set(d.key, on);
  }
  for (const d of defs) {
    const children = defs.filter((c) => c.parent === d.key);
    if (children.length && children.some((c) => checked.get(c.key))) checked.set(d.key, true);
  }
  // A part of a numbered section (Insurable Gross Profit under Hazard Assessment) is not numbered
  // itself: it took a number of its own and the next section skipped one (issue 24). Parts of an
  // unnumbered heading (the Introduction's) are numbered as sections.
  const numbered = (d: SectionDef) =>
    !d.skipSequencing && (!d.parent || defs.find((p) => p.key === d.parent)?.skipSequencing === true);
  let seq = 0;
  return defs.map((d) => {
    const on = checked.get(d.key) ?? false;
    return { key: d.key, checked: on, seq: on && numbered(d) ? ++seq : null };
  });
}

/** Toggling a group sets its children (spec §4); used by the drawer in the browser. */
export function toggleSection(
  current: readonly string[],
  key: SectionKey,
  on: boolean,
  ctx: SectionContext,
): SectionKey[] {
  const defs = sectionDefs(ctx);
  const set = new Set(current as SectionKey[]);
  const apply = (k: SectionKey) => {
    if (sectionRequired(k, ctx) || sectionDisabled(k, ctx)) return;
    if (on) set.add(k);
    else set.delete(k);
  };
  apply(key);
  for (const c of defs.filter((d) => d.parent === key)) apply(c.key);
  return defs.filter((d) => set.has(d.key)).map((d) => d.key);
}

/** `sections` query parameter: a JSON list (strings or {key|section, checked}) or a comma list. */
export function parseSectionsParam(value: string | null | undefined): string[] | null {
  if (value == null || value.trim() === "") return null;
  const text = value.trim().slice(0, 4000);
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return null;
      const keys: string[] = [];
      for (const item of parsed) {
        if (typeof item === "string") keys.push(item);
        else if (item && typeof item === "object") {
          const o = item as { key?: unknown; section?: unknown; checked?: unknown };
          const k = typeof o.key === "string" ? o.key : typeof o.section === "string" ? o.section : null;
          if (k && o.checked !== false) keys.push(k);
        }
      }
      return keys.filter(isSectionKey);
    } catch {
      return null;
    }
  }
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(isSectionKey);
}

export function isSectionKey(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}

/** Checked keys as the comma list the URLs carry. */
export function sectionsParam(states: readonly SectionState[]): string {
  return states
    .filter((s) => s.checked)
    .map((s) => s.key)
    .join(",");
}
