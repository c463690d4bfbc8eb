import { NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { IndustryNav, searchPrompt } from "~/app/components/industries/IndustryNav";
import { requireUser } from "~/server/auth/guard";
import { getDb } from "~/server/db/client";
import { openIndustry } from "~/server/industries/access";
import { can } from "~/server/policy/policy";

/** /industries/{id}: opens the industry once per page load (history, trial rule, search limit). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const industry = await openIndustry(await getDb(), request, user, params.id);
  return {
    industry: { id: industry.id, code: industry.code, name: industry.name },
    ukView: can(user, "dashboard.ukView"),
  };
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `${data.industry.name} | RiskCoach` : "Industry | RiskCoach" },
];

const MENU = [
  { to: "hazard-index", label: "Hazard Index" },
  { to: "codes", label: "Industry Codes" },
];

export default function IndustryLayout() {
  const { industry, ukView } = useLoaderData<typeof loader>();
  return (
    <>
      <IndustryNav industry={industry} searchPrompt={searchPrompt(ukView)} />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
        <nav aria-label="Industry" className="md:w-56 md:shrink-0">
          <ul className="card flex flex-wrap gap-1 p-2 md:flex-col">
            {MENU.map((item) => (
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
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </>
  );
}
