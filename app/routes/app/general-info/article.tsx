import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/article";
import { GeneralInfoNote } from "~/app/components/general-info/GeneralInfoNote";
import { ClassIcon } from "~/app/components/risk/ClassIcon";
import { SideMenu } from "~/app/components/ui/SideMenu";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { generalInfoArticle, generalInfoEntries } from "~/server/general-info/articles";
import { can } from "~/server/policy/policy";
import { pageTitle, type TitleMatches } from "~/app/lib/title";

export const meta = ({ data, matches }: { data: Route.MetaArgs["data"]; matches: TitleMatches }) =>
  pageTitle(`${data?.article.title ?? "General Information"} | General Information`, matches);

/** One general information article (platform §2 /general-info/{route}): breadcrumb, class menu, section anchors. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.generalInfo")) throw new Response(null, { status: 404 });
  const db = await getDb();
  const article = await generalInfoArticle(db, params.route);
  if (!article) throw new Response(null, { status: 404 });
  return { article, entries: await generalInfoEntries(db) };
}

export default function GeneralInfoArticlePage() {
  const { article, entries } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/dashboard" className="underline">
              Dashboard
            </Link>
            {" › "}
          </li>
          <li>
            <Link to="/general-info" className="underline">
              General Information
            </Link>
            {" › "}
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <div className="mt-4 flex flex-col gap-6 md:flex-row">
        <SideMenu
          label="Insurance classes"
          className="order-last md:order-first md:w-64"
          items={entries.map((e) => ({
            key: e.slug,
            to: `/general-info/${e.route}`,
            label: e.name,
            current: e.route === article.route,
          }))}
        />
        <article className="card min-w-0 flex-1 p-6" aria-labelledby="article-title">
          <div className="flex items-center gap-3">
            <span className="text-brand-600">
              <ClassIcon slug={article.slug} className="h-10 w-10" />
            </span>
            <h1 id="article-title" className="text-2xl font-semibold text-brand-800">
              {article.title}
            </h1>
          </div>
          <p className="mt-3 text-lg text-slate-700">{article.summary}</p>
          <nav aria-label="On this page" className="mt-4">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {article.sections.map((s) => (
                <li key={s.anchor}>
                  <a href={`#${s.anchor}`} className="text-brand-600 underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {article.sections.map((s) => (
            <section key={s.anchor} aria-labelledby={s.anchor} className="mt-6">
              <h2 id={s.anchor} className="text-lg font-semibold text-brand-800">
                <a href={`#${s.anchor}`} className="hover:underline">
                  {s.heading}
                </a>
              </h2>
              {s.blocks.map((b, i) =>
                b.kind === "p" ? (
                  <p key={i} className="mt-2 leading-relaxed">
                    {b.text}
                  </p>
                ) : (
                  <ul key={i} className="mt-2 list-disc space-y-1 pl-6 leading-relaxed">
                    {b.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
          <div className="mt-8">
            <GeneralInfoNote />
          </div>
        </article>
      </div>
    </div>
  );
}
