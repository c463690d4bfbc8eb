import type { AppTheme } from "../policy/policy";

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
  return {
    businessInterruptionCalculator:
      process.env.LINK_BI_CALCULATOR ?? "https://www.riskcoach.example/calculators/business-interruption",
    underInsuranceCalculator: process.env.LINK_UNDER_INSURANCE_CALCULATOR ?? "/calculator/under-insurance",
    limitOfLiabilityCalculator:
      process.env.LINK_LIMIT_OF_LIABILITY_CALCULATOR ??
      "https://www.riskcoach.example/calculators/limit-of-liability",
    enquire: process.env.LINK_ENQUIRE ?? "https://www.riskcoach.example/enquire",
    contactEmail: process.env.CONTACT_EMAIL ?? "hello@riskcoach.example",
    helpWithClaims: process.env.LINK_HELP_WITH_CLAIMS ?? "https://www.riskcoach.example/help-with-claims",
    supportServices: process.env.LINK_SUPPORT_SERVICES ?? "https://www.riskcoach.example/support-services",
    social: [
      { label: "LinkedIn", href: process.env.LINK_LINKEDIN ?? "https://www.linkedin.com/" },
      { label: "YouTube", href: process.env.LINK_YOUTUBE ?? "https://www.youtube.com/" },
    ],
  };
}
