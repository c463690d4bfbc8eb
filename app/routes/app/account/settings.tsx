import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { SelectField } from "~/app/components/ui/Field";
import { Toast } from "~/app/components/ui/Toast";
import { ACCOUNT_MESSAGES, CUSTOM_THEME_PRICE } from "~/server/accounts/messages";
import { settingOptions, SettingsSchema, updateSettings } from "~/server/accounts/settings";
import { orFailureToast } from "~/app/lib/failure.server";
import { newToast } from "~/app/lib/toast";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { parseForm, readForm } from "~/app/lib/forms.server";
import { can } from "~/server/policy/policy";
import { externalLinks } from "~/server/config/theme";
import { availableThemes, currentTheme } from "~/server/reports/theme-choice";
import { showPurchaseLink } from "~/server/reports/themes";
import { titled } from "~/app/lib/title";

export const meta = titled("Settings");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  return {
    values: user.settings as Record<string, string>,
    options: {
      ...settingOptions(),
      report_theme: availableThemes(user).map((t) => ({ value: t.id, label: t.label })),
    },
    customThemeOffer: can(user, "settings.customThemeOffer") && showPurchaseLink(currentTheme(user)),
    customThemeHref: `mailto:${externalLinks().contactEmail}?subject=${encodeURIComponent("Custom report theme")}`,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const form = await readForm(request);
  const parsed = parseForm(form, SettingsSchema);
  if (!parsed.ok)
    return data(
      {
        values: parsed.values,
        errors: parsed.errors,
        toast: newToast({ type: "error", message: ACCOUNT_MESSAGES.settingsNotUpdated }),
      },
      { status: 400 },
    );
  const failed = await orFailureToast("/account/settings", ACCOUNT_MESSAGES.settingsNotUpdated, () =>
    updateSettings(db, user.id, parsed.value),
  );
  if (failed instanceof Response) return failed;
  return redirectWithToast("/account/settings", {
    type: "success",
    message: ACCOUNT_MESSAGES.settingsUpdated,
  });
}

const LABELS = {
  industry_classification: "Industry Classification",
  country_region: "Country/Region",
  currency: "Currency",
  date_format: "Date Format",
  report_theme: "Report Theme",
} as const;

export default function Settings() {
  const { values: stored, options, customThemeOffer, customThemeHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const values = { ...stored, ...(result?.values ?? {}) };
  const errors: Record<string, string> = result?.errors ?? {};
  const busy = navigation.state === "submitting";
  const keys = Object.keys(LABELS) as (keyof typeof LABELS)[];
  const select = (key: keyof typeof LABELS) => (
    <SelectField
      id={`setting-${key}`}
      label={LABELS[key]}
      error={errors[key]}
      className="mb-4"
      name={key}
      defaultValue={values[key]}
      key={values[key]}
    >
      {options[key].map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
  return (
    <section className="card p-6" aria-labelledby="settings-title">
      {result?.toast ? <Toast toast={result.toast} page /> : null}
      <h1 id="settings-title" className="mb-6 text-2xl font-semibold text-brand-800">
        Settings
      </h1>
      <Form method="post" className="max-w-xl">
        <ErrorSummary items={summaryItems(errors, keys, (k) => `setting-${k}`)} refusal={result} />
        {select("industry_classification")}
        {select("country_region")}
        {select("currency")}
        {select("date_format")}
        {select("report_theme")}
        {customThemeOffer ? (
          <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
            Want your own colours and logo on every report?{" "}
            <a href={customThemeHref} className="font-semibold text-brand-600 underline">
              Purchase a custom theme ({CUSTOM_THEME_PRICE})
            </a>
          </p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Saving…" : "Save"}
          </button>
        </div>
      </Form>
    </section>
  );
}
