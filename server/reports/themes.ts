/**
 * Report themes (platform §3 Theme: id, label, colours; §9 default colours). Imports data and the
 * policy only (nothing server-side): the builder's drawer and the print page read the same list.
 * Partner themes (server/platform/partners.ts) carry their partner key and are offered only on that
 * partner's host (reportThemeOffered in server/policy/policy.ts).
 */
import { ALL_PARTNER_THEMES } from "../platform/partners";
import { reportThemeOffered } from "../policy/policy";
import type { ReportTheme } from "./theme-types";

export type { ReportTheme } from "./theme-types";

export const REPORT_THEMES: readonly ReportTheme[] = [
  {
    id: "default",
    label: "Default",
    colorTitle: "#003262",
    colorBg1: "#2367a5",
    colorBg2: "#00203f",
    colorBar: "#019cae",
    requiresProfile: false,
    partner: null,
    custom: false,
  },
  {
    id: "harbour",
    label: "Harbour",
    colorTitle: "#0f3d3e",
    colorBg1: "#1f7a6d",
    colorBg2: "#0b2b2c",
    colorBar: "#e0a526",
    requiresProfile: false,
    partner: null,
    custom: false,
  },
  {
    id: "advisor",
    label: "Advisor Spotlight",
    colorTitle: "#3b1f5c",
    colorBg1: "#6b3fa0",
    colorBg2: "#24123a",
    colorBar: "#f0795b",
    requiresProfile: true,
    partner: null,
    custom: false,
  },
  {
    id: "custom",
    label: "My Custom Theme",
    colorTitle: "#1f2937",
    colorBg1: "#374151",
    colorBg2: "#111827",
    colorBar: "#10b981",
    requiresProfile: true,
    partner: null,
    custom: true,
  },
];

export const CUSTOM_THEME_PRICE = "$499";
export const DEFAULT_REPORT_THEME = REPORT_THEMES[0];

/**
 * Themes a user may pick: partner hosts get only their partner's themes, with no default theme
 * (platform §1); a company with a preselected partner theme keeps that theme available too.
 */
export function themesFor(
  partner: string | null,
  preselected: string | null = null,
  partnerThemes: readonly ReportTheme[] = ALL_PARTNER_THEMES,
): ReportTheme[] {
  const extra = partnerThemes.filter((t) => t.id === preselected);
  const host = { partner, partnerHasThemes: partnerThemes.some((t) => t.partner === partner) };
  const offered = [...REPORT_THEMES, ...partnerThemes].filter((t) => reportThemeOffered(host, t));
  return [...offered, ...extra.filter((t) => !offered.includes(t))];
}

export function resolveTheme(id: string | null | undefined, available: readonly ReportTheme[]): ReportTheme {
  return available.find((t) => t.id === id) ?? available[0] ?? DEFAULT_REPORT_THEME;
}

/** The purchase link shows except with the custom theme variant (platform §2 settings). */
export const showPurchaseLink = (theme: ReportTheme) => !theme.custom;
