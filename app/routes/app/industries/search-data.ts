import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/search-data";
import { requireUser } from "~/server/auth/guard";
import { getDb } from "~/server/db/client";
import { searchIndustries } from "~/server/industries/search";
import { contentCountry, isTrial } from "~/server/policy/policy";

const Query = z.object({
  q: z.string().max(200).catch("").default(""),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  quiz: z.enum(["1"]).optional().catch(undefined),
});

/** JSON for the typeahead: { data, next } plus a Link header with rel="next" (spec §7 paging). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const url = new URL(request.url);
  const { q, page, quiz } = Query.parse(Object.fromEntries(url.searchParams));
  const result = await searchIndustries(await getDb(), q, {
    page,
    trial: isTrial(user),
    quizCountry: quiz ? contentCountry(user) : null,
  });
  const nextParams = new URLSearchParams({ q, page: String(page + 1), ...(quiz ? { quiz } : {}) });
  const next = result.hasNext ? `/industries/search.json?${nextParams}` : null;
  const headers = new Headers({ "Cache-Control": "private, max-age=60" });
  if (next) headers.set("Link", `<${next}>; rel="next"`);
  return data(
    { data: result.hits.map((h) => ({ id: h.id, code: h.code, name: h.name, anzsic: h.anzsic })), next },
    { headers },
  );
}
