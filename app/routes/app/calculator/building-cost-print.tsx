import { useLoaderData } from "react-router";
import type { Route } from "./+types/building-cost-print";
import type { RouteHandle } from "~/app/root";
import { PrintTables } from "~/app/components/calculator/PrintTables";
import { requireUser } from "~/app/lib/guard.server";
import { buildingCostFromQuery, COMPLEXITY_LABELS, formatArea } from "~/server/calculators/building-cost";
import { formatAmountIn } from "~/server/format/amount";
import { buildingCostData } from "~/server/calculators/building-cost-data";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

// A print page: no app header, points badge or menu around it (issue 24).
export const handle: RouteHandle = { print: true, hydrate: false };
export const meta = titled("Building Cost Calculator (print)");

/** Print page like the under-insurance one: inputs [label, value] and results; /enhance.js opens the print dialog. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.calculator.buildingCost")) throw new Response(null, { status: 404 });
  const data = buildingCostData();
  const params = new URL(request.url).searchParams;
  params.set("estimate", "1");
  const { input, estimate } = buildingCostFromQuery(params, data);
  if (!input || !estimate) throw new Response(null, { status: 404 });
  const industry = data.industries.find((i) => i.key === input.industry)!;
  // The rates are in the estimate's currency: the user's symbol when that is their currency, else its code.
  const formatMoney = (n: number) => formatAmountIn(n, estimate.currency, user.format, { decimals: 0 });
  const inputs: Array<[string, string]> = [
    ["Country", input.country === "au" ? "Australia" : "New Zealand"],
    ["State", input.state],
    ["Region", input.region ?? "Any city or town"],
    ["Industry", industry.label],
    ["Construction", COMPLEXITY_LABELS[input.complexity]],
  ];
  const results: Array<[string, string]> = [
    ...estimate.lines.map(
      (l) =>
        [`${l.label} (${formatArea(l.area)} at ${formatMoney(l.rate)}/m²)`, formatMoney(l.cost)] as [
          string,
          string,
        ],
    ),
    ["Construction", formatMoney(estimate.construction)],
    ["Professional fees", formatMoney(estimate.professionalFees)],
    ["Demolition and removal of debris", formatMoney(estimate.demolition)],
    [`Total (${estimate.currency}, excluding GST)`, formatMoney(estimate.total)],
    ["Indicative rebuilding cost", formatMoney(estimate.rounded)],
    ["Indicative construction period", `${estimate.period.weeks} weeks`],
  ];
  return { inputs, results, exclusions: data.exclusions, effective: data.effective };
}

export default function BuildingCostPrint() {
  const { inputs, results, exclusions, effective } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <article className="mx-auto max-w-2xl bg-white px-6 py-8" data-autoprint>
        <h1 className="text-2xl font-semibold text-brand-800">Building Cost Calculator</h1>
        <PrintTables inputs={inputs} results={results} />
        <h2 className="mt-6 text-lg font-semibold">Not included</h2>
        <ul className="mt-2 list-disc pl-6 text-sm">
          {exclusions.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
        <p className="mt-6 text-xs text-slate-600">
          Indicative only, from rates set for this calculator ({effective}); not a valuation, a quote or
          advice. A registered valuer should confirm the sum insured.
        </p>
      </article>
    </main>
  );
}
