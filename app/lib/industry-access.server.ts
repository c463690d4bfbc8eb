import { data, redirect } from "react-router";
import { endSession } from "./session.server";
import { getDb, type DbOrTx } from "~/server/db/client";
import { gatedIndustry, type IndustryRefusal } from "~/server/industries/access";
import type { Industry } from "~/server/industries/catalogue";
import type { Viewer } from "~/server/policy/policy";
import { openClass, restrictContent } from "~/server/risk/restriction";
import { riskModel, type RiskModel } from "~/server/risk/model";
import { industryContent } from "~/server/risk/writeups";
import { requireUser } from "./guard.server";

/**
 * The web's answers to the industry rules of server/industries/access.ts and server/risk/restriction.ts:
 * each refusal becomes the status, redirect, message and logout a page has always given.
 */

/** A refusal as the response a page, a `.data` request or a resource route gets (thrown by the caller). */
export async function industryRefusalResponse(db: DbOrTx, request: Request, refusal: IndustryRefusal) {
  switch (refusal.reason) {
    case "not-found":
      return data({ message: null }, { status: 404 });
    case "alias": {
      // The same page of the main industry.
      const url = new URL(request.url);
      return redirect(
        url.pathname.replace(/^\/industries\/\d+/, `/industries/${refusal.mainId}`) + url.search,
      );
    }
    case "trial":
      return data({ message: refusal.message }, { status: 403 });
    case "not-opened":
      return data({ message: refusal.message }, { status: 403, headers: { "Cache-Control": "no-store" } });
    case "limit": {
      // Past the search limit the user is logged out.
      const clear = await endSession(db, request);
      return data({ message: refusal.message }, { status: 429, headers: { "Set-Cookie": clear } });
    }
  }
}

/**
 * The industry of a URL, for a loader behind the industry gate (app/middleware/gates.server.ts),
 * which has already applied the trial set and the search limit: 404 when unknown.
 */
export async function industryOr404(db: DbOrTx, rawId: string | undefined): Promise<Industry> {
  const found = await gatedIndustry(db, rawId);
  if (!found.ok) throw new Response(null, { status: 404 });
  return found.industry;
}

/** A page of one class asked for by URL: 403 with the reason when the class is inactive for the viewer. */
export function refuseInactiveClass(
  model: RiskModel,
  viewer: Pick<Viewer, "allowedClassIds">,
  slug: string | undefined,
): void {
  const open = openClass(model, viewer, slug);
  if (!open.ok) throw data({ message: open.message }, { status: 403 });
}

/**
 * For the industry sub-page loaders: the signed-in user, the industry, the risk model and its
 * content as this user may see it (a restricted user's inactive classes removed, decision 0011).
 */
export async function loadIndustryPage(request: Request, rawId: string | undefined) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await industryOr404(db, rawId);
  const model = await riskModel(db);
  return {
    user,
    db,
    industry,
    model,
    content: restrictContent(await industryContent(db, model, industry), model, user),
  };
}
