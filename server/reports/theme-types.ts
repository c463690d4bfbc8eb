/** A report theme (platform §3 Theme), shared by ./themes.ts and the partners' themes (server/platform/partners.ts). */
export type ReportTheme = {
  id: string;
  label: string;
  colorTitle: string;
  colorBg1: string;
  colorBg2: string;
  colorBar: string;
  /** The theme's layout features the advisor, so 'Meet Your Advisor' cannot be unchecked. */
  requiresProfile: boolean;
  /** Partner key for white-label themes; null for themes everyone may use. */
  partner: string | null;
  /** A bespoke theme already bought: the purchase link is not offered with it. */
  custom: boolean;
};
