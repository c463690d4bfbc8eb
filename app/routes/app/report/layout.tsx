import { NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "~/app/root";
import { requireUser } from "~/app/lib/guard.server";
import { can } from "~/server/policy/policy";

export const handle: RouteHandle = { wide: true };

/** Report builders' left menu (spec §2): Quick and Tailored, or only the Underwriter report. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const builders = [
    { to: "quick-report", label: "Quick Report", feature: "report.quick" },
    { to: "tailored-report", label: "Tailored Report", feature: "report.tailored" },
    { to: "underwriter-report", label: "Underwriter Report", feature: "report.underwriter" },
  ] as const;
  // Each builder also refuses another role itself (its own loader and action ask the same policy),
  // so a `.data` request naming only a builder is answered as its page is.
  const menu = builders.filter((b) => can(user, b.feature)).map(({ to, label }) => ({ to, label }));
  return { menu };
}

export default function ReportLayout() {
  const { menu } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <nav aria-label="Report" className="no-print lg:w-48 lg:shrink-0">
        <ul className="card flex flex-wrap gap-1 p-2 lg:flex-col">
          <li>
            <NavLink
              to=".."
              relative="path"
              className="block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              ← Industry
            </NavLink>
          </li>
          {menu.map((m) => (
            <li key={m.to}>
              <NavLink
                to={m.to}
                className={({ isActive }) =>
                  `block rounded px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-600 text-white" : "text-slate-800 hover:bg-slate-100"}`
                }
              >
                {m.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
