import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/building-cost";
import { BuildingCostEstimate } from "~/app/components/calculator/BuildingCostEstimate";
import { BuildingCostForm } from "~/app/components/calculator/BuildingCostForm";
import { BuildingCostReference } from "~/app/components/calculator/BuildingCostReference";
import { requireUser } from "~/app/lib/guard.server";
import {
  applyRowAction,
  buildingCostFromQuery,
  buildingCostOptions,
  CURRENCY,
  formToQuery,
  MAX_ROWS,
} from "~/server/calculators/building-cost";
import { buildingCostData } from "~/server/calculators/building-cost-data";
import { externalLinks } from "~/server/config/theme";
import { can, contentCountry } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("Building Cost Calculator");

const PATH = "/calculator/building-cost";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.calculator.buildingCost")) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const params = url.searchParams;
  if (!params.has("country")) params.set("country", contentCountry(user) === "nz" ? "nz" : "au");
  const data = buildingCostData();
  const { form, errors, estimate } = buildingCostFromQuery(params, data);
  // A row button was pressed: answer with the normalised URL (works the same with and without JS).
  const changed = applyRowAction(form, params);
  if (changed) {
    const anchor =
      params.get("add") === "site" || params.get("remove")?.startsWith("s") ? "site-rows" : "building-rows";
    throw redirect(`${PATH}?${formToQuery(changed)}#${anchor}`);
  }
  return {
    form,
    errors,
    estimate,
    printHref: estimate ? `${PATH}/printing?${formToQuery(form, { estimate: "1" })}` : null,
    options: buildingCostOptions(data),
    valuerHref: `mailto:${externalLinks().contactEmail}?subject=${encodeURIComponent("Building valuation request")}`,
    maxRows: MAX_ROWS,
  };
}

export default function BuildingCostCalculator() {
  const { form, errors, estimate, printHref, options, valuerHref, maxRows } = useLoaderData<typeof loader>();
  // The rates are in the estimate's currency (AUD or NZD).
  const currency = estimate?.currency ?? CURRENCY[form.country === "nz" ? "nz" : "au"];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-800">Building Cost Calculator</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        An indicative rebuilding cost for buildings and site features, to start a conversation about the sum
        insured. It is not a valuation: a registered valuer should confirm the figure.
      </p>

      <BuildingCostForm path={PATH} form={form} errors={errors} options={options} maxRows={maxRows} />
      <BuildingCostEstimate estimate={estimate} currency={currency} options={options} printHref={printHref} />
      <BuildingCostReference
        estimate={estimate}
        currency={currency}
        options={options}
        valuerHref={valuerHref}
      />
    </div>
  );
}
