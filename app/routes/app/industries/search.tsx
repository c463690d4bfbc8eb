import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/search";
import { IndustryNav, searchPrompt } from "~/app/components/industries/IndustryNav";
import { NO_RESULTS, QUIZ_NO_RESULTS, RequestTestLink } from "~/app/components/industries/SearchBox";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import {
  resultCount,
  SearchParams,
  searchForUser,
  resultCodes,
  userTaxonomyId,
} from "~/server/industries/search";
import { env } from "~/server/config/env";
import { can } from "~/server/policy/policy";
import { pageTitle, type TitleMatches } from "~/app/lib/title";

export const meta = ({ data, matches }: { data: Route.MetaArgs["data"]; matches: TitleMatches }) =>
  pageTitle(data?.q ? `“${data.q}” | Industry search` : "Industry search", matches);

/** The results page: what the search box submits without JavaScript, with page links. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const params = SearchParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { q } = params;
  const quizOnly = params.quiz === "1";
  const result = await searchForUser(await getDb(), user, params);
  return {
    q,
    ...result,
    count: resultCount(result.total),
    // Each result's codes, the user's classification first (formatted here: the page's module
    // must not pull the search code into the browser bundle).
    codes: Object.fromEntries(result.hits.map((h) => [h.id, resultCodes(h, userTaxonomyId(user))])),
    quizOnly,
    supportEmail: env().SUPPORT_EMAIL,
    ukView: can(user, "dashboard.ukView"),
  };
}

export default function SearchResults() {
  const { q, hits, page, hasNext, mode, ukView, quizOnly, supportEmail, count, suggestion, codes } =
    useLoaderData<typeof loader>();
  const link = (p: number, query = q) =>
    `/industries/search?${new URLSearchParams({ q: query, page: String(p), ...(quizOnly ? { quiz: "1" } : {}) })}`;
  // "Did you mean": a plain link, so it works with JavaScript off.
  const didYouMean = suggestion ? (
    <p className="mt-2 text-slate-700" data-testid="did-you-mean">
      Did you mean{" "}
      <Link to={link(1, suggestion)} className="font-medium text-brand-600 underline">
        {suggestion}
      </Link>
      ?
    </p>
  ) : null;
  return (
    <>
      <IndustryNav
        searchPrompt={searchPrompt(ukView)}
        query={q}
        quizOnly={quizOnly}
        supportEmail={supportEmail}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold text-brand-800">
          {q ? <>Industries matching “{q}”</> : "Search industries"}
        </h1>
        {mode === "empty" ? (
          <p className="mt-4 text-slate-700">
            Type a keyword or code above, or{" "}
            <Link to="/industries/browse" className="text-brand-600 underline">
              browse by classification
            </Link>
            .
          </p>
        ) : hits.length === 0 ? (
          <div className="mt-4" role="status">
            <p className="text-slate-700">{quizOnly ? QUIZ_NO_RESULTS : NO_RESULTS}</p>
            {didYouMean}
            {quizOnly ? <RequestTestLink supportEmail={supportEmail} query={q} /> : null}
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600" role="status" data-testid="result-count">
              {count} · {mode === "code" ? "Code search" : "Keyword search"}, page {page}
            </p>
            {didYouMean}
            <ol className="card mt-4 divide-y divide-slate-100" start={(page - 1) * 100 + 1}>
              {hits.map((h) => (
                <li key={h.id}>
                  <Link
                    to={quizOnly ? `/industries/${h.id}/quiz` : `/industries/${h.id}`}
                    className="flex flex-wrap items-baseline gap-x-3 px-4 py-3 hover:bg-slate-50"
                  >
                    <span className="font-medium text-brand-800">{h.name}</span>
                    <span className="font-mono text-xs text-slate-600">{h.code}</span>
                    <span className="text-xs text-slate-600">{codes[h.id]}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </>
        )}
        {page > 1 || hasNext ? (
          <nav aria-label="Result pages" className="mt-6 flex gap-3">
            {page > 1 ? (
              <Link to={link(page - 1)} className="btn btn-secondary" rel="prev">
                Previous page
              </Link>
            ) : null}
            {hasNext ? (
              <Link to={link(page + 1)} className="btn btn-secondary" rel="next">
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
