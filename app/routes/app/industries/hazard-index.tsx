import { Link, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/hazard-index";
import { HazardBarChart, GradePie } from "~/app/components/risk/HazardCharts";
import { ClassIcon } from "~/app/components/risk/ClassIcon";
import { GRADE_STYLE } from "~/app/components/risk/grades";
import { RouteDialog } from "~/app/components/ui/RouteDialog";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { findIndustry } from "~/server/industries/catalogue";
import { riskDocumentRoute } from "~/server/industries/menu";
import { NotIncluded } from "~/app/components/risk/NotIncluded";
import { DerivedNote } from "~/app/components/risk/DerivedNote";
import { contentCountry } from "~/server/policy/policy";
import { riskModel } from "~/server/risk/model";
import { restrictContent, viewerHazardIndex } from "~/server/risk/restriction";
import { industryContent } from "~/server/risk/writeups";

const Query = z.object({
  mode: z.enum(["chart", "grid"]).catch("chart").default("chart"),
  summary: z.string().max(80).optional().catch(undefined),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await findIndustry(db, Number(params.id));
  if (!industry) throw new Response(null, { status: 404 });
  const { mode, summary } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const model = await riskModel(db);
  // Restricted users (decision 0011): inactive classes come by name only, and never open a summary.
  const { items, inactive } = viewerHazardIndex(model, industry, contentCountry(user), user);
  // Spec §2: the detail list links to the class's risk assessment (risk description outside au/nz).
  const content = restrictContent(await industryContent(db, model, industry), model, user);
  const assessed = content.mainClasses.filter((slug) => content.riskDescriptions[slug]);
  const documentBase = riskDocumentRoute(user).to;
  return {
    mode,
    items,
    inactive,
    assessed,
    documentBase,
    // Issue 17: a page still on class-level content says so here and in the RISK SUMMARY too.
    general: content.derived && !content.entry,
    open: items.find((i) => i.slug === summary) ?? null,
  };
}

export default function HazardIndex() {
  const { mode, items, inactive, open, assessed, documentBase, general } = useLoaderData<typeof loader>();
  const modeLink = (m: "chart" | "grid") => `?mode=${m}`;
  return (
    <section aria-labelledby="hazard-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="hazard-title" className="text-xl font-semibold text-brand-800">
          Hazard Index
        </h1>
        <nav
          aria-label="View"
          className="hazard-modes flex rounded-md border border-slate-300 bg-white p-0.5 text-sm"
        >
          {(["chart", "grid"] as const).map((m) => (
            <Link
              key={m}
              to={modeLink(m)}
              preventScrollReset
              aria-current={mode === m ? "page" : undefined}
              className={`rounded px-3 py-1 font-medium ${mode === m ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {m === "chart" ? "Chart" : "Grid"}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Ratings from 0 to 100 per insurance class: LOW 0–25, MEDIUM 26–60, HIGH 61–100. General information
        about the trade, not advice about a particular business.
      </p>
      {general ? <DerivedNote /> : null}
      {items.length === 0 && inactive.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No Hazard Index</p>
      ) : (
        <>
          {/* Chart mode; at 480 px and below the grid is always used. */}
          <div
            className={
              mode === "chart" ? "hazard-chart-view mt-4 grid gap-6 lg:grid-cols-[1fr_16rem]" : "hidden"
            }
          >
            {items.length > 0 ? (
              <>
                <div className="card p-4">
                  <HazardBarChart items={items} />
                </div>
                <div className="card flex items-center justify-center p-4">
                  <GradePie items={items} />
                </div>
              </>
            ) : null}
            <ol className="card divide-y divide-slate-100 lg:col-span-2">
              {items.map((item) => (
                <li key={item.slug} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <GradeBadge grade={item.grade} rating={item.rating} />
                  {assessed.includes(item.slug) ? (
                    <Link
                      to={`../${documentBase}/${item.slug.replace(/_/g, "-")}`}
                      relative="path"
                      className="font-medium text-brand-800 underline"
                    >
                      {item.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{item.name}</span>
                  )}
                  <Link
                    to={`?mode=chart&summary=${item.slug}`}
                    preventScrollReset
                    className="ml-auto text-sm font-medium text-brand-600 underline"
                  >
                    Read Summary<span className="sr-only"> for {item.name}</span>
                  </Link>
                </li>
              ))}
              {inactive.map((c) => (
                <li
                  key={c.slug}
                  data-not-included=""
                  className="flex flex-wrap items-center gap-3 bg-slate-50 px-4 py-3 text-slate-600"
                >
                  <span className="font-medium">{c.name}</span>
                  <NotIncluded className="ml-auto" />
                </li>
              ))}
            </ol>
          </div>
          <ul
            className={
              mode === "grid"
                ? "mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
                : "hazard-grid-fallback mt-4 hidden gap-4"
            }
          >
            {items.map((item) => (
              <li key={item.slug} className="card flex flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-2">
                  <ClassIcon slug={item.slug} className="h-8 w-8 text-brand-600" />
                  <h2 className="mr-auto font-semibold">{item.name}</h2>
                  <GradeBadge grade={item.grade} rating={item.rating} />
                </div>
                <div className="h-2 rounded bg-slate-100" aria-hidden="true">
                  <div
                    className="h-2 rounded"
                    style={{ width: `${item.rating}%`, background: GRADE_STYLE[item.grade].fill }}
                  />
                </div>
                <Link
                  to={`?mode=grid&summary=${item.slug}`}
                  preventScrollReset
                  className="btn btn-secondary mt-auto"
                >
                  Read Summary<span className="sr-only"> for {item.name}</span>
                </Link>
              </li>
            ))}
            {inactive.map((c) => (
              <li
                key={c.slug}
                data-not-included=""
                className="card flex flex-col gap-3 border-dashed bg-slate-50 p-4 text-slate-600 shadow-none"
              >
                <div className="flex items-start gap-2">
                  <ClassIcon slug={c.slug} className="h-8 w-8 text-slate-400" />
                  <h2 className="mr-auto font-semibold">{c.name}</h2>
                </div>
                <NotIncluded className="mt-auto" />
              </li>
            ))}
          </ul>
        </>
      )}
      {open ? (
        <RouteDialog title="RISK SUMMARY" closeHref={`?mode=${mode}`}>
          <p className="flex items-center gap-3">
            <span className="text-lg font-semibold">{open.name}</span>
            <GradeBadge grade={open.grade} rating={open.rating} />
          </p>
          {general ? <DerivedNote /> : null}
          {open.reasons.length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">
                What drives this rating
              </h3>
              <ul className="mt-2 list-disc space-y-2 pl-5">
                {open.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-4 text-xs text-slate-600">
            General information only, not advice. Consider the client&apos;s own circumstances and the policy
            wording.
          </p>
        </RouteDialog>
      ) : null}
    </section>
  );
}

function GradeBadge({ grade, rating }: { grade: keyof typeof GRADE_STYLE; rating: number }) {
  const style = GRADE_STYLE[grade];
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold"
      style={{ background: `${style.fill}33`, color: style.badgeText }}
    >
      <span
        className="inline-block h-2 w-2 rounded-full"
        style={{ background: style.fill }}
        aria-hidden="true"
      />
      {style.label} {rating}
    </span>
  );
}
