import { Link } from "react-router";
import { useFormat } from "~/app/lib/use-format";
import { formatAmountIn } from "~/server/format/amount";
import {
  COMPLEXITY_LABELS,
  formatArea,
  type BuildingCostOptions,
  type Estimate,
} from "~/server/calculators/building-cost";

/**
 * Amounts in the rates' currency (AUD or NZD): the user's symbol when that is their currency, else
 * its code (server/format, formatAmountIn).
 */
export function useRatesMoney(currency: string) {
  const { settings } = useFormat();
  return {
    settings,
    money: (n: number) => formatAmountIn(n, currency, settings, { decimals: 0 }),
    bandMoney: (n: number) => formatAmountIn(n, currency, settings, { decimals: 1 }),
    unit: settings.currency === currency ? settings.currencySymbol : currency,
  };
}

/** The estimate's table, totals, construction period and Print link (or how to get one). */
export function BuildingCostEstimate({
  estimate,
  currency,
  options,
  printHref,
}: {
  estimate: Estimate | null;
  currency: string;
  options: Pick<BuildingCostOptions, "allowances" | "effective">;
  printHref: string | null;
}) {
  const { settings, money: formatMoney, unit } = useRatesMoney(currency);
  return (
    <section id="estimate" className="card mt-6 p-6" aria-labelledby="bc-result" aria-live="polite">
      <h2 id="bc-result" className="text-lg font-semibold text-brand-800">
        Indicative estimate
      </h2>
      {estimate ? (
        <>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Item
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Area
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Rate ({unit}/m²)
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Cost
                  </th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((l, i) => (
                  <tr key={i} className="border-b border-slate-100">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {l.label}
                    </th>
                    <td className="px-3 py-2 text-right font-mono">{formatArea(l.area)}</td>
                    <td className="px-3 py-2 text-right font-mono">{formatMoney(l.rate)}</td>
                    <td className="px-3 py-2 text-right font-mono">{formatMoney(l.cost)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {(
                  [
                    ["Construction", estimate.construction],
                    [
                      `Professional fees (${Math.round(options.allowances.professional_fees * 100)}%)`,
                      estimate.professionalFees,
                    ],
                    [
                      `Demolition and removal of debris (${Math.round(options.allowances.demolition_and_debris * 100)}%)`,
                      estimate.demolition,
                    ],
                    [`Total (${estimate.currency}, excluding GST)`, estimate.total],
                  ] as const
                ).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" colSpan={3} className="px-3 py-2 text-right font-semibold">
                      {label}
                    </th>
                    <td className="px-3 py-2 text-right font-mono font-semibold">{formatMoney(value)}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
          <p className="mt-4 text-lg">
            Indicative rebuilding cost: <strong className="font-mono">{formatMoney(estimate.rounded)}</strong>
            {settings.currency === estimate.currency ? ` ${estimate.currency}` : null}
          </p>
          <p className="mt-1 text-slate-700">
            Indicative construction period ({COMPLEXITY_LABELS[estimate.period.complexity].toLowerCase()}{" "}
            construction): {estimate.period.weeks} weeks.
          </p>
          <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Indicative only, from rates set for this calculator ({options.effective}); not a valuation or a
            quote, and not advice. Actual costs depend on the design, the site and the market at the time of
            rebuilding.
          </p>
          <Link to={printHref ?? ""} target="_blank" className="btn btn-secondary mt-4">
            Print<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </>
      ) : (
        <p className="mt-3 text-slate-700">
          Choose the location and industry, add buildings and site features with their areas, then choose
          Estimate.
        </p>
      )}
    </section>
  );
}
