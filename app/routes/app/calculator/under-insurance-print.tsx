import { useLoaderData } from "react-router";
import type { Route } from "./+types/under-insurance-print";
import type { RouteHandle } from "~/app/root";
import { PrintTables } from "~/app/components/calculator/PrintTables";
import { requireUser } from "~/app/lib/guard.server";
import { underInsuranceFromQuery } from "~/server/calculators/under-insurance";
import { formatAmount } from "~/server/format/format";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

// A print page: no app header, points badge or menu around it (issue 24).
export const handle: RouteHandle = { print: true, hydrate: false };
export const meta = titled("Under Insurance Calculator (print)");

/** Print page (spec §2): type, inputs [label, value] and results [label, value]; /enhance.js opens the print dialog. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.calculator.underInsurance")) throw new Response(null, { status: 404 });
  const { input, result } = underInsuranceFromQuery(new URL(request.url).searchParams);
  const money = (n: number) => formatAmount(n, user.format);
  if (!input || !result) throw new Response(null, { status: 404 });
  const inputs: Array<[string, string]> = [
    ...(input.type === "limit_of_liability"
      ? [["Limit of Liability", money(input.limit)] as [string, string]]
      : []),
    ["Sum Insured/Declared Value", money(input.sumInsured)],
    ["Estimated Value at Risk", money(input.valueAtRisk)],
    ["Co-Insurance Percentage", `${input.coInsurance}%`],
    ["Loss", money(input.loss)],
  ];
  const results: Array<[string, string]> = [
    ["Amount the insurer pays", money(result.payout)],
    ["Amount the business bears", money(result.uninsured)],
  ];
  return { type: input.type === "sum_insured" ? "Sum Insured" : "Limit of Liability", inputs, results };
}

export default function UnderInsurancePrint() {
  const { type, inputs, results } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <article className="mx-auto max-w-2xl bg-white px-6 py-8" data-autoprint>
        <h1 className="text-2xl font-semibold text-brand-800">Under Insurance Calculator</h1>
        <p className="mt-1">Policy with: {type}</p>
        <PrintTables inputs={inputs} results={results} />
        <p className="mt-6 text-xs text-slate-600">
          General information only, not advice; the policy wording decides how a claim is settled.
        </p>
      </article>
    </main>
  );
}
