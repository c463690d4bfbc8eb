import type { CurrentUser } from "../accounts/viewer";
import { companyReportThemes } from "../platform/site";
import { resolveTheme, themesFor } from "./themes";

/** The partner theme preselected for the user's primary company (platform §6), if any. */
export function preselectedTheme(user: CurrentUser): string | null {
  const id = user.primaryCompany?.id;
  return id ? (companyReportThemes()[id] ?? null) : null;
}

/** The themes this user may choose from, on this site. */
export const availableThemes = (user: CurrentUser) => themesFor(user.partner, preselectedTheme(user));

/** The user's report theme: their choice; else their company's preselected theme; else the first available. */
export function currentTheme(user: CurrentUser) {
  const chosen = user.settings.report_theme;
  const preselected = preselectedTheme(user);
  return resolveTheme(chosen === "default" && preselected ? preselected : chosen, availableThemes(user));
}
