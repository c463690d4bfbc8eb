import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/test-your-knowledge";
import { IndustryNav, searchPrompt } from "~/app/components/industries/IndustryNav";
import { QuizNoResults, RequestTestLink } from "~/app/components/industries/RequestTest";
import { requireUser } from "~/app/lib/guard.server";
import { env } from "~/server/config/env";
import { getDb } from "~/server/db/client";
import { SearchParams, searchForUser } from "~/server/industries/search";
import { ATTEMPT_SIZE, ATTEMPTS_PER_DAY, PASS_MARK } from "~/server/learning/attempt-rules";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("Test Your Knowledge");

/**
 * Knowledge-test landing (platform §2, au and nz): quiz-only industry search, four steps, Request a
 * Test. The search box submits here (?q=): with results the user goes on to the quiz-only results
 * page; without, this page says so (spec industries §8) with the Request a Test links, so the
 * message, "click here" and the button work the same without JavaScript as in the typeahead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.testYourKnowledge")) throw new Response(null, { status: 404 });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if (q) {
    const params = SearchParams.parse({ q, quiz: "1" });
    const { hits } = await searchForUser(await getDb(), user, params);
    if (hits.length > 0) throw redirect(`/industries/search?${new URLSearchParams({ q, quiz: "1" })}`);
  }
  return { q, supportEmail: env().SUPPORT_EMAIL, ukView: can(user, "dashboard.ukView") };
}

const STEPS = [
  {
    title: "Select an industry",
    text: "Search by keyword or ANZSIC code. Only industries with a knowledge test are listed.",
  },
  {
    title: "Get knowledge",
    text: "Read the industry's hazard index, exposures, checklist and risk assessment.",
  },
  {
    title: "Answer the quiz",
    text: `Each attempt draws ${ATTEMPT_SIZE.industry} questions from a larger pool; answer every one, then check your answers with the comments. Up to ${ATTEMPTS_PER_DAY} attempts a day.`,
  },
  {
    title: "Earn CIP/CPD points",
    text: `Pass with ${PASS_MARK}% or more and the test counts towards your points, once per period.`,
  },
];

export default function TestYourKnowledge() {
  const { q, supportEmail, ukView } = useLoaderData<typeof loader>();
  return (
    <>
      <IndustryNav
        searchPrompt={searchPrompt(ukView)}
        quizOnly
        supportEmail={supportEmail}
        action="/test-your-knowledge"
        query={q}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {q ? (
          <div className="card mb-6 p-5" role="status" data-quiz-empty>
            <QuizNoResults supportEmail={supportEmail} query={q} />
          </div>
        ) : null}
        <h1 className="text-2xl font-semibold text-brand-800">Test Your Knowledge</h1>
        <p className="mt-1 max-w-3xl text-slate-700">
          Industry knowledge tests for brokers and underwriters. Find an industry in the search above, learn
          its risks, take the test and earn professional-development points.
        </p>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card p-5">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white"
              >
                {i + 1}
              </span>
              <h2 className="mt-3 text-lg font-semibold text-brand-800">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
        <section className="card mt-6 p-5" aria-labelledby="request-title">
          <h2 id="request-title" className="text-lg font-semibold text-brand-800">
            Can't find your industry?
          </h2>
          <p className="mt-1 text-sm text-slate-700">Ask us to write a knowledge test for it.</p>
          <RequestTestLink supportEmail={supportEmail} query="a new industry" />
        </section>
      </div>
    </>
  );
}
