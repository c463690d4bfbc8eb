import { useLoaderData } from "react-router";
import type { Route } from "./+types/codes";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { findIndustry, industryCodes } from "~/server/industries/catalogue";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const db = await getDb();
  const industry = await findIndustry(db, Number(params.id));
  if (!industry) throw new Response(null, { status: 404 });
  return { lists: await industryCodes(db, industry) };
}

/** Industry Codes (spec §2): per taxonomy, our code first, then ANZSIC 2006, then the others. */
export default function Codes() {
  const { lists } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="codes-title">
      <h1 id="codes-title" className="text-xl font-semibold text-brand-800">
        Industry Codes
      </h1>
      <div className="card mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Classification codes of this industry</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2">
                Classification
              </th>
              <th scope="col" className="px-4 py-2">
                Code
              </th>
              <th scope="col" className="px-4 py-2">
                Title
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lists.flatMap((list) =>
              list.codes.map((c) => (
                <tr key={`${list.taxonomy}-${c.code}`}>
                  <th scope="row" className="px-4 py-2 font-medium">
                    {list.taxonomy}
                  </th>
                  <td className="px-4 py-2 font-mono">{c.code}</td>
                  <td className="px-4 py-2">{c.name}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        ANZSIC 2006 source: Australian Bureau of Statistics. UK SIC 2007: Office for National Statistics (Open
        Government Licence v3.0). NAICS 2017: US Census Bureau. Concordance between them is our own, at class
        level.
      </p>
    </section>
  );
}
