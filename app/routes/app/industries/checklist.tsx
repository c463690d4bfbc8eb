import { Link, useLoaderData } from "react-router";
import { SideMenu } from "~/app/components/ui/SideMenu";
import { z } from "zod";
import type { Route } from "./+types/checklist";
import { DerivedNote } from "~/app/components/risk/DerivedNote";
import { CHECKLIST_TYPES } from "~/server/risk/checklist-types";
import { loadIndustryPage, refuseInactiveClass } from "~/app/lib/industry-access.server";
import { groupChecklist } from "~/server/risk/writeups";

const Query = z.object({
  type: z.enum(CHECKLIST_TYPES).catch("Key").default("Key"),
  class: z.string().max(80).optional().catch(undefined),
});

/** Risk Checklist (spec §2): class menu, tabs Core / General / Key (default Key), tables by section. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, model, content } = await loadIndustryPage(request, params.id);
  const { type, class: wanted } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  // Restricted users (decision 0011): an inactive class's questions are not sent; asking for it is 403.
  refuseInactiveClass(model, user, wanted);
  const byClass = groupChecklist(content.checklist, type);
  const names = new Map(model.classes.map((c) => [c.slug, c.name]));
  const classes = [...byClass.keys()].map((slug) => ({
    slug,
    name: slug === "core" ? "All classes" : (names.get(slug) ?? slug),
  }));
  const current = classes.find((c) => c.slug === wanted) ?? classes[0] ?? null;
  const sections = current
    ? [...byClass.get(current.slug)!].map(([section, questions]) => ({ section, questions }))
    : [];
  const notIncluded = content.inactive.checklist[type].map((c) => ({ slug: c.slug, name: c.name }));
  return { type, classes, notIncluded, current, sections, derived: content.derived && !content.entry };
}

export default function RiskChecklist() {
  const { type, classes, notIncluded, current, sections, derived } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="checklist-title">
      <h1 id="checklist-title" className="text-xl font-semibold text-brand-800">
        Risk Checklist
      </h1>
      {derived ? <DerivedNote /> : null}
      <nav aria-label="Question type" className="mt-4 flex gap-1 border-b border-slate-200">
        {CHECKLIST_TYPES.map((t) => (
          <Link
            key={t}
            to={`?type=${t}`}
            preventScrollReset
            aria-current={t === type ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${t === type ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t}
          </Link>
        ))}
      </nav>
      {classes.length === 0 && notIncluded.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No Risk Checklist</p>
      ) : (
        <div className="mt-4 flex flex-col gap-4 md:flex-row">
          <SideMenu
            label="Insurance class"
            items={[
              ...classes.map((c) => ({
                key: c.slug,
                to: `?type=${type}&class=${c.slug}`,
                label: c.name,
                current: c.slug === current?.slug,
              })),
              ...notIncluded.map((c) => ({
                key: c.slug,
                to: "",
                label: c.name,
                current: false,
                notIncluded: true,
              })),
            ]}
          />
          <div className="min-w-0 flex-1 space-y-4">
            {current ? null : <p className="card p-6 text-slate-700">No Risk Checklist</p>}
            {sections.map((s) => (
              <table key={s.section} className="card w-full text-left text-sm">
                <caption className="px-4 pt-3 text-left font-semibold capitalize text-slate-800">
                  {s.section}
                </caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">No.</th>
                    <th scope="col">Question</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {s.questions.map((q, i) => (
                    <tr key={q.id}>
                      <td className="w-10 px-4 py-2 align-top text-slate-500">{i + 1}</td>
                      <td className="px-4 py-2">{q.question}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
