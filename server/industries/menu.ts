import type { CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import { hasIndustryQuiz } from "../learning/quiz";
import { can, contentCountry, isUnderwriter } from "../policy/policy";
import { hasMarket, hasMedia } from "../risk/writeups";
import { marketLink } from "./market";

/** The per-class document of an industry: Risk Assessment in au/nz, Risk Description elsewhere (spec §2). */
export function riskDocumentRoute(user: CurrentUser): {
  to: "risk-assessment" | "risk-description";
  label: string;
} {
  return can(user, "industry.riskAssessment")
    ? { to: "risk-assessment", label: "Risk Assessment" }
    : { to: "risk-description", label: "Risk Description" };
}

/** The industry page menu of spec §2, every item gated by the policy module, plus the external Market link. */
export async function industryMenu(db: DbOrTx, user: CurrentUser, industryId: number) {
  const items = [
    // Spec §2: the Report item is relabelled for underwriters, word for word.
    { to: "report", label: isUnderwriter(user) ? "Underwriter Report (coming soon)" : "Report" },
    { to: "hazard-index", label: "Hazard Index" },
    ...(can(user, "page.natcat") ? [{ to: "natcat-profile", label: "NatCat Profile" }] : []),
    { to: "significant-exposures", label: "Significant Exposures" },
    { to: "risk-checklist", label: "Risk Checklist" },
    { to: "materials-equipments", label: "Materials & Equipment" },
    riskDocumentRoute(user),
    { to: "related-industries", label: "Related Industries" },
    { to: "codes", label: "Industry Codes" },
    ...(can(user, "industry.endorsements") ? [{ to: "endorsements", label: "Endorsement List" }] : []),
    // Media only where the industry has some (an empty gallery on nearly every industry said nothing).
    ...(can(user, "industry.media") && (await hasMedia(db, industryId))
      ? [{ to: "media", label: "Media" }]
      : []),
    ...(can(user, "industry.quiz") && (await hasIndustryQuiz(db, industryId, contentCountry(user)))
      ? [{ to: "quiz", label: "Test Your Knowledge" }]
      : []),
  ];
  // au only, when the trade has a market and a market site is configured.
  const market =
    can(user, "industry.market") && (await hasMarket(db, industryId))
      ? marketLink(user.id, industryId)
      : null;
  return { items, market };
}
