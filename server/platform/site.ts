import { env } from "../config/env";
import type { AppTheme } from "../policy/policy";
import { DEFAULT_COMPANY_REPORT_THEMES, partnerForHost, type Partner } from "./partners";

/** Which site a request is for: the app theme and the white-label partner, from the host name. */
export type Site = { host: string; appTheme: AppTheme; partner: Partner | null };

/**
 * APP_THEME_HOSTS="natcat=natcat,cat.example=natcat": a host containing the text on the left gets
 * the theme on the right; other hosts get APP_THEME.
 */
export function appThemeForHost(
  host: string,
  rules = env().APP_THEME_HOSTS ?? "",
  fallback = env().APP_THEME,
): AppTheme {
  for (const rule of rules.split(",")) {
    const [text, theme] = rule.split("=").map((s) => s.trim().toLowerCase());
    if (text && (theme === "general" || theme === "natcat") && host.toLowerCase().includes(text))
      return theme;
  }
  return fallback;
}

export function hostOf(request: Request): string {
  return request.headers.get("host") ?? new URL(request.url).host;
}

export function siteFor(request: Request): Site {
  const host = hostOf(request);
  return { host, appTheme: appThemeForHost(host), partner: partnerForHost(host) };
}

/**
 * A signed-in user as this request's site shows them: the host decides the app theme and the
 * white-label partner, on the web and through the API alike.
 */
export function onSite<U extends object>(
  user: U,
  request: Request,
): U & { appTheme: AppTheme; partner: string | null } {
  const site = siteFor(request);
  return { ...user, appTheme: site.appTheme, partner: site.partner?.key ?? null };
}

/** COMPANY_REPORT_THEMES="12:acme-classic,14:beacon" or the defaults in partners.ts. */
export function companyReportThemes(value = env().COMPANY_REPORT_THEMES): Record<number, string> {
  if (!value) return DEFAULT_COMPANY_REPORT_THEMES;
  const out: Record<number, string> = {};
  for (const pair of value.split(",")) {
    const [id, theme] = pair.split(":").map((s) => s.trim());
    if (/^\d+$/.test(id) && theme) out[Number(id)] = theme;
  }
  return out;
}
