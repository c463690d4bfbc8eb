import { data } from "react-router";
import type { Route } from "./+types/search-data";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { SearchParams, searchForUser, typeaheadRows, userTaxonomyId } from "~/server/industries/search";

/**
 * JSON for the typeahead: { data, next, total, suggestion } plus a Link header with rel="next"
 * (spec §7 paging). Each row carries its code in the user's classification setting.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const params = SearchParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await searchForUser(await getDb(), user, params);
  const nextParams = new URLSearchParams({
    q: params.q,
    page: String(params.page + 1),
    ...(params.quiz ? { quiz: params.quiz } : {}),
  });
  const next = result.hasNext ? `/industries/search.json?${nextParams}` : null;
  const headers = new Headers({ "Cache-Control": "private, max-age=60" });
  if (next) headers.set("Link", `<${next}>; rel="next"`);
  return data(
    {
      data: typeaheadRows(result.hits, userTaxonomyId(user)),
      next,
      total: result.total,
      suggestion: result.suggestion,
    },
    { headers },
  );
}
