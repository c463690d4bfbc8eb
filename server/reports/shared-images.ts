import { getCompanyLogo, userCompanies } from "../accounts/companies";
import { getAvatar } from "../accounts/profile";
import type { DbOrTx } from "../db/client";
import type { ReportDoc } from "./document";
import { peekShareToken } from "./store";

/**
 * A shared report shows its author's photo and company logo (issue #23 item 11). The app's own
 * image URLs (/account/avatar, /account/company-logo/{id}) answer for the signed-in user, so a
 * share-link viewer got their own photo, or a broken image without an account. On a shared report
 * both images come from URLs scoped by the share token instead: they answer only while the link is
 * live, only with that report's author's images, to anyone holding the link (as the page does).
 */
export type SharedImageKind = "avatar" | "logo";

export function sharedImageUrl(token: string, kind: SharedImageKind, ownUrl: string | null): string | null {
  if (!ownUrl) return null;
  const version = new URL(ownUrl, "http://app.invalid").searchParams.get("v");
  return `/shared/reports/${token}/${kind}${version ? `?v=${encodeURIComponent(version)}` : ""}`;
}

/** The document's author images behind the share token's URLs. */
export function withSharedImages<D extends Pick<ReportDoc, "advisor" | "company">>(doc: D, token: string): D {
  return {
    ...doc,
    advisor: { ...doc.advisor, avatarUrl: sharedImageUrl(token, "avatar", doc.advisor.avatarUrl) },
    company: doc.company
      ? { ...doc.company, logoUrl: sharedImageUrl(token, "logo", doc.company.logoUrl) }
      : null,
  };
}

/** The author's avatar or primary company logo behind a live share token, or null. */
export async function sharedReportImage(db: DbOrTx, token: string, kind: SharedImageKind) {
  const report = await peekShareToken(db, token);
  if (!report) return null;
  if (kind === "avatar") return getAvatar(db, report.userId);
  // The report shows the primary company (listed first), as document.ts does.
  const [primary] = await userCompanies(db, report.userId);
  return primary ? getCompanyLogo(db, report.userId, primary.id) : null;
}
