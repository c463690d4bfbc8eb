import { Form, Link, useLoaderData, useSubmit } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { SUPPORTED_COUNTRIES } from "~/server/accounts/catalogue";
import { timeZoneFor } from "~/server/accounts/greeting";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { formatIsoDate, localDate } from "~/server/format/format";
import { ATTEMPTS_PER_DAY, PASS_MARK } from "~/server/learning/attempt-rules";
import { nothingToCertifyMessage } from "~/server/points/certificate";
import { pointsStatement } from "~/server/points/points";
import {
  ACTIVITY_POINTS,
  formatPoints,
  periodFor,
  POINT_TYPES,
  RESEARCH_DAILY_CAP,
} from "~/server/points/rules";
import { can, pointTypes } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("Points");

const Query = z.object({
  type: z.enum(["cip", "cpd", "cpdnz"]).optional().catch(undefined),
  period: z.enum(["current", "last"]).catch("current").default("current"),
});

/** /points?type=cip|cpd|cpdnz&period=current|last (platform §2): cards, period select, statement, Download. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const types = pointTypes(user);
  if (!can(user, "page.points") || types.length === 0) throw new Response(null, { status: 404 });
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  // Certificate type: the query parameter when the user has it, else cip.
  const type = query.type && types.includes(query.type) ? query.type : "cip";
  const tz = timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone);
  const now = new Date();
  const today = localDate(now, tz);
  const format = user.format.dateFormat;
  const range = (which: "current" | "last") => {
    const p = periodFor(type, which, today);
    return `${formatIsoDate(p.start, format)} - ${formatIsoDate(p.end, format)}`;
  };
  const db = await getDb();
  const cards = await Promise.all(
    types.map(async (t) => {
      const s = await pointsStatement(db, user.id, t, query.period, now, tz, format);
      return { type: t, title: POINT_TYPES[t].title, total: formatPoints(s.total), cap: POINT_TYPES[t].cap };
    }),
  );
  const statement = await pointsStatement(db, user.id, type, query.period, now, tz, format);
  return {
    type,
    period: query.period,
    cards,
    options: [
      { value: "current", label: `Current (${range("current")})` },
      { value: "last", label: `Last (${range("last")})` },
    ],
    statement: {
      industries: statement.industries,
      courses: statement.courses,
      industryCourses: statement.industryCourses,
    },
    certificate: statement.total > 0 ? null : nothingToCertifyMessage(type, statement.period, format),
    rules: {
      ...ACTIVITY_POINTS,
      passMark: PASS_MARK,
      researchDailyCap: RESEARCH_DAILY_CAP,
      attemptsPerDay: ATTEMPTS_PER_DAY,
    },
  };
}

export default function Points() {
  const {
    type,
    period,
    cards,
    options,
    statement,
    rules,
    certificate: refusal,
  } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const certificate = `/points/certificate?${new URLSearchParams({ type, period })}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-800">Points</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Points from your learning in RiskCoach: passed tests ({rules.passMark}% or more), completed short
        courses and industries researched. Claimable points are capped per period.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map((c) => (
          <li key={c.type}>
            <Link
              to={`?${new URLSearchParams({ type: c.type, period })}`}
              aria-current={c.type === type ? "true" : undefined}
              className={`card block p-5 hover:border-brand-500 ${c.type === type ? "ring-2 ring-brand-600" : ""}`}
            >
              <span className="block text-sm font-semibold uppercase tracking-wide text-slate-600">
                {c.title}
              </span>
              <span className="mt-1 block text-4xl font-semibold text-brand-800">{c.total}</span>
              <span className="mt-1 block text-sm text-slate-600">
                points this period (claimable up to {c.cap})
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" className="card mt-6 flex flex-col gap-3 p-5 sm:flex-row sm:items-end">
        <input type="hidden" name="type" value={type} />
        <div>
          <label htmlFor="period" className="field-label">
            Period
          </label>
          <select
            id="period"
            name="period"
            defaultValue={period}
            className="field-input"
            onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          Show
        </button>
        {refusal ? null : (
          <a
            href={certificate}
            className="btn btn-primary sm:ml-auto"
            download="Certificate of Eligibility.pdf"
          >
            Download<span className="sr-only"> Certificate of Eligibility (PDF)</span>
          </a>
        )}
      </Form>
      {refusal ? (
        <p
          id="certificate"
          role="status"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {refusal}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <List title="Short courses completed" empty="No short courses completed in this period.">
          {statement.courses.map((c) => (
            <li key={c.course} className="py-2">
              <span className="font-medium">{c.course}</span>
              <span className="block text-sm text-slate-600">
                {c.date} · {c.time} · {c.result}%
              </span>
            </li>
          ))}
        </List>
        <List title="Industry courses completed" empty="No industry tests passed in this period.">
          {statement.industryCourses.map((c) => (
            <li key={c.industryCode} className="py-2">
              <span className="font-medium">{c.course}</span>
              <span className="block text-sm text-slate-600">
                {c.industryCode} · {c.time} · {c.result}%
              </span>
            </li>
          ))}
        </List>
        <List title="Industries researched" empty="No industries researched in this period.">
          {statement.industries.map((r) => (
            <li key={r.code} className="py-2">
              <span className="font-medium">{r.name}</span>
              <span className="block text-sm text-slate-600">
                {r.code} · {r.date}
              </span>
            </li>
          ))}
        </List>
      </div>
      <section className="mt-6 max-w-3xl text-sm text-slate-600" aria-labelledby="points-rules">
        <h2 id="points-rules" className="font-semibold text-slate-800">
          How points are earned
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            A short course completed (its test passed with {rules.passMark}% or more) earns {rules.course}{" "}
            points, and an industry test passed {rules.industryQuiz}; each counts once per period, however
            often it is passed again.
          </li>
          <li>
            Each test attempt draws different questions from a larger pool; you can start{" "}
            {rules.attemptsPerDay} attempts at a test a day.
          </li>
          <li>
            An industry counts as researched when you read its risk content (a Risk Assessment or Risk
            Description document), not when you only open its page: {rules.industry} points, once per industry
            per period, for at most {rules.researchDailyCap} industries a day.
          </li>
        </ul>
      </section>
    </div>
  );
}

function List({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="card p-5" aria-label={title}>
      <h2 className="text-lg font-semibold text-brand-800">{title}</h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        // A long list scrolls inside the card; keyboard users reach it by Tab and scroll with the arrows.
        <ul
          className="mt-2 max-h-96 divide-y divide-slate-100 overflow-auto"
          tabIndex={0}
          aria-label={`${title} (scrollable list)`}
        >
          {children}
        </ul>
      )}
    </section>
  );
}
