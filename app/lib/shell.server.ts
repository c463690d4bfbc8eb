import type { CurrentUser } from "~/server/accounts/viewer";
import { initials } from "~/server/accounts/viewer";
import { externalLinks } from "~/server/config/theme";
import { permissions, pointTypes, socialLinksShown } from "~/server/policy/policy";

const POINT_LABELS = { cip: "CIP", cpd: "CPD", cpdnz: "CPD NZ" } as const;

/** What the header, menu and footer need about the signed-in user; nothing secret. */
export function shellUser(user: CurrentUser, totals: Partial<Record<"cip" | "cpd" | "cpdnz", number>> = {}) {
  const allowed = permissions(user);
  return {
    personName: user.personName,
    email: user.email,
    initials: initials(user.personName || user.userName),
    country: user.country,
    // Totals of the current period from recorded activity (server/points).
    points: allowed["header.pointsBadge"]
      ? pointTypes(user).map((type) => ({ type, label: POINT_LABELS[type], total: totals[type] ?? 0 }))
      : [],
    can: allowed,
    /** Date format and currency symbol from the user's settings, for every page. */
    format: user.format,
    avatarUrl: user.avatarUrl,
  };
}
export type ShellUser = ReturnType<typeof shellUser>;

export function shellLinks(partner: string | null) {
  const links = externalLinks();
  return { ...links, social: socialLinksShown({ partner }) ? links.social : [] };
}
export type ShellLinks = ReturnType<typeof shellLinks>;
