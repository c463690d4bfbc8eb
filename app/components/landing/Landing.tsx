import { Link } from "react-router";
import { CLASS_MAP_LABELS, ClassMap, DashboardTeaser } from "./illustrations";
import { formatNumber } from "~/server/format/amount";

export type LandingProps = {
  enquireHref: string;
  loginHref: string;
  counts: { industries: number; classes: number };
};

const number = (n: number) => formatNumber(n, { decimals: 0 });

/** Platform §2: seven features in the home carousel. */
export const HOME_FEATURES = [
  {
    title: "Quick & Tailored Report",
    text: "Open an industry and a quick report is ready: hazard ratings, exposures and a checklist under your name and logo. Want it to reflect what you know about the client? Re-rate each class, add your comments and choose your theme, then print or save the PDF. Clients keep a document that explains their risks in plain words, and you keep a record of the advice conversation.",
  },
  {
    title: "Hazard Index",
    text: "Every industry is rated from 0 to 100 for each insurance class, grouped as low, medium or high, with the reasons behind each rating written in one sentence you can repeat to a client. Compare the classes at a glance on a chart or a grid and see where the premium and the questions should go.",
  },
  {
    title: "Significant Exposures",
    text: "Six to twelve exposures per industry, each naming a hazard and what it leads to: the fryer and extraction duct that give a café its fire load, the cash on hand that attracts theft, the delivery van that carries the business. A fast way to prepare for a meeting and to spot what a proposal form has missed.",
  },
  {
    title: "Risk Checklist",
    text: "Key questions for each main class of cover, plus general and core questions, grouped by premises, fire protection, security, housekeeping, processes, people, contracts and data. Take it to the site visit, tick what you have covered and add the answers to the report.",
  },
  {
    title: "Industry Codes",
    text: "ANZSIC 2006, UK SIC 2007 and NAICS 2017 codes for every industry, so you can match an insurer's classification, check a client's stated occupation and search by code as well as by name. Aliases and trade names lead to the same industry.",
  },
  {
    title: "Endorsement Lists",
    text: "For industrial special risks policies, the endorsements that usually matter for the trade, each with its wording in brief and why it is worth raising with the client or the underwriter.",
  },
  {
    title: "The Market",
    text: "For Australian industries with an active market, a link to insurers' appetite for the trade, so you can see who writes the risk before you go to market.",
  },
] as const;

const STEPS = [
  [
    "Classify the risks",
    "Drag and drop each insurance class into the hazard group you judge right for this client.",
  ],
  ["Add Comments", "Explain each rating in your own words, class by class."],
  ["Customise it", "Your logo, contact details and report theme on every page."],
  ["Preview, Print or Save", "Check the layout, print it or save the PDF for your client."],
] as const;

function Counter({ value, label }: { value: number; label: string }) {
  return (
    <div className="text-center">
      <p className="text-4xl font-bold text-white sm:text-5xl">
        {/* enhance.js counts this up over 3 s; the final number is already here without JavaScript. */}
        <span aria-hidden="true" data-count-to={value}>
          {number(value)}
        </span>
        <span className="sr-only">{number(value)}</span>
      </p>
      <p className="mt-2 text-white/85">{label}</p>
    </div>
  );
}

function Enquire({ href, className }: { href: string; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Contact Us / Enquire<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The public landing page (platform §2), server-rendered without React; public/enhance.js adds motion. */
export function Landing({ enquireHref, loginHref, counts }: LandingProps) {
  return (
    <>
      {/* Banner */}
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
            Look up more than {number(Math.floor(counts.industries / 1000) * 1000)} industries and
            occupations, read hazard ratings across {counts.classes} insurance classes, and hand your client a
            tailored risk report, all from one place.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to={loginHref} className="btn bg-accent-700 px-6 py-3 text-white hover:bg-accent-600">
              Log in
            </Link>
            <Enquire
              href={enquireHref}
              className="btn border border-white/60 px-6 py-3 text-white hover:bg-white/10"
            />
          </div>
          <p className="mt-10 max-w-2xl text-sm text-white/75">
            Content is general information only and is not advice. Consider your client&apos;s circumstances
            and the policy wording.
          </p>
        </div>
      </section>

      {/* Features */}
      <section className="bg-white py-16" aria-labelledby="features-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="features-title" className="text-3xl font-semibold text-brand-800">
            Everything for the risk conversation
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {[
              [
                "Industry risk at a glance",
                "Hazard ratings with reasons, exposures, materials and checklists for each trade.",
              ],
              ["Reports your client keeps", "Quick and tailored PDF reports in your name, logo and colours."],
              ["Training that counts", "Short courses and knowledge tests that earn CIP and CPD points."],
              [
                "Calculators",
                "Under-insurance, building cost and business interruption, worked out with the client.",
              ],
            ].map(([title, text]) => (
              <li key={title} className="rounded-lg border border-slate-200 p-6">
                <h3 className="font-semibold text-brand-800">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Counters */}
      <section className="bg-brand-800 py-14" aria-label="RiskCoach in numbers">
        <div className="mx-auto grid max-w-4xl gap-10 px-4 sm:grid-cols-2 sm:px-6">
          <Counter value={counts.industries} label="industries and occupations" />
          <Counter value={counts.classes} label="insurance classes" />
        </div>
      </section>

      {/* About (parallax block: appears once scrolled past window height + 500 px, with JavaScript) */}
      <section id="about" className="landing-parallax bg-slate-100 py-20" aria-labelledby="about-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6" data-reveal>
          <h2 id="about-title" className="text-3xl font-semibold text-brand-800">
            About RiskCoach
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Built for brokers, advisers and underwriters who need to understand a business quickly and explain
            its risks clearly.
          </p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div className="card p-6">
              <h3 className="text-xl font-semibold text-brand-800">Training tools</h3>
              <p className="mt-2 text-slate-700">
                Short courses, one idea per unit with a worked example, and knowledge tests per industry.
                Passed tests and completed courses count towards CIP and CPD points, with a certificate to
                download.
              </p>
            </div>
            <div className="card p-6">
              <h3 className="text-xl font-semibold text-brand-800">Calculator tools</h3>
              <p className="mt-2 text-slate-700">
                Show a client what average does to a claim with the under-insurance calculator, estimate a
                rebuild with the building cost calculator, and size business interruption cover.
              </p>
            </div>
          </div>
        </div>
      </section>

      {/* Tailor your Risk Report */}
      <section className="bg-white py-16" aria-labelledby="tailor-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="tailor-title" className="text-3xl font-semibold text-brand-800">
            Tailor your Risk Report
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(([title, text], i) => (
              <li key={title} className="rounded-lg bg-slate-50 p-6">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 font-semibold text-brand-800">
                  <span className="sr-only">Step {i + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Dashboard teaser */}
      <section className="bg-slate-50 py-16" aria-labelledby="teaser-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="teaser-title" className="text-3xl font-semibold text-brand-800">
              Your dashboard
            </h2>
            <p className="mt-3 text-lg text-slate-700">
              Search an industry, pick up the reports you were working on, read about each class of cover and
              keep an eye on your points, from the first screen after you log in.
            </p>
            <Link to={loginHref} className="btn btn-primary mt-6 px-6 py-3">
              Log in to your dashboard
            </Link>
          </div>
          <figure className="rounded-xl shadow-xl">
            <DashboardTeaser />
            <figcaption className="sr-only">
              A sketch of the dashboard: greeting, industry search, insurance classes, recent activities and
              profile.
            </figcaption>
          </figure>
        </div>
      </section>

      {/* Class map */}
      <section className="bg-white py-16" aria-labelledby="map-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="map-title" className="text-3xl font-semibold text-brand-800">
            One business, many risks
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            A fire in the warehouse, a closed shop, a hacked laptop, a slip on a wet floor: each is a
            different class of cover, and RiskCoach rates them all for every industry.
          </p>
          <figure className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-center">
            <ClassMap />
            <figcaption>
              <ol className="space-y-3">
                {CLASS_MAP_LABELS.map((label, i) => (
                  <li key={label} className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <span className="font-medium text-slate-800">{label}</span>
                  </li>
                ))}
              </ol>
            </figcaption>
          </figure>
        </div>
      </section>

      {/* Feature carousel: CSS scroll-snap; enhance.js animates the dots (400 ms). */}
      <section className="bg-slate-100 py-16" aria-labelledby="carousel-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6" data-carousel>
          <h2 id="carousel-title" className="text-3xl font-semibold text-brand-800">
            Inside every industry
          </h2>
          <ul
            className="feature-track mt-8"
            data-track
            tabIndex={0}
            aria-label="Features"
            aria-roledescription="carousel"
          >
            {HOME_FEATURES.map((f, i) => (
              <li
                key={f.title}
                id={`feature-${i + 1}`}
                className="feature-slide card p-6"
                aria-roledescription="slide"
              >
                <h3 className="text-lg font-semibold text-brand-800">{f.title}</h3>
                <p className="mt-2 line-clamp-10 text-slate-700">{f.text}</p>
              </li>
            ))}
          </ul>
          <nav aria-label="Features carousel" className="mt-6 flex justify-center gap-2">
            {HOME_FEATURES.map((f, i) => (
              <a
                key={f.title}
                href={`#feature-${i + 1}`}
                data-dot={i}
                aria-current={i === 0 ? "true" : undefined}
                className="feature-dot"
              >
                <span className="sr-only">{f.title}</span>
              </a>
            ))}
          </nav>
        </div>
      </section>

      {/* Closing call to action */}
      <section className="bg-brand-900 py-14 text-white" aria-labelledby="cta-title">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          <h2 id="cta-title" className="text-2xl font-semibold">
            Bring RiskCoach to your team.
          </h2>
          <Enquire
            href={enquireHref}
            className="btn bg-accent-700 px-6 py-3 text-white hover:bg-accent-600"
          />
        </div>
      </section>
    </>
  );
}
