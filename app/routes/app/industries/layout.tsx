import { useEffect } from "react";
import { NavLink, Outlet, useLoaderData, useLocation, useMatches } from "react-router";
import type { RouteHandle } from "~/app/root";
import type { Route } from "./+types/layout";
import { IndustryNav, searchPrompt } from "~/app/components/industries/IndustryNav";
import { SearchLimitNotice } from "~/app/components/industries/SearchLimitNotice";
import { industryGate } from "~/app/middleware/gates.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { searchLimitNotice, searchLimitUsage } from "~/server/industries/history";
import { industryMenu } from "~/server/industries/menu";
import { can } from "~/server/policy/policy";
import { pageTitle, type TitleMatches } from "~/app/lib/title";

/**
 * /industries/{id}: opening the industry (history, trial set, search limit, alias) is middleware,
 * so every sub-page's document and `.data` request passes it, not only this layout's loader.
 */
export const middleware: Route.MiddlewareFunction[] = industryGate;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const { items: menu, market } = await industryMenu(db, user, industry.id);
  return {
    // Read after the gate has counted this open: the notice includes the industry on screen.
    limitNotice: searchLimitNotice(await searchLimitUsage(db, user.id)),
    industry: { id: industry.id, code: industry.code, name: industry.name },
    menu,
    market,
    ukView: can(user, "dashboard.ukView"),
  };
}

export const meta = ({ data, matches }: { data: Route.MetaArgs["data"]; matches: TitleMatches }) =>
  pageTitle(data ? data.industry.name : "Industry", matches);

export default function IndustryLayout() {
  const { industry, menu, market, ukView, limitNotice } = useLoaderData<typeof loader>();
  const location = useLocation();
  const wide = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.wide);
  useEffect(() => {
    // Spec §2: scroll to the URL's anchor after a second (content above it may still be settling).
    if (!location.hash) return;
    const timer = setTimeout(
      () =>
        document
          .getElementById(decodeURIComponent(location.hash.slice(1)))
          ?.scrollIntoView({ behavior: "smooth" }),
      1000,
    );
    return () => clearTimeout(timer);
  }, [location.hash]);
  return (
    <>
      <IndustryNav industry={industry} searchPrompt={searchPrompt(ukView)} />
      <SearchLimitNotice notice={limitNotice} />
      {wide ? (
        <div className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-6">
          <Outlet />
        </div>
      ) : (
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
          <nav aria-label="Industry" className="md:w-56 md:shrink-0">
            <ul className="card flex flex-wrap gap-1 p-2 md:flex-col">
              {menu.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `block rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-600 text-white" : "text-slate-800 hover:bg-slate-100"}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {market ? (
                <li>
                  <a
                    href={market}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
                  >
                    Market<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="min-w-0 flex-1">
            <Outlet />
          </div>
        </div>
      )}
    </>
  );
}
