import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { fieldId, FormGroup } from "~/app/components/ui/Field";
import type { FormRefusal } from "~/app/lib/use-app-form";
import type { LiveShareLink } from "~/server/reports/store";
import { DownloadButton } from "./DownloadButton";

/** Fullscreen / Exit Fullscreen for the preview (spec §2 step 2); needs JS, so it renders only after hydration. */
export function FullscreenToggle({ target }: { target: string }) {
  const [ready, setReady] = useState(false);
  const [full, setFull] = useState(false);
  useEffect(() => {
    setReady(Boolean(document.fullscreenEnabled));
    const on = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", on);
    return () => document.removeEventListener("fullscreenchange", on);
  }, []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.getElementById(target)?.requestFullscreen();
      }}
    >
      {full ? "Exit Fullscreen" : "Fullscreen"}
    </button>
  );
}

/** Read-only links to the saved report: create, copy, revoke (beyond the spec; users send reports to colleagues). */
export function SharePanel({ reportId, links }: { reportId: number; links: LiveShareLink[] }) {
  return (
    <section className="card no-print p-4" aria-labelledby="share-title">
      <h2 id="share-title" className="font-semibold text-brand-800">
        Share link
      </h2>
      <p className="text-sm text-slate-600">
        Anyone with a link can read this saved report and download its PDF, without an account, until the link
        expires or you revoke it.
      </p>
      <Form method="post" action={`/reports/${reportId}/share`} className="mt-2">
        <input type="hidden" name="intent" value="create" />
        <button type="submit" className="btn btn-secondary">
          Create share link
        </button>
      </Form>
      {links.length ? (
        <ul className="mt-3 space-y-1 text-sm">
          {links.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-2">
              <span>
                Link created {l.created}, expires {l.expires}
              </span>
              <Form method="post" action={`/reports/${reportId}/share`}>
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="linkId" value={l.id} />
                <button type="submit" className="text-red-700 underline">
                  Revoke
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Step 2 of the tailored and underwriter builders (spec §2): Back, Fullscreen / Exit Fullscreen,
 * Save under the insured business name, Download, share links once saved, and the preview.
 */
export function PreviewStep({
  id,
  title,
  backTo,
  name,
  downloadHref,
  reportId,
  savedName,
  shareLinks,
  refusal,
  children,
}: {
  id: string;
  title?: string;
  backTo: string;
  name: string;
  downloadHref: string;
  reportId: number | null;
  /** The saved report's name when the draft came from one. */
  savedName?: string | null;
  shareLinks: LiveShareLink[];
  /** The action's refused Save: the business name's message and what was typed. */
  refusal?: FormRefusal;
  children: React.ReactNode;
}) {
  const nameError = refusal?.errors?.insuredBusinessName;
  return (
    <div id={id} className="space-y-4 bg-slate-50">
      {title ? <h1 className="text-xl font-semibold text-brand-800">{title}</h1> : null}
      <ErrorSummary
        items={summaryItems(refusal?.errors, ["insuredBusinessName"], fieldId)}
        refusal={refusal}
      />
      <div className="card no-print flex flex-wrap items-end gap-3 p-4">
        <Link to={backTo} className="btn btn-secondary">
          Back
        </Link>
        <FullscreenToggle target={id} />
        {/* The server checks the name: a refusal is the summary above, with and without JavaScript. */}
        <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="save" />
          <FormGroup
            id={fieldId("insuredBusinessName")}
            label="Insured business name"
            error={nameError}
            // The empty error line takes no room, so the buttons line up with the input.
            className="[&_[data-field-error]:empty]:hidden"
          >
            {(control) => (
              <input
                {...control}
                name="insuredBusinessName"
                defaultValue={refusal?.values?.insuredBusinessName ?? name}
                maxLength={200}
                aria-required="true"
                placeholder="Insured Business Name"
                className="block rounded-md border border-slate-300 px-2 py-1.5 font-normal"
              />
            )}
          </FormGroup>
          {/* "Save" updates the saved report this draft came from; "Save as new" keeps it (issue 24). */}
          <button type="submit" name="mode" value="update" className="btn btn-primary">
            Save
          </button>
          {reportId ? (
            <button type="submit" name="mode" value="new" className="btn btn-secondary">
              Save as new
            </button>
          ) : null}
        </Form>
        {reportId && savedName ? (
          <p className="w-full text-sm text-slate-700">
            Editing the saved report <strong>{savedName}</strong>: Save updates it (and not the links already
            shared, which keep what was shared); Save as new keeps it and saves a copy.
          </p>
        ) : null}
        <div className="w-48">
          <DownloadButton href={downloadHref} />
        </div>
      </div>
      {reportId ? <SharePanel reportId={reportId} links={shareLinks} /> : null}
      <div className="overflow-x-auto rounded-lg bg-slate-200 p-4">
        <div className="report-sheet">{children}</div>
      </div>
    </div>
  );
}
