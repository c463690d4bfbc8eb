import { useState } from "react";
import { Form, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/building-cost";
import { NumberField, SelectField } from "~/app/components/calculator/Fields";
import { useFormat } from "~/app/lib/use-format";
import { useHydrated } from "~/app/lib/use-hydrated";
import { formatAmountIn } from "~/server/format/amount";
import { requireUser } from "~/app/lib/guard.server";
import {
  applyRowAction,
  buildingCostFromQuery,
  COMPLEXITIES,
  COMPLEXITY_LABELS,
  CURRENCY,
  formatArea,
  periodBandLabel,
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
    printQuery: estimate ? formToQuery(form, { estimate: "1" }).toString() : null,
    options: {
      locations: data.locations,
      cities: data.cities,
      industries: data.industries,
      siteFeatures: data.site_features.map((f) => ({
        key: f.key,
        label: f.label,
        materials: f.materials.map((m) => ({ key: m.key, label: m.label })),
      })),
      periods: data.construction_periods,
      exclusions: data.exclusions,
      allowances: data.allowances,
      effective: data.effective,
    },
    valuerHref: `mailto:${externalLinks().contactEmail}?subject=${encodeURIComponent("Building valuation request")}`,
    maxRows: MAX_ROWS,
  };
}

const COUNTRY_LABELS = { au: "Australia", nz: "New Zealand" } as const;

export default function BuildingCostCalculator() {
  const { form, errors, estimate, printQuery, options, valuerHref, maxRows } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const { settings } = useFormat();
  // The rates are in the estimate's currency: the user's symbol when that is their currency, else its code.
  const currency = estimate?.currency ?? CURRENCY[form.country === "nz" ? "nz" : "au"];
  const formatMoney = (n: number) => formatAmountIn(n, currency, settings, { decimals: 0 });
  const bandMoney = (n: number) => formatAmountIn(n, currency, settings, { decimals: 1 });
  const unit = settings.currency === currency ? settings.currencySymbol : currency;
  // With JavaScript the dependent lists show only the options of the chosen parent; without it
  // they show every option grouped by parent, and the server checks that the pair belongs together.
  const [country, setCountry] = useState(form.country);
  const [state, setState] = useState(form.state);
  const [industry, setIndustry] = useState(form.industry);
  const [features, setFeatures] = useState(form.sites.map((s) => s.feature));
  const countries = ["au", "nz"] as const;
  const statesShown = countries.filter((c) => !hydrated || c === country);
  const citiesShown = (c: "au" | "nz") =>
    options.locations[c]
      .filter((s) => !hydrated || (c === country && s === state))
      .map((s) => ({ state: s, cities: options.cities[c].filter((x) => x.admin === s) }));
  const industriesShown = options.industries.filter((i) => !hydrated || !industry || i.key === industry);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-800">Building Cost Calculator</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        An indicative rebuilding cost for buildings and site features, to start a conversation about the sum
        insured. It is not a valuation: a registered valuer should confirm the figure.
      </p>

      <Form method="get" action={PATH} preventScrollReset className="mt-6 space-y-6" noValidate>
        {/* The first submit button is the one Enter presses: Estimate, not a row button. */}
        <button type="submit" name="estimate" value="1" tabIndex={-1} aria-hidden="true" className="sr-only">
          Estimate
        </button>
        <fieldset className="card p-6">
          <legend className="px-1 text-lg font-semibold text-brand-800">Location</legend>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <SelectField
              id="bc-country"
              label="Country"
              error={errors.country}
              name="country"
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                setState("");
              }}
            >
              {countries.map((c) => (
                <option key={c} value={c}>
                  {COUNTRY_LABELS[c]}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="bc-state"
              label="State"
              error={errors.state}
              name="state"
              value={state}
              onChange={(e) => setState(e.target.value)}
            >
              <option value="">Choose…</option>
              {statesShown.map((c) => (
                <optgroup key={c} label={COUNTRY_LABELS[c]}>
                  {options.locations[c].map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
            <SelectField
              id="bc-region"
              label="Region"
              error={errors.region}
              name="region"
              defaultValue={form.region}
              key={`${country}-${state}`}
            >
              <option value="">Any city or town</option>
              {countries.flatMap((c) =>
                citiesShown(c).map((g) => (
                  <optgroup key={`${c}-${g.state}`} label={`${g.state} (${COUNTRY_LABELS[c]})`}>
                    {g.cities.map((x) => (
                      <option key={x.city} value={x.city}>
                        {x.city}
                      </option>
                    ))}
                  </optgroup>
                )),
              )}
            </SelectField>
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <SelectField
              id="bc-industry"
              label="Industry"
              error={errors.industry}
              name="industry"
              value={industry}
              onChange={(e) => setIndustry(e.target.value)}
            >
              <option value="">Choose…</option>
              {options.industries.map((i) => (
                <option key={i.key} value={i.key}>
                  {i.label}
                </option>
              ))}
            </SelectField>
            <fieldset className="md:col-span-2">
              <legend className="field-label">Construction</legend>
              <div className="flex flex-wrap gap-4 pt-2">
                {COMPLEXITIES.map((c) => (
                  <label key={c} className="inline-flex items-center gap-2">
                    <input type="radio" name="complexity" value={c} defaultChecked={form.complexity === c} />
                    {COMPLEXITY_LABELS[c]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </fieldset>

        <fieldset id="building-rows" className="card p-6">
          <legend className="px-1 text-lg font-semibold text-brand-800">Buildings</legend>
          <ul className="space-y-3">
            {form.buildings.map((b, i) => (
              <li key={i} className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_12rem_auto]">
                <SelectField
                  id={`bc-b-${i}-type`}
                  label={`Building ${i + 1} type`}
                  error={errors[`b-${i}-type`]}
                  name="btype"
                  defaultValue={b.type}
                  key={hydrated ? industry : "all"}
                >
                  <option value="">Choose…</option>
                  {industriesShown.map((ind) => (
                    <optgroup key={ind.key} label={ind.label}>
                      {ind.types.map((t) => (
                        <option key={t.key} value={t.key}>
                          {t.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </SelectField>
                <NumberField
                  id={`bc-b-${i}-area`}
                  label="Gross Floor Area m2"
                  error={errors[`b-${i}-area`]}
                  name="barea"
                  defaultValue={b.area}
                />
                <button type="submit" name="remove" value={`b-${i}`} className="btn btn-secondary md:mt-6">
                  Remove<span className="sr-only"> building {i + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="submit"
            name="add"
            value="building"
            className="btn btn-secondary mt-2"
            disabled={form.buildings.length >= maxRows}
          >
            + Add building
          </button>
        </fieldset>

        <fieldset id="site-rows" className="card p-6">
          <legend className="px-1 text-lg font-semibold text-brand-800">Fencing / Carpark</legend>
          <ul className="space-y-3">
            {form.sites.map((s, i) => {
              const chosen = hydrated ? features[i] : "";
              const groups = options.siteFeatures.filter((f) => !hydrated || !chosen || f.key === chosen);
              return (
                <li key={i} className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_12rem_auto]">
                  <SelectField
                    id={`bc-s-${i}-feature`}
                    label={`Feature ${i + 1}`}
                    error={errors[`s-${i}-feature`]}
                    name="sfeature"
                    defaultValue={s.feature}
                    onChange={(e) => setFeatures((f) => f.map((v, j) => (j === i ? e.target.value : v)))}
                  >
                    <option value="">Choose…</option>
                    {options.siteFeatures.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    id={`bc-s-${i}-material`}
                    label="Material"
                    error={errors[`s-${i}-material`]}
                    name="smaterial"
                    defaultValue={s.material}
                    key={hydrated ? chosen : "all"}
                  >
                    <option value="">Choose…</option>
                    {groups.map((f) => (
                      <optgroup key={f.key} label={f.label}>
                        {f.materials.map((m) => (
                          <option key={m.key} value={m.key}>
                            {m.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </SelectField>
                  <NumberField
                    id={`bc-s-${i}-area`}
                    label="Gross Area m2"
                    error={errors[`s-${i}-area`]}
                    name="sarea"
                    defaultValue={s.area}
                  />
                  <button type="submit" name="remove" value={`s-${i}`} className="btn btn-secondary md:mt-6">
                    Remove<span className="sr-only"> feature {i + 1}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="submit"
            name="add"
            value="site"
            className="btn btn-secondary mt-2"
            disabled={form.sites.length >= maxRows}
          >
            + Add fencing / carpark
          </button>
        </fieldset>

        {errors.form ? (
          <p role="alert" className="text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" name="estimate" value="1" className="btn btn-primary px-6 py-3">
          Estimate
        </button>
      </Form>

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
              Indicative rebuilding cost:{" "}
              <strong className="font-mono">{formatMoney(estimate.rounded)}</strong>
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
            <Link to={`${PATH}/printing?${printQuery}`} target="_blank" className="btn btn-secondary mt-4">
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
    </div>
  );
}
