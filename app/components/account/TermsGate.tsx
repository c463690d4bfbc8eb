import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useNavigation, useRouteLoaderData, useSubmit } from "react-router";
import { ACCOUNT_MESSAGES } from "~/server/accounts/messages";
import type { TERMS_OF_USE } from "~/server/accounts/terms";
import { CloseIcon } from "../ui/icons";

/** Spec: logout 2000 ms after disagreeing. */
const LOGOUT_DELAY_MS = 2000;

/**
 * The blocking terms-of-use dialog: rendered open by the server (works without JavaScript, the page
 * behind it is inert); with JavaScript it becomes a modal, Escape shows the error instead of closing.
 */
export function TermsGate({ terms, returnTo: to }: { terms: typeof TERMS_OF_USE; returnTo?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher();
  const submit = useSubmit();
  // Without JavaScript, Close comes back as an error toast from the server: show it in the dialog.
  const root = useRouteLoaderData("root") as { toast?: { type: string; message: string } | null } | undefined;
  const [message, setMessage] = useState<string | null>(
    root?.toast?.type === "error" ? root.toast.message : null,
  );
  const [leaving, setLeaving] = useState(false);
  const busy = leaving || navigation.state !== "idle" || fetcher.state !== "idle";
  const returnTo = to ?? location.pathname + location.search;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function" || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      setMessage(ACCOUNT_MESSAGES.termsRequired);
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, []);

  useEffect(() => {
    if (!leaving || fetcher.state !== "idle" || !fetcher.data) return;
    const timer = setTimeout(
      () => submit({ intent: "logout" }, { method: "post", action: "/account/terms" }),
      LOGOUT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [leaving, fetcher.state, fetcher.data, submit]);

  return (
    <>
      <div className="fixed inset-0 z-40 bg-slate-900/60" aria-hidden="true" />
      <dialog
        ref={ref}
        open
        aria-labelledby="terms-title"
        aria-describedby="terms-intro"
        data-terms-gate
        className="fixed inset-x-0 top-[5vh] z-50 mx-auto w-[min(45rem,calc(100%-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      >
        <Form method="post" action="/account/terms">
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <h2 id="terms-title" className="text-lg font-semibold text-brand-800">
              {terms.title}
            </h2>
            <button
              type="submit"
              name="intent"
              value="close"
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
              disabled={busy}
              onClick={(e) => {
                e.preventDefault();
                setMessage(ACCOUNT_MESSAGES.termsRequired);
              }}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto px-6 py-5 text-sm leading-relaxed">
            <p id="terms-intro">{terms.intro}</p>
            <ol className="mt-3 space-y-1 pl-1">
              {terms.items.map((item) => (
                <li key={item.key} className="flex gap-2">
                  <span className="font-semibold">({item.key})</span>
                  <span>{item.text}</span>
                </li>
              ))}
            </ol>
            <p className="mt-3 text-slate-700">{terms.closing}</p>
          </div>
          <div className="border-t border-slate-200 px-6 py-4">
            <p role="alert" className="mb-3 min-h-5 text-sm font-medium text-red-800" data-terms-message>
              {message ?? ""}
            </p>
            <div className="flex justify-end gap-3">
              <button
                type="submit"
                name="intent"
                value="disagree"
                className="btn btn-secondary"
                disabled={busy}
                onClick={(e) => {
                  e.preventDefault();
                  setLeaving(true);
                  setMessage(ACCOUNT_MESSAGES.termsDisagree);
                  fetcher.submit(
                    { intent: "disagree", defer: "1" },
                    { method: "post", action: "/account/terms" },
                  );
                }}
              >
                Disagree
              </button>
              <button type="submit" name="intent" value="agree" className="btn btn-primary" disabled={busy}>
                {navigation.state === "submitting" && navigation.formData?.get("intent") === "agree"
                  ? "Saving…"
                  : "Agree"}
              </button>
            </div>
          </div>
        </Form>
      </dialog>
    </>
  );
}
