import type { AppTheme } from "../policy/policy";
import { env } from "./env";

/** Per app theme: product name, page title and favicon (platform §1). */
export const APP_THEMES: Record<AppTheme, { productName: string; title: string; favicon: string }> = {
  general: {
    productName: "RiskCoach",
    title: "RiskCoach | Industry risk information",
    favicon: "/favicon.svg",
  },
  natcat: {
    productName: "RiskCoach NatCat",
    title: "RiskCoach NatCat | Natural catastrophe profiles",
    favicon: "/favicon-natcat.svg",
  },
};

/** Links that leave the app (spec: calculators open in a new tab; footer contact is a mailto). */
export function externalLinks() {
  const e = env();
  return {
    businessInterruptionCalculator: e.LINK_BI_CALCULATOR,
    underInsuranceCalculator: e.LINK_UNDER_INSURANCE_CALCULATOR,
    limitOfLiabilityCalculator: e.LINK_LIMIT_OF_LIABILITY_CALCULATOR,
    enquire: e.LINK_ENQUIRE,
    contactEmail: e.CONTACT_EMAIL,
    helpWithClaims: e.LINK_HELP_WITH_CLAIMS,
    supportServices: e.LINK_SUPPORT_SERVICES,
    social: [
      { label: "LinkedIn", href: e.LINK_LINKEDIN },
      { label: "YouTube", href: e.LINK_YOUTUBE },
    ],
  };
}
