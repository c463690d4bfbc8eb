import { Link } from "react-router";
import { useRatesMoney } from "~/app/components/calculator/BuildingCostEstimate";
import {
  COMPLEXITIES,
  COMPLEXITY_LABELS,
  periodBandLabel,
  type BuildingCostOptions,
  type Estimate,
} from "~/server/calculators/building-cost";

/** Below the estimate: the construction-period table (the estimate's band marked), valuer card, notes. */
export function BuildingCostReference({
  estimate,
  currency,
  options,
  valuerHref,
}: {
  estimate: Estimate | null;
  currency: string;
  options: Pick<BuildingCostOptions, "periods" | "exclusions">;
  valuerHref: string;
}) {
  const { bandMoney } = useRatesMoney(currency);
  return (
    <>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="card p-6 lg:col-span-2" aria-labelledby="bc-periods">
          <h2 id="bc-periods" className="text-lg font-semibold text-brand-800">
            Construction period
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Typical time to design approval and rebuild, in weeks, by value of the works. A longer rebuild
            needs a longer business interruption indemnity period.
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Value of works
                  </th>
                  {COMPLEXITIES.map((c) => (
                    <th key={c} scope="col" className="px-3 py-2">
                      {COMPLEXITY_LABELS[c]} (weeks)
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {options.periods.map((p, i) => {
                  const current = estimate?.period.label === p.label;
                  return (
                    <tr
                      key={p.label}
                      className={`border-b border-slate-100 ${current ? "bg-accent-500/10 font-semibold" : ""}`}
                      aria-current={current ? "true" : undefined}
                    >
                      <th scope="row" className="px-3 py-2 font-normal">
                        {periodBandLabel(options.periods, i, bandMoney)}
                      </th>
                      <td className="px-3 py-2">{p.simple}</td>
                      <td className="px-3 py-2">{p.average}</td>
                      <td className="px-3 py-2">{p.complex}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        <section className="card p-6" aria-labelledby="bc-valuer">
          <h2 id="bc-valuer" className="text-lg font-semibold text-brand-800">
            Need a formal valuation?
          </h2>
          <p className="mt-2 text-slate-700">
            A registered valuer inspects the site and prepares a reinstatement valuation for insurance, taking
            in the design, materials, access and current building codes.
          </p>
          <a href={valuerHref} className="btn btn-primary mt-4">
            Request a valuation
          </a>
        </section>
      </div>

      <section className="card mt-6 p-6" aria-labelledby="bc-notes">
        <h2 id="bc-notes" className="text-lg font-semibold text-brand-800">
          Notes
        </h2>
        <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-800">
          <li>
            Gross floor area is measured to the outside face of the external walls, on every floor, including
            internal walls, stairs and plant rooms.
          </li>
          <li>
            Rates are indicative dollars per square metre for a standard specification in each state or
            region, set for this calculator; they are not taken from a published cost guide and are reviewed
            yearly. They include normal foundations and services within the building.
          </li>
          <li>
            Demolition and removal of debris is allowed for at a percentage of construction; contaminated
            material (such as asbestos) can cost far more. See{" "}
            <Link
              to="/general-info/property-damage#how-sums-insured-and-limits-are-set"
              className="text-brand-600 underline"
            >
              how sums insured are set
            </Link>
            .
          </li>
          <li>For a figure to rely on, ask a registered valuer (see the valuation card).</li>
        </ul>
        <h3 className="mt-4 font-semibold text-brand-800">Not included</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
          {options.exclusions.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
