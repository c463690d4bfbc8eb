import { data, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/reset-password-token";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { Field, fieldId, FormAlert } from "~/app/components/ui/Field";
import { PageCard } from "~/app/components/ui/PageCard";
import { redirectWithToast } from "~/app/lib/toast.server";
import { AUTH_MESSAGES } from "~/server/auth/messages";
import { completePasswordReset, isResetTokenValid, NewPasswordSchema } from "~/server/auth/password-reset";
import { getDb } from "~/server/db/client";
import { parseForm, readForm } from "~/app/lib/forms.server";
import { titled } from "~/app/lib/title";

// The global Referrer-Policy (strict-origin-when-cross-origin) keeps the token out of other sites'
// referrers; "no-referrer" here would make browsers send Origin: null and the form POST be refused.
export const meta = titled("Choose a new password");

export async function loader({ params }: Route.LoaderArgs) {
  const valid = await isResetTokenValid(await getDb(), params.token);
  return data({ valid }, { status: valid ? 200 : 410 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(form, NewPasswordSchema);
  if (!parsed.ok) return data({ errors: parsed.errors, invalidLink: false }, { status: 400 });
  const outcome = await completePasswordReset(await getDb(), {
    token: params.token,
    password: parsed.value.password,
  });
  if (outcome === "invalid")
    return data({ errors: {} as Record<string, string>, invalidLink: true }, { status: 410 });
  return redirectWithToast("/login", { type: "success", message: AUTH_MESSAGES.passwordChanged });
}

export default function ChooseNewPassword() {
  const { valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!valid || result?.invalidLink) {
    return (
      <PageCard title="Choose a new password">
        <FormAlert message={AUTH_MESSAGES.resetLinkInvalid} />
        <Link to="/reset-password" className="btn btn-primary w-full">
          Request a new link
        </Link>
      </PageCard>
    );
  }
  const errors = result?.errors ?? {};
  const summary = summaryItems(errors, ["password", "confirm"], fieldId);
  return (
    <PageCard title="Choose a new password">
      <form method="post" noValidate data-validate data-busy-text="Saving">
        <ErrorSummary items={summary} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          requiredMessage={AUTH_MESSAGES.passwordTooShort}
          minLength={10}
          hint="At least 10 characters. A short sentence is easy to remember and hard to guess."
          error={errors.password}
          autoFocus={summary.length === 0}
        />
        <Field
          label="Confirm new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          requiredMessage={AUTH_MESSAGES.passwordMismatch}
          error={errors.confirm}
        />
        <button type="submit" className="btn btn-primary w-full" data-submit>
          Save new password
        </button>
      </form>
    </PageCard>
  );
}
