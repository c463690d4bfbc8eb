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
  const { user } = ctx.auth!;
  const id = Number(ctx.params.id);
  try {
    // An API call is an explicit request for the industry: it counts as an open, as a page visit does.
    const opened = await openIndustry(ctx.db as never, ctx.request, user, String(id), { count: true });
    return opened;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      // An alias: answer with its main industry.
      const target = await findIndustry(ctx.db, id);
      const main = target?.aliasOfId ? await findIndustry(ctx.db, target.aliasOfId) : null;
      if (main) return main;
    }
    const init = (thrown as { init?: { status?: number }; data?: { message?: string | null } }) ?? {};
    const status = thrown instanceof Response ? thrown.status : (init.init?.status ?? 500);
    const message = init.data?.message ?? "Not found";
    if (status === 429) {
      await revokeSessionToken(ctx.db, ctx.auth!.token);
      throw new ApiError(429, "search_limit", message);
    }
    if (status === 403) throw new ApiError(403, "forbidden", message);
    if (status === 404) throw notFound();
    throw thrown;
  }
}
