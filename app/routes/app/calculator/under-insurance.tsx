import { useEffect, useState } from "react";
import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/under-insurance";
import { requireUser } from "~/app/lib/guard.server";
import { underInsuranceFromQuery } from "~/server/calculators/under-insurance";
import { CO_INSURANCE } from "~/server/calculators/under-insurance-constants";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { FormGroup, SelectField } from "~/app/components/ui/Field";
import { useAppForm } from "~/app/lib/use-app-form";
import { useFormat } from "~/app/lib/use-format";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("Under Insurance Calculator");

/** The loader's schema, for the browser's checks (loaded after hydration: app/lib/use-app-form.ts). */
const loadSchema = () => import("~/server/calculators/under-insurance").then((m) => m.UnderInsuranceInput);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.calculator.underInsurance")) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  return { ...underInsuranceFromQuery(url.searchParams), query: url.search };
}

/** Thousand separators while typing (JavaScript); the server accepts the digits either way. */
function withSeparators(text: string) {
  const [whole, cents] = text.replace(/[^\d.]/g, "").split(".");
  const grouped = (whole ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return cents !== undefined ? `${grouped}.${cents.slice(0, 2)}` : grouped;
}

export default function UnderInsuranceCalculator() {
  const loaded = useLoaderData<typeof loader>();
  const { values, input, result, query } = loaded;
  // Amounts are checked on blur with the schema the loader parses; the summary lists the refusal.
  const { formId, onSubmit, errors } = useAppForm({
    id: "under-insurance",
    loadSchema,
    fields: ["type", "limit", "sumInsured", "valueAtRisk", "coInsurance", "loss"],
    refusal: loaded,
  });
  // Amounts in the user's currency (settings), as everywhere else (issue 24).
  const { amount, settings } = useFormat();
  const [type, setType] = useState(input?.type ?? "sum_insured");
  const [fields, setFields] = useState<Record<string, string>>(() => ({
    limit: values.limit ?? "",
    sumInsured: values.sumInsured ?? "",
    valueAtRisk: values.valueAtRisk ?? "",
    loss: values.loss ?? "",
  }));
  // Spec §4: changing the policy type clears the result.
  const [showResult, setShowResult] = useState(true);
  // Without JavaScript the button is always enabled (the server checks); once hydrated it follows spec §4.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const nonZero = (v: string) => Number(v.replace(/[^\d.]/g, "")) > 0;
  const ready = nonZero(fields.sumInsured) && nonZero(fields.valueAtRisk) && nonZero(fields.loss);
  const field = (name: keyof typeof fields, label: string, hint: React.ReactNode = null, className = "") => (
    <FormGroup
      key={name}
      id={`ui-${name}`}
      label={label}
      hint={hint}
      error={errors[name]}
      className={`mb-3 ${className}`}
    >
      {(control) => (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-slate-600">
            {settings.currencySymbol}
          </span>
          <input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            value={fields[name]}
            onChange={(e) => setFields((f) => ({ ...f, [name]: withSeparators(e.target.value) }))}
            className="field-input"
          />
        </div>
      )}
    </FormGroup>
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-800">Under Insurance Calculator</h1>
      <p className="mt-1 text-slate-700">
        How much of a loss a business bears itself when its sum insured is below the co-insurance level (the
        average clause).
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Form method="get" className="card p-6" preventScrollReset id={formId} onSubmit={onSubmit}>
          <ErrorSummary
            items={summaryItems(
              loaded.errors,
              ["limit", "sumInsured", "valueAtRisk", "loss"],
              (n) => `ui-${n}`,
            )}
            refusal={loaded.errors}
          />
          <fieldset className="mb-4">
            <legend className="field-label">Policy with</legend>
            {(
              [
                ["sum_insured", "Sum Insured"],
                ["limit_of_liability", "Limit of Liability"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="mr-6 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="type"
                  value={value}
                  checked={type === value}
                  onChange={() => {
                    setType(value);
                    setShowResult(false);
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {/* Always in the page and hidden by CSS while Sum Insured is chosen (app.css,
              .ui-limit-field), so choosing Limit of Liability shows it at once with or without
              JavaScript and the first Calculate sends it. */}
          {field("limit", "Limit of Liability", null, "ui-limit-field")}
          {field("sumInsured", "Sum Insured/Declared Value")}
          {field(
            "valueAtRisk",
            "Estimated Value at Risk",
            <>
              Not sure what rebuilding would cost? Estimate it with the{" "}
              <Link
                to="/calculator/building-cost"
                target="_blank"
                className="font-medium text-brand-600 underline"
              >
                Building Cost Calculator<span className="sr-only"> (opens in a new tab)</span>
              </Link>
              .
            </>,
          )}
          <SelectField
            id="ui-coInsurance"
            label="Co-Insurance Percentage"
            className="mb-3"
            name="coInsurance"
            defaultValue={String(input?.coInsurance ?? 80)}
          >
            {CO_INSURANCE.map((c) => (
              <option key={c} value={c}>
                {c}%
              </option>
            ))}
          </SelectField>
          {field("loss", "Loss")}
          {errors.form ? (
            <p role="alert" className="mb-3 text-sm text-red-800">
              {errors.form}
            </p>
          ) : null}
          <button
            type="submit"
            name="calculate"
            value="1"
            className="btn btn-primary"
            disabled={hydrated && !ready}
            onClick={() => setShowResult(true)}
          >
            Calculate
          </button>
        </Form>
        <section className="card p-6" aria-labelledby="ui-result" aria-live="polite">
          <h2 id="ui-result" className="text-lg font-semibold text-brand-800">
            Result
          </h2>
          {result && showResult ? (
            <>
              <dl className="mt-3 space-y-2">
                <div className="flex justify-between gap-4">
                  <dt>Amount the insurer pays</dt>
                  <dd className="font-mono font-semibold">{amount(result.payout)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>Amount the business bears</dt>
                  <dd className="font-mono font-semibold text-red-800">{amount(result.uninsured)}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-slate-700">
                {result.averageApplied
                  ? "The sum insured is below the co-insurance level, so the claim is reduced in proportion."
                  : "The sum insured meets the co-insurance level, so the claim is not reduced by average."}
              </p>
              <Link
                to={`/calculator/under-insurance/printing${query}`}
                target="_blank"
                className="btn btn-secondary mt-4"
              >
                Print<span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </>
          ) : (
            <p className="mt-3 text-slate-700">Enter the amounts and choose Calculate.</p>
          )}
        </section>
      </div>
      <section className="card mt-6 p-6" aria-labelledby="ui-notes">
        <h2 id="ui-notes" className="text-lg font-semibold text-brand-800">
          Notes and example
        </h2>
        <p className="mt-2">
          Insurer pays = sum insured ÷ (co-insurance percentage × value at risk) × loss, never more than the
          loss, the sum insured or the limit of liability.
        </p>
        <p className="mt-2">
          Example: with 80% co-insurance, a sum insured of {amount(500_000)} and a replacement value of{" "}
          {amount(1_000_000)}, a {amount(250_000)} loss is paid at {amount(156_250)}; the business bears{" "}
          {amount(93_750)}.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          General information only, not advice; the policy wording decides how a claim is settled.
        </p>
      </section>
    </div>
  );
}
