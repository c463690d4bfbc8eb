import { useState } from "react";
import { Form } from "react-router";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { NumberField, SelectField } from "~/app/components/ui/Field";
import { useHydrated } from "~/app/lib/use-hydrated";
import {
  COMPLEXITIES,
  COMPLEXITY_LABELS,
  fieldOrder,
  type BuildingCostForm as FormValues,
  type BuildingCostOptions,
} from "~/server/calculators/building-cost";

export const COUNTRY_LABELS = { au: "Australia", nz: "New Zealand" } as const;

/**
 * The building cost form (GET, so it works without JavaScript and can be shared): location,
 * industry and construction, building rows and site-feature rows. Row buttons are submit buttons
 * the loader answers with the normalised URL. A refused Estimate shows the error summary on top.
 */
export function BuildingCostForm({
  path,
  form,
  errors,
  options,
  maxRows,
}: {
  path: string;
  form: FormValues;
  errors: Record<string, string>;
  options: BuildingCostOptions;
  maxRows: number;
}) {
  const hydrated = useHydrated();
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
    <Form method="get" action={path} preventScrollReset className="mt-6 space-y-6" noValidate>
      {/* The first submit button is the one Enter presses: Estimate, not a row button. */}
      <button type="submit" name="estimate" value="1" tabIndex={-1} aria-hidden="true" className="sr-only">
        Estimate
      </button>
      <ErrorSummary items={summaryItems(errors, fieldOrder(form), (name) => `bc-${name}`)} refusal={errors} />
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
  );
}
