import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { GeneralInfoNote } from "~/app/components/general-info/GeneralInfoNote";
import { ClassIcon } from "~/app/components/risk/ClassIcon";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { generalInfoEntries } from "~/server/general-info/articles";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("General Information");

/** General information by insurance class (platform §2), au and nz only. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.generalInfo")) throw new Response(null, { status: 404 });
  return { entries: await generalInfoEntries(await getDb()) };
}

export default function GeneralInfoIndex() {
  const { entries } = useLoaderData<typeof loader>();
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
          <li aria-current="page">General Information</li>
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold text-brand-800">General Information</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What each class of business insurance is for, what it usually covers and excludes, how sums insured
        and limits are set, and how a claim works in practice.
      </p>
      <div className="mt-4 max-w-3xl">
        <GeneralInfoNote />
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((e) => (
          <li key={e.slug} className="card flex gap-4 p-5">
            <span className="text-brand-600">
              <ClassIcon slug={e.slug} className="h-10 w-10" />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold text-brand-800">
                <Link to={`/general-info/${e.route}`} className="hover:underline">
                  {e.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{e.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
