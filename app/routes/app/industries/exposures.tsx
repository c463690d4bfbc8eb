import { useLoaderData } from "react-router";
import type { Route } from "./+types/exposures";
import { DerivedNote } from "~/app/components/risk/DerivedNote";
import { loadIndustryPage } from "~/app/lib/industry-access.server";

/** Significant Exposures and Materials & Equipment (spec §2): lists with the not-exhaustive disclaimer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { content } = await loadIndustryPage(request, params.id);
  const materials = new URL(request.url).pathname.endsWith("/materials-equipments");
  return {
    materials,
    derived: content.derived && !content.entry,
    items: materials ? content.materials : content.exposures,
  };
}

export default function ExposureList() {
  const { materials, items, derived } = useLoaderData<typeof loader>();
  const title = materials ? "Materials & Equipment" : "Significant Exposures";
  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="text-xl font-semibold text-brand-800">
        {title}
      </h1>
      {items.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">
          Currently we don&apos;t have any content for this section.
        </p>
      ) : (
        <>
          {derived ? <DerivedNote /> : null}
          <ul className="card mt-4 divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item} className="px-4 py-3 leading-relaxed">
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            This list is not exhaustive: it shows what is typical of the trade. Each business differs; general
            information only, not advice.
          </p>
        </>
      )}
    </section>
  );
}
