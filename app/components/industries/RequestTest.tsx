/** Quiz-only search with no result (spec industries §8): the message and the Request a Test mail link. */

export const QUIZ_NO_RESULTS =
  "Sorry but this Knowledge Test is not currently available - try another keyword or click here to request a new Test for this Industry";

/** The mail to the product's support address, its subject naming what the user looked for. */
export function requestTestHref(supportEmail: string, query: string): string {
  const subject = new URLSearchParams({ subject: `Request a Test: ${query}` })
    .toString()
    .replace(/\+/g, "%20");
  return `mailto:${supportEmail}?${subject}`;
}

/** The Request a Test mail button (spec industries §8). */
export function RequestTestLink({ supportEmail, query }: { supportEmail: string; query: string }) {
  return (
    <a href={requestTestHref(supportEmail, query)} className="btn btn-secondary mt-2">
      Request a Test
    </a>
  );
}

const [BEFORE, AFTER] = QUIZ_NO_RESULTS.split("click here");

/**
 * The spec's sentence word for word, with "click here" a real link (the same mail as the button),
 * followed by the Request a Test button. Plain markup: it works by mouse and keyboard, with or
 * without JavaScript.
 */
export function QuizNoResults({ supportEmail, query }: { supportEmail: string; query: string }) {
  return (
    <>
      <p className="text-slate-700">
        {BEFORE}
        <a href={requestTestHref(supportEmail, query)} className="text-brand-600 underline">
          click here
        </a>
        {AFTER}
      </p>
      <RequestTestLink supportEmail={supportEmail} query={query} />
    </>
  );
}
