import { Link, useLoaderData } from "react-router";
import { SideMenu } from "~/app/components/ui/SideMenu";
import type { Route } from "./+types/risk-assessment";
import { DerivedNote } from "~/app/components/risk/DerivedNote";
import { recordRiskContentVisit } from "~/app/lib/research.server";
import { loadIndustryPage, refuseInactiveClass } from "~/app/lib/industry-access.server";
import { indicativeRatesByCountry } from "~/server/risk/writeups";

const slugToPath = (slug: string) => slug.replace(/_/g, "-");
const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Reading a class document is the meaningful read behind "industries researched" points (before the loaders, so the badge counts it). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }) => {
    await recordRiskContentVisit(request, params.id, params.classSlug);
  },
];

/**
 * Risk Assessment per insurance class (spec §2): breadcrumb, a class menu limited to the classes
 * with an assessment, sections with anchors, and the indicative gross profit table for
 * Business Interruption.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, industry, model, content: writeup } = await loadIndustryPage(request, params.id);
  // Restricted users (decision 0011): the document of an inactive class is 403, never its content.
  refuseInactiveClass(model, user, params.classSlug);
  const names = new Map(model.classes.map((c) => [c.slug, c.name]));
  const available = writeup.mainClasses.filter((slug) => writeup.riskDescriptions[slug]);
  const menu = available.map((slug) => ({ slug, path: slugToPath(slug), name: names.get(slug) ?? slug }));
  const notIncluded = writeup.inactive.documents.map((c) => ({ slug: c.slug, name: c.name }));
  const wanted = params.classSlug ? params.classSlug.replace(/-/g, "_") : menu[0]?.slug;
  const current = menu.find((m) => m.slug === wanted) ?? null;
  if (params.classSlug && !current && menu.length > 0) throw new Response(null, { status: 404 });
  const sections = current
    ? writeup.riskDescriptions[current.slug].map((s) => ({ ...s, anchor: anchor(s.heading) }))
    : [];
  // The gross profit table belongs with Business Interruption; a trade written without a Business
  // Interruption document (an electrician, a solicitor) still shows its rates, on every document.
  const rates =
    current &&
    (current.slug === "business_interruption" || !menu.some((m) => m.slug === "business_interruption"))
      ? indicativeRatesByCountry(writeup.indicativeRates)
      : [];
  // The same document is "Risk Description" for countries without risk assessments (spec §2).
  const base = new URL(request.url).pathname.includes("/risk-description")
    ? "risk-description"
    : "risk-assessment";
  const label = base === "risk-description" ? "Risk Description" : "Risk Assessment";
  return {
    industry: { id: industry.id, name: industry.name },
    menu,
    notIncluded,
    current,
    sections,
    rates,
    summary: writeup.summary,
    derived: writeup.derived,
    base,
    label,
  };
}

export default function RiskAssessment() {
  const { industry, menu, notIncluded, current, sections, rates, summary, base, label, derived } =
    useLoaderData<typeof loader>();
  const classMenu = (
    <SideMenu
      label="Insurance classes"
      items={[
        ...menu.map((m) => ({
          key: m.slug,
          to: `/industries/${industry.id}/${base}/${m.path}`,
          label: m.name,
          current: m.slug === current?.slug,
        })),
        ...notIncluded.map((m) => ({
          key: m.slug,
          to: "",
          label: m.name,
          current: false,
          notIncluded: true,
        })),
      ]}
    />
  );
  return (
    <section aria-labelledby="assessment-title">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={`/industries/${industry.id}`} className="underline">
              {industry.name}
            </Link>
            {" › "}
          </li>
          <li>
            {label}
            {current ? " › " : ""}
          </li>
          {current ? <li aria-current="page">{current.name}</li> : null}
        </ol>
      </nav>
      <h1 id="assessment-title" className="mt-2 text-xl font-semibold text-brand-800">
        {current ? `${current.name}: ${label}` : label}
      </h1>
      {!current ? (
        <div className="mt-4 flex flex-col gap-4 md:flex-row">
          {notIncluded.length > 0 ? classMenu : null}
          <p className="card min-w-0 flex-1 self-start p-6 text-slate-700">
            Currently we don&apos;t have any content for this section.
          </p>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-4 md:flex-row">
          {classMenu}
          <article className="card min-w-0 flex-1 p-6">
            {derived ? <DerivedNote /> : null}
            {summary ? <p className="mb-4 text-slate-700">{summary}</p> : null}
            <ul className="mb-4 flex flex-wrap gap-3 text-sm">
              {sections.map((s) => (
                <li key={s.anchor}>
                  <a href={`#${s.anchor}`} className="text-brand-600 underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
            {sections.map((s) => (
              <section key={s.anchor} aria-labelledby={s.anchor} className="mt-5">
                <h2 id={s.anchor} className="text-lg font-semibold text-brand-800">
                  {s.heading}
                </h2>
                <p className="mt-2 leading-relaxed">{s.text}</p>
              </section>
            ))}
            {rates.length > 0 ? (
              <section aria-labelledby="irgp" className="mt-6">
                <h2 id="irgp" className="text-lg font-semibold text-brand-800">
                  Indicative Rates of Insurable Gross Profit
                </h2>
                <table className="mt-2 w-full max-w-md text-left text-sm">
                  <thead className="bg-slate-100">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Country
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Indicative rate (% of turnover)
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rates.map((r) => (
                      <tr key={r.countryCode} className="border-b border-slate-100">
                        <td className="px-3 py-2">{r.country}</td>
                        <td className="px-3 py-2 font-mono">{r.value}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="mt-2 text-sm text-slate-700">
                  Annual turnover multiplied by the rate gives an indicative sum insured for gross profit for
                  an indemnity period of up to 12 months; multiply it in proportion for indemnity periods
                  longer than 12 months. It is an indication from the trade&apos;s usual cost structure, not a
                  substitute for the business&apos;s own accounts.
                </p>
              </section>
            ) : null}
            <p className="mt-6 text-xs text-slate-600">General information only, not advice.</p>
          </article>
        </div>
      )}
    </section>
  );
}
