import { z } from "zod";
import { revokeSessionToken } from "../../auth/sessions";
import { openIndustry } from "../../industries/access";
import { findIndustry, type Industry } from "../../industries/catalogue";
import { ApiError, notFound } from "../http";
import type { ApiContext } from "./types";

export const Country = z.enum(["au", "nz", "gb"]);
export const Ok = z.object({ ok: z.literal(true) });

/** An industry as the API user may open it: the web rules (trial, search limit) with JSON errors. */
export async function industryFor(ctx: ApiContext): Promise<Industry> {
  const { user, token } = ctx.auth!;
  // An API call is an explicit request for the industry: it counts as an open, as a page visit does.
  const opened = await openIndustry(ctx.db, user, ctx.params.id, { count: true });
  if (opened.ok) return opened.industry;
  switch (opened.reason) {
    case "alias": {
      // An alias: answer with its main industry.
      const main = await findIndustry(ctx.db, opened.mainId);
      if (main) return main;
      throw notFound();
    }
    case "limit":
      // Past the search limit the API user is logged out, as on the web.
      await revokeSessionToken(ctx.db, token);
      throw new ApiError(429, "search_limit", opened.message);
    case "trial":
    case "not-opened":
      throw new ApiError(403, "forbidden", opened.message);
    case "not-found":
      throw notFound();
  }
}
