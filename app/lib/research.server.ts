import { isNavigation } from "~/server/http/fetch-intent";
import { noteRiskContentRead } from "~/server/industries/access";
import { inactiveClassOf } from "~/server/risk/restriction";
import { loadIndustryPage } from "./industry-access.server";

/**
 * "Industries researched" (docs/points.md): a user's own visit to one of an industry's Risk
 * Assessment / Risk Description documents that exists and that the user may read is a meaningful
 * read and is recorded. Run as route middleware, before the page's loaders, so the header badge
 * rendered with this very page already counts it. Landing tabs and passive requests count nothing.
 */
export async function recordRiskContentVisit(
  request: Request,
  rawId: string | undefined,
  classSlug: string | undefined,
): Promise<void> {
  if (!isNavigation(request)) return;
  const { user, db, industry, model, content } = await loadIndustryPage(request, rawId);
  const available = content.mainClasses.filter((slug) => (content.riskDescriptions[slug]?.length ?? 0) > 0);
  const wanted = classSlug ? classSlug.replace(/-/g, "_") : available[0];
  if (!wanted || !available.includes(wanted)) return;
  if (inactiveClassOf(model, user, classSlug)) return;
  await noteRiskContentRead(db, request, user, industry.id);
}
