import type { ReportTheme } from "../reports/theme-types";

/**
 * White-label partners (platform §1): one typed file. A host whose first two labels contain a
 * partner's key ("acme.riskcoach.example", "app.acme-brokers.example") is that partner's site: its
 * colours and logo, a partner footer with partner logos, no social links, and only its report themes.
 * Import-free data, shared by the server and the shell.
 */
export type Partner = {
  key: string;
  name: string;
  /** Replaces the brand colour scale of the app (CSS variables). */
  colors: { brand900: string; brand800: string; brand600: string; accent500: string };
  logo: string;
  footerLogos: Array<{ src: string; alt: string }>;
  reportThemes: ReportTheme[];
};

const partnerTheme = (
  partner: string,
  id: string,
  label: string,
  c: [string, string, string, string],
): ReportTheme => ({
  id,
  label,
  colorTitle: c[0],
  colorBg1: c[1],
  colorBg2: c[2],
  colorBar: c[3],
  requiresProfile: true,
  partner,
  custom: true,
});

export const PARTNERS: readonly Partner[] = [
  {
    key: "acme",
    name: "Acme Insurance Network",
    colors: { brand900: "#1a1033", brand800: "#2d1b5e", brand600: "#5b3fb3", accent500: "#e8a33d" },
    logo: "/partners/acme/logo.svg",
    footerLogos: [
      { src: "/partners/acme/logo.svg", alt: "Acme Insurance Network" },
      { src: "/partners/acme/member.svg", alt: "Acme member broker" },
    ],
    reportThemes: [
      partnerTheme("acme", "acme-classic", "Acme Classic", ["#2d1b5e", "#5b3fb3", "#1a1033", "#e8a33d"]),
      partnerTheme("acme", "acme-light", "Acme Light", ["#2d1b5e", "#8a74d1", "#2d1b5e", "#e8a33d"]),
    ],
  },
  {
    key: "beacon",
    name: "Beacon Brokers Group",
    colors: { brand900: "#062a1f", brand800: "#0b4a36", brand600: "#13795a", accent500: "#f2c14e" },
    logo: "/partners/beacon/logo.svg",
    footerLogos: [{ src: "/partners/beacon/logo.svg", alt: "Beacon Brokers Group" }],
    reportThemes: [partnerTheme("beacon", "beacon", "Beacon", ["#0b4a36", "#13795a", "#062a1f", "#f2c14e"])],
  },
];

/**
 * Companies whose users get a partner report theme preselected when they have not chosen one
 * (platform §6: two companies → one partner theme, two → another). Company ids are configuration:
 * COMPANY_REPORT_THEMES="12:acme-classic,13:acme-classic,14:beacon,15:beacon" overrides this list.
 */
export const DEFAULT_COMPANY_REPORT_THEMES: Record<number, string> = {
  9001: "acme-classic",
  9002: "acme-classic",
  9003: "beacon",
  9004: "beacon",
};

export const ALL_PARTNER_THEMES: readonly ReportTheme[] = PARTNERS.flatMap((p) => p.reportThemes);

export function partnerByKey(key: string | null | undefined): Partner | null {
  return PARTNERS.find((p) => p.key === key) ?? null;
}

/** The partner whose key appears in the first two labels of the host name, or null. */
export function partnerForHost(host: string, partners: readonly Partner[] = PARTNERS): Partner | null {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (/^[\d.]+$/.test(name) || name.startsWith("[")) return null;
  const firstTwo = name.split(".").slice(0, 2);
  return partners.find((p) => firstTwo.some((label) => label.includes(p.key))) ?? null;
}
