import { Link, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/browse";
import { IndustryNav, searchPrompt } from "~/app/components/industries/IndustryNav";
import { SearchLimitNotice } from "~/app/components/industries/SearchLimitNotice";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { browseTaxonomy, listTaxonomies } from "~/server/industries/catalogue";
import { searchLimitNotice, searchLimitUsage } from "~/server/industries/history";
import { env } from "~/server/config/env";
import { can, isTrial } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("Browse industries");

const Query = z.object({
  open: z.enum(["1"]).optional().catch(undefined),
  quiz: z.enum(["1"]).optional().catch(undefined),
  path: z
    .string()
    .max(200)
    .catch("")
    .default("")
    .transform((p) =>
      p
        .split(",")
        .map((c) => c.trim())
        .filter((c) => /^[A-Za-z0-9./-]{1,12}$/.test(c))
        .slice(0, 6),
    ),
});

/**
 * Browse by the user's classification setting (spec §2). The open path lives in the URL
 * (?path=C,11,111), so every level is a plain link: it works without JavaScript and can be shared.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const setting = Number(user.settings.industry_classification);
  const taxonomyId = (setting === 8 || setting === 12 ? setting : 4) as 4 | 8 | 12;
  const db = await getDb();
  const taxonomy = (await listTaxonomies(db)).find((t) => t.id === taxonomyId)!;
  const canBrowse = can(user, "industries.browse");
  const listOpen = canBrowse && (query.open === "1" || query.path.length > 0);
  const columns = listOpen ? await browseTaxonomy(db, taxonomyId, query.path, { trial: isTrial(user) }) : [];
  return {
    taxonomy: { name: taxonomy.name },
    canBrowse,
    listOpen,
    columns,
    path: query.path,
    // Quiz-only mode hides the Browse Industries button (spec §2).
    quizOnly: query.quiz === "1",
    supportEmail: env().SUPPORT_EMAIL,
    ukView: can(user, "dashboard.ukView"),
    limitNotice: searchLimitNotice(await searchLimitUsage(db, user.id)),
  };
}

/** The id of the column at a depth: the fragment of the link that opens it. */
const columnId = (depth: number) => `browse-col-${depth}`;

/**
 * The open item of a column: white on brand blue (5.9:1), and no hover colour of its own, so a
 * pointer resting on it after the click cannot turn it into white on light grey.
 */
const OPEN_ITEM = "bg-brand-600 font-medium text-white focus-visible:outline-white";

export default function Browse() {
  const { taxonomy, canBrowse, listOpen, columns, path, ukView, quizOnly, supportEmail, limitNotice } =
    useLoaderData<typeof loader>();
  // Each link names the column it opens as its fragment: the browser (JavaScript off) and React
  // Router's scroll restoration (JavaScript on) scroll that column into view, sideways too. The
  // column's scroll margin (with the page's 5rem scroll padding) clears the sticky header, which
  // stays in view without JavaScript (three rows of menu at 375 px), and its list is short enough
  // for the whole column to fit below it on a phone.
  const hrefFor = (depth: number, code: string) =>
    `/industries/browse?${new URLSearchParams({ path: [...path.slice(0, depth), code].join(",") })}#${columnId(depth + 1)}`;
  return (
    <>
      <IndustryNav searchPrompt={searchPrompt(ukView)} quizOnly={quizOnly} supportEmail={supportEmail} />
      <SearchLimitNotice notice={limitNotice} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold text-brand-800">
          {quizOnly ? "Find an industry knowledge test" : "Browse industries"}
        </h1>
        <p className="mt-1 text-slate-700">
          {quizOnly
            ? "Search above: only industries with a knowledge test for your country are listed."
            : `By ${taxonomy.name}, your industry classification setting.`}
        </p>
        <div className="mt-4" hidden={quizOnly}>
          {quizOnly ? null : canBrowse ? (
            <Link
              to={`/industries/browse?open=1#${columnId(0)}`}
              className="btn btn-primary"
              aria-expanded={listOpen}
            >
              Browse Industries
            </Link>
          ) : (
            <>
              <button type="button" className="btn btn-primary" disabled aria-describedby="browse-trial-note">
                Browse Industries
              </button>
              <p id="browse-trial-note" className="mt-2 text-sm text-slate-600">
                Browsing the full catalogue is not part of a trial account; use the search above.
              </p>
            </>
          )}
        </div>
        {listOpen && !quizOnly ? (
          <div
            className="mt-6 flex gap-4 overflow-x-auto pb-4"
            aria-label={`${taxonomy.name} levels`}
            role="group"
          >
            {columns.map((column, depth) => (
              <section
                key={`${depth}-${column.kind}-${column.parentCode ?? "root"}`}
                id={columnId(depth)}
                className="card w-72 max-w-[calc(100vw-3rem)] shrink-0 scroll-mt-32 md:scroll-mt-12"
                aria-labelledby={`level-${depth}`}
              >
                <h2
                  id={`level-${depth}`}
                  className="border-b border-slate-200 px-3 py-2 text-sm font-semibold uppercase tracking-wide text-slate-700"
                >
                  {column.level}
                  {column.kind === "industries" && column.parentCode ? (
                    <span className="block text-xs font-normal normal-case tracking-normal text-slate-600">
                      Filed under {column.parentCode}
                    </span>
                  ) : null}
                </h2>
                {column.items.length === 0 ? (
                  <p className="px-3 py-3 text-sm text-slate-700">No industry write up</p>
                ) : (
                  <ul className="max-h-[min(28rem,calc(100svh-17rem))] overflow-y-auto py-1 text-sm">
                    {column.items.map((item) => (
                      <li key={`${item.isLeaf ? "i" : "n"}-${item.code}`}>
                        {item.isLeaf ? (
                          <Link
                            to={`/industries/${item.industryId}`}
                            className="block px-3 py-1.5 text-brand-800 hover:bg-slate-100 focus-visible:outline-offset-[-3px]"
                          >
                            {item.code} - {item.name}
                          </Link>
                        ) : (
                          <Link
                            to={hrefFor(depth, item.code)}
                            preventScrollReset
                            aria-current={column.openCode === item.code ? "true" : undefined}
                            className={`flex justify-between gap-2 px-3 py-1.5 focus-visible:outline-offset-[-3px] ${column.openCode === item.code ? OPEN_ITEM : "text-slate-900 hover:bg-slate-100"}`}
                          >
                            <span>
                              {item.code} - {item.name}
                            </span>
                            <span aria-hidden="true">›</span>
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
