import { Link, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/endorsements";
import { can } from "~/server/policy/policy";
import { loadIndustryPage } from "~/app/lib/industry-access.server";

const TYPES = ["Mark IV", "Mark V"] as const;
const Query = z.object({ type: z.enum(TYPES).optional().catch(undefined) });

/** Endorsement Lists (ISR), au only (spec §2): Mark IV / Mark V menu; a table, or a list under 768 px. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, content } = await loadIndustryPage(request, params.id);
  if (!can(user, "industry.endorsements")) throw new Response(null, { status: 404 });
  const all = content.endorsements;
  const wanted = Query.parse(Object.fromEntries(new URL(request.url).searchParams)).type;
  const type = wanted ?? TYPES.find((t) => all.some((e) => e.type === t)) ?? "Mark IV";
  return {
    type,
    items: all.filter((e) => e.type === type),
    counts: Object.fromEntries(TYPES.map((t) => [t, all.filter((e) => e.type === t).length])),
  };
}

export default function Endorsements() {
  const { type, items, counts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="endorsements-title">
      <h1 id="endorsements-title" className="text-xl font-semibold text-brand-800">
        Endorsement List
      </h1>
      <nav aria-label="ISR wording" className="mt-4 flex gap-1 border-b border-slate-200">
        {TYPES.map((t) => (
          <Link
            key={t}
            to={`?type=${encodeURIComponent(t)}`}
            preventScrollReset
            aria-current={t === type ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${t === type ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600"}`}
          >
            {t} ({counts[t]})
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No industry specific endorsements available</p>
      ) : (
        <>
          <table className="card mt-4 hidden w-full text-left text-sm md:table">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Code
                </th>
                <th scope="col" className="px-4 py-2">
                  Heading
                </th>
                <th scope="col" className="px-4 py-2">
                  What it is for
                </th>
                <th scope="col" className="px-4 py-2">
                  Why it matters here
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {items.map((e) => (
                <tr key={e.code}>
                  <td className="px-4 py-2 font-mono text-xs">{e.code}</td>
                  <td className="px-4 py-2 font-medium">{e.heading}</td>
                  <td className="px-4 py-2">{e.text}</td>
                  <td className="px-4 py-2">{e.explanation}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 space-y-3 md:hidden">
            {items.map((e) => (
              <li key={e.code} className="card p-4">
                <p className="font-semibold">
                  {e.heading} <span className="font-mono text-xs text-slate-600">{e.code}</span>
                </p>
                <p className="mt-1 text-sm">{e.text}</p>
                <p className="mt-1 text-sm text-slate-700">{e.explanation}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-600">
            Summaries in our own words; the policy wording decides what is covered. General information only,
            not advice.
          </p>
        </>
      )}
    </section>
  );
}
