import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/reset-password";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { Field, fieldId, FormAlert } from "~/app/components/ui/Field";
import { PageCard } from "~/app/components/ui/PageCard";
import { AUTH_MESSAGES } from "~/server/auth/messages";
import { requestPasswordReset, ResetRequestSchema } from "~/server/auth/password-reset";
import { getDb } from "~/server/db/client";
import { parseForm, readForm } from "~/app/lib/forms.server";
import { logger } from "~/server/log/logger";
import { titled } from "~/app/lib/title";

export const meta = titled("Reset password");

type Result = {
  status: "sent" | "invalid" | "error" | "not_found" | "throttled";
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(form, ResetRequestSchema, { keep: ["userName"] });
  if (!parsed.ok)
    return data<Result>({ status: "invalid", errors: parsed.errors, values: parsed.values }, { status: 400 });
  const values = { userName: parsed.value.userName };
  try {
    const outcome = await requestPasswordReset(await getDb(), {
      userName: parsed.value.userName,
      requestOrigin: new URL(request.url).origin,
      ip: context.ip,
    });
    if (outcome === "not_found") return data<Result>({ status: "not_found", values }, { status: 404 });
    if (outcome === "throttled")
      return data<Result>(
        { status: "throttled", values },
        { status: 429, headers: { "Retry-After": "3600" } },
      );
    return data<Result>({ status: "sent", values });
  } catch (error) {
    logger.error({ err: error, reqId: context.requestId }, "password reset failed");
    return data<Result>({ status: "error", values }, { status: 500 });
  }
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const message =
    result?.status === "not_found"
      ? AUTH_MESSAGES.resetNotFound
      : result?.status === "throttled"
        ? AUTH_MESSAGES.resetThrottled
        : result?.status === "error"
          ? AUTH_MESSAGES.genericError
          : null;
  const summary = summaryItems(result?.errors, ["userName"], fieldId);
  return (
    <PageCard title="Reset password">
      {result?.status === "sent" ? (
        <>
          <FormAlert tone="success" message={AUTH_MESSAGES.resetSuccess} autoFocus />
          <Link to="/login" className="btn btn-secondary w-full">
            Back to log in
          </Link>
        </>
      ) : (
        <form method="post" noValidate data-validate data-busy-text="Sending">
          <p className="mb-4 text-sm text-slate-600">
            Enter your user name and we will email you a link to choose a new password.
          </p>
          <ErrorSummary items={summary} />
          <FormAlert message={message} autoFocus={summary.length === 0} />
          <Field
            label="User name"
            name="userName"
            autoComplete="username"
            required
            requiredMessage={AUTH_MESSAGES.resetUserNameRequired}
            defaultValue={result?.values?.userName}
            error={result?.errors?.userName}
            autoFocus={!result}
          />
          <button type="submit" className="btn btn-primary w-full" data-submit>
            Send verification email
          </button>
          <p className="mt-4 text-center text-sm">
            <Link to="/login" className="font-medium text-brand-600 hover:underline">
              Back to log in
            </Link>
          </p>
        </form>
      )}
    </PageCard>
  );
}
