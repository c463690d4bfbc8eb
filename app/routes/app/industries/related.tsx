import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/related";
import { mayOpenIndustry } from "~/server/policy/policy";
import { loadIndustryPage } from "~/app/lib/industry-access.server";

/** Related industries (spec §2): Industry and Code; links are disabled on trial accounts. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, content } = await loadIndustryPage(request, params.id);
  return { rows: content.related.map((r) => ({ ...r, open: mayOpenIndustry(user, r) })) };
}

export default function Related() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="related-title">
      <h1 id="related-title" className="text-xl font-semibold text-brand-800">
        Related Industries
      </h1>
      {rows.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No Related Industries</p>
      ) : (
        <table className="card mt-4 w-full text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-2">
                Industry
              </th>
              <th scope="col" className="px-4 py-2">
                Code
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-2">
                  {!r.open ? (
                    <span aria-disabled="true" className="text-slate-500">
                      {r.name}
                    </span>
                  ) : (
                    <Link to={`/industries/${r.id}`} className="text-brand-600 underline">
                      {r.name}
                    </Link>
                  )}
                </td>
                <td className="px-4 py-2 font-mono">{r.code}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
