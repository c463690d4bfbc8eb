import { Link } from "react-router";

/**
 * Public landing hero. The full landing page (counters, features carousel, four steps, class map)
 * belongs to the landing issue; this is the first screen a visitor sees until then.
 */
export function Landing({ enquireHref, loginHref }: { enquireHref: string; loginHref: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 pb-20 pt-36 text-white">
      <svg
        className="absolute -right-24 top-10 h-[28rem] w-[28rem] text-white/5"
        viewBox="0 0 200 200"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M100 5 20 35v55c0 50 34 88 80 105 46-17 80-55 80-105V35L100 5z" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">
          Risk information for insurance professionals
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
          Know your client&apos;s industry before the meeting.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">
          Look up more than 7,000 industries and occupations, read hazard ratings across 14 insurance classes,
          and hand your client a tailored risk report, all from one place.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={loginHref} className="btn bg-accent-600 px-6 py-3 text-white hover:bg-accent-500">
            Log in
          </Link>
          <a
            href={enquireHref}
            target="_blank"
            rel="noopener noreferrer"
            className="btn border border-white/60 px-6 py-3 text-white hover:bg-white/10"
          >
            Contact Us / Enquire<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <p className="mt-10 max-w-2xl text-sm text-white/70">
          Content is general information only and is not advice. Consider your client&apos;s circumstances and
          the policy wording.
        </p>
      </div>
    </section>
  );
}
