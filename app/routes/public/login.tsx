import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { Landing } from "~/app/components/landing/Landing";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { Field, fieldId, FormAlert } from "~/app/components/ui/Field";
import { CloseIcon, ExternalIcon } from "~/app/components/ui/icons";
import type { RouteHandle } from "~/app/root";
import { getSignedIn, safeRedirectTarget } from "~/app/lib/guard.server";
import { attemptLogin, LoginSchema } from "~/server/auth/login";
import { AUTH_MESSAGES } from "~/server/auth/messages";
import { startSession } from "~/app/lib/session.server";
import { externalLinks } from "~/server/config/theme";
import { getDb } from "~/server/db/client";
import { landingCounts } from "~/server/landing/counts";
import { parseForm, readForm } from "~/app/lib/forms.server";
import { logger } from "~/server/log/logger";
import { siteFor } from "~/server/platform/site";
import { recordUsage } from "~/server/platform/stats";
import { titled } from "~/app/lib/title";

export const handle: RouteHandle = { header: "home" };
export const meta = titled("Log in");

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (await getSignedIn(request)) throw redirect(safeRedirectTarget(redirectTo));
  return { redirectTo, enquireHref: externalLinks().enquire, counts: await landingCounts(await getDb()) };
}

type ActionResult = { errors: Record<string, string>; values: Record<string, string> };

/**
 * A throttled sign-in answers 429 with Retry-After (RFC 6585): the action's header reaches the
 * document response only through this export (React Router keeps a route's own headers otherwise).
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirectTarget(form.get("redirectTo"));
  const parsed = parseForm(form, LoginSchema, { keep: ["username"] });
  if (!parsed.ok)
    return data<ActionResult>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const values = { username: parsed.value.username };
  try {
    const db = await getDb();
    const result = await attemptLogin(db, { ...parsed.value, ip: context.ip });
    if (!result.ok)
      return data<ActionResult>(
        { errors: { form: result.message }, values },
        {
          status: result.status,
          headers: result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
        },
      );
    const cookie = await startSession(db, result.userId, {
      kind: "credentials",
      userAgent: request.headers.get("user-agent"),
      ip: context.ip,
    });
    void recordUsage(db, siteFor(request), { type: "login", userId: result.userId, kind: "credentials" });
    return redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    logger.error({ err: error, reqId: context.requestId }, "login failed");
    return data<ActionResult>({ errors: { form: AUTH_MESSAGES.genericError }, values }, { status: 500 });
  }
}

export default function Login() {
  const { redirectTo, enquireHref, counts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  // A refusal puts the keyboard on the error summary (field errors) or on the message (the whole form).
  const summary = summaryItems(errors, ["username", "password"], fieldId);
  const refused = summary.length > 0 || Boolean(errors.form);
  return (
    <>
      <Landing enquireHref={enquireHref} loginHref="/login" counts={counts} />
      <div className="fixed inset-0 z-40 bg-slate-900/55" data-dialog-overlay aria-hidden="true" />
      <dialog
        open
        aria-modal="true"
        aria-labelledby="login-title"
        data-modal
        data-close-href="/"
        className="fixed inset-x-0 top-[8vh] z-50 mx-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
          <h2 id="login-title" className="text-xl font-semibold text-brand-800">
            Log in
          </h2>
          <Link to="/" className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
            <CloseIcon />
          </Link>
        </div>
        <form method="post" noValidate className="px-6 py-5" data-validate data-busy-text="Logging in">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <ErrorSummary items={summary} />
          <FormAlert message={errors.form} autoFocus={summary.length === 0} />
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            required
            requiredMessage={AUTH_MESSAGES.usernameRequired}
            defaultValue={result?.values.username}
            error={errors.username}
            autoFocus={!refused}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            requiredMessage={AUTH_MESSAGES.passwordRequired}
            error={errors.password}
          />
          <div className="mb-5 flex flex-wrap items-center justify-between gap-2 text-sm">
            <Link
              to="/reset-password"
              className="font-medium text-brand-600 underline-offset-2 hover:underline"
            >
              Forgot password
            </Link>
            <a
              href={enquireHref}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-1 font-medium text-brand-600 underline-offset-2 hover:underline"
            >
              Enquire about subscribing <ExternalIcon className="h-4 w-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <button type="submit" className="btn btn-primary w-full" data-submit>
            Log in
          </button>
        </form>
      </dialog>
    </>
  );
}
