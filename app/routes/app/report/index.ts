import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { landingBuilder } from "~/server/reports/builder";
import { clearDrafts } from "~/server/reports/store";

/** /industries/{id}/report: clears any report customization and opens the user's builder (spec §2). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  await clearDrafts(db, user.id, industry.id);
  return redirect(`/industries/${industry.id}/report/${landingBuilder(user)}`);
}

/**
 * A page, not a resource route, though its loader always redirects: a refusal of the industry gate
 * (trial set, search limit) on /industries/{id}/report then renders as the error page, not as JSON.
 */
export default function ReportIndex() {
  return null;
}
