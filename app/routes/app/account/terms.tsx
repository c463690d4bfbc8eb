import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/terms";
import { TermsGate } from "~/app/components/account/TermsGate";
import { ACCOUNT_MESSAGES } from "~/server/accounts/messages";
import { TERMS_OF_USE } from "~/server/accounts/terms";
import { orFailureToast } from "~/app/lib/failure.server";
import { recordTermsAnswer } from "~/server/accounts/toc";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requireUser, safeRedirectTarget } from "~/app/lib/guard.server";
import { endSession } from "~/app/lib/session.server";
import { getDb } from "~/server/db/client";
import { readForm } from "~/app/lib/forms.server";
import { titled } from "~/app/lib/title";

/**
 * /account/terms: the one page a signed-in user who has not agreed to the terms of use may see
 * (the app layout's middleware sends every other request here, remembering it in returnTo): the
 * blocking dialog over an empty page, and nothing of the app's content. It sits outside the app
 * layout, so that gate does not apply to it. Once agreed, it returns to returnTo.
 */
export const meta = titled("Terms of Use");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const returnTo = safeRedirectTarget(new URL(request.url).searchParams.get("returnTo"));
  if (user.isUserAcceptedToc === true) throw redirect(returnTo);
  return { terms: TERMS_OF_USE, returnTo };
}

export default function TermsPage() {
  const { terms, returnTo } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-[60vh]">
      <TermsGate terms={terms} returnTo={returnTo} />
    </div>
  );
}

/**
 * The terms-of-use gate's answers (industries-and-reports §4, §5, §8). Without JavaScript each
 * button is one POST: Agree records true and returns to the page; Disagree records false and logs
 * out at once with the message on the landing page; Close returns with the error. With JavaScript
 * Disagree records first (`defer`), shows the message, and posts `logout` 2 seconds later.
 */
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = safeRedirectTarget(form.get("returnTo"));
  const record = (accepted: boolean) =>
    orFailureToast(back, ACCOUNT_MESSAGES.termsFailed, () => recordTermsAnswer(db, user.id, accepted));
  if (intent === "agree") {
    const failed = await record(true);
    if (failed instanceof Response) return failed;
    return redirectWithToast(back, { type: "success", message: ACCOUNT_MESSAGES.termsThanks });
  }
  if (intent === "disagree" && form.get("defer") === "1") {
    const failed = await record(false);
    if (failed instanceof Response) return failed;
    return data({ ok: true });
  }
  if (intent === "disagree" || intent === "logout") {
    if (intent === "disagree") {
      const failed = await record(false);
      if (failed instanceof Response) return failed;
    }
    return redirectWithToast(
      "/",
      { type: "error", message: ACCOUNT_MESSAGES.termsDisagree },
      { headers: { "Set-Cookie": await endSession(db, request) } },
    );
  }
  // Closed without a choice.
  return redirectWithToast(back, { type: "error", message: ACCOUNT_MESSAGES.termsRequired });
}
