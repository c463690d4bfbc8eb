import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { QuizActionData, QuizTabData } from "~/app/lib/quiz-route.server";

const MISSING = "Question must be answered";
/** Where Done leads: the quiz's heading, which then has the keyboard. */
const QUIZ_TITLE = "quiz-title";

/**
 * The quiz flow of platform §4: 'Start test' -> questions (radio groups in a plain form) ->
 * 'Check your answers' with every option flagged -> 'Done' back to Start test. Without JavaScript
 * the server answers an incomplete submit with the message next to each missing question; with
 * it the check runs first and focuses and scrolls to the first missing question.
 */
export function QuizPanel({
  quiz,
  actionData,
  basePath,
  heading = "Test Your Knowledge",
  headingLevel = 2,
}: {
  quiz: QuizTabData;
  actionData: QuizActionData | undefined;
  basePath: string;
  heading?: string;
  /** 1 where the panel is the page's main content (the industry quiz tab), 2 under a course title. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // After Done (a link to #quiz-title) the keyboard is on the heading above Start test: without
  // JavaScript the browser focuses the fragment's target (it takes focus: tabIndex -1); hydrated,
  // this effect does, as a router navigation does not.
  const { hash, key } = useLocation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash === `#${QUIZ_TITLE}`) title.current?.focus();
  }, [hash, key]);
  return (
    <section aria-labelledby={QUIZ_TITLE} className="card p-6">
      <Heading
        id={QUIZ_TITLE}
        ref={title}
        tabIndex={-1}
        className="text-xl font-semibold text-brand-800 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
      >
        {heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        {quiz.title}
        {quiz.version ? ` · ${quiz.version}` : null} · {quiz.count} questions drawn at random from {quiz.pool}
        . General information, not advice.
      </p>
      {quiz.state === "start" ? (
        <StartTest quiz={quiz} actionData={actionData} busy={busy} />
      ) : quiz.state === "answering" ? (
        <Questions quiz={quiz} actionData={actionData} busy={busy} />
      ) : (
        <Review quiz={quiz} basePath={basePath} />
      )}
    </section>
  );
}

type Starting = Extract<QuizTabData, { state: "start" }>;
type Answering = Extract<QuizTabData, { state: "answering" }>;
type Reviewed = Extract<QuizTabData, { state: "review" }>;

/**
 * Start test with the rules of an attempt; today's open attempt is continued rather than a new one
 * drawn; once today's attempts are used the limit message (with the date the next one opens) shows
 * instead of the button. The server enforces the same limit on every start.
 */
function StartTest({
  quiz,
  actionData,
  busy,
}: {
  quiz: Starting;
  actionData: QuizActionData | undefined;
  busy: boolean;
}) {
  const limit = quiz.limit ?? (actionData?.limit ? actionData.message : null);
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">
        Pass mark {quiz.passMark}%. Each attempt draws different questions and shuffles the options; you can
        start {quiz.perDay} attempts a day.{" "}
        {limit ? null : (
          <span data-attempts-left={quiz.left}>
            Attempts left today: {quiz.left} of {quiz.perDay}.
          </span>
        )}
      </p>
      {limit ? (
        <p
          role="alert"
          data-attempt-limit
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {limit}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {quiz.resume ? "Continue test" : "Start test"}
          </button>
        </Form>
      )}
    </div>
  );
}

function Questions({
  quiz,
  actionData,
  busy,
}: {
  quiz: Answering;
  actionData: QuizActionData | undefined;
  busy: boolean;
}) {
  const [missing, setMissing] = useState<string[]>(actionData?.missing ?? []);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setMissing(actionData?.missing ?? []), [actionData]);
  const focusFirst = (ids: string[]) => {
    const first = ids[0] && formRef.current?.querySelector<HTMLElement>(`#question-${ids[0]}`);
    if (!first) return;
    first.scrollIntoView({ behavior: "smooth", block: "center" });
    first.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (actionData?.missing?.length) focusFirst(actionData.missing);
  }, [actionData]);
  // After Start test the keyboard moves to the first question (autofocus without JavaScript).
  const startFocus = !actionData?.missing?.length;
  const firstQuestion = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (startFocus) firstQuestion.current?.focus();
    // Once, when the questions appear: not again as answers change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const kept = actionData?.answers ?? {};
  return (
    <Form
      method="post"
      ref={formRef}
      className="mt-6"
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const ids = quiz.questions
          .filter((q) => !form.querySelector(`input[name="q-${q.id}"]:checked`))
          .map((q) => q.id);
        setMissing(ids);
        if (ids.length > 0) {
          event.preventDefault();
          focusFirst(ids);
        }
      }}
    >
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="attempt" value={quiz.attemptId} />
      {missing.length > 0 ? (
        <p role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {MISSING}: {missing.length} of {quiz.questions.length} still to answer.
        </p>
      ) : actionData?.message && !actionData.missing.length ? (
        <p role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <ol className="space-y-6">
        {quiz.questions.map((q, i) => {
          const isMissing = missing.includes(q.id);
          return (
            <li key={q.id}>
              <fieldset
                id={`question-${q.id}`}
                ref={i === 0 ? firstQuestion : undefined}
                tabIndex={i === 0 ? -1 : undefined}
                autoFocus={i === 0 && startFocus}
                aria-describedby={isMissing ? `question-${q.id}-error` : undefined}
                className={`rounded-lg border p-4 ${isMissing ? "border-red-600" : "border-slate-200"}`}
              >
                <legend className="px-1 font-semibold text-slate-900">
                  {i + 1}. {q.question}
                </legend>
                <div className="mt-2 space-y-2">
                  {q.answers.map((a) => (
                    <label
                      key={a.id}
                      className="flex cursor-pointer items-start gap-3 rounded p-2 hover:bg-slate-50"
                    >
                      <input
                        type="radio"
                        name={`q-${q.id}`}
                        value={a.id}
                        defaultChecked={kept[q.id] === a.id}
                        className="mt-1 h-4 w-4"
                        onChange={() => setMissing((m) => m.filter((id) => id !== q.id))}
                      />
                      <span>{a.text}</span>
                    </label>
                  ))}
                </div>
                {isMissing ? (
                  <p id={`question-${q.id}-error`} className="mt-2 text-sm font-semibold text-red-700">
                    {MISSING}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" className="btn btn-primary mt-6" disabled={busy}>
        Submit answers
      </button>
    </Form>
  );
}

function Review({ quiz, basePath }: { quiz: Reviewed; basePath: string }) {
  // The result is the confirmation of Submit answers: it takes the keyboard (autofocus without JS).
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => result.current?.focus(), []);
  return (
    <div className="mt-6">
      <div id="quiz-result" ref={result} className="rounded-lg bg-slate-100 p-4" tabIndex={-1} autoFocus>
        <h3 className="text-lg font-semibold text-brand-800">Check your answers</h3>
        <p className="mt-1">
          Result: <strong>{quiz.result}%</strong> ({quiz.correct} of {quiz.answered} answered correctly).{" "}
          {quiz.passed
            ? "Passed. A test earns its points once per period."
            : `Not passed: ${quiz.passMark}% is needed to earn points. Your next attempt draws different questions.`}
        </p>
      </div>
      <ol className="mt-6 space-y-6">
        {quiz.questions.map((q, i) => (
          <li key={q.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold">
              {i + 1}. {q.question}{" "}
              <span className={q.correct ? "text-green-800" : "text-red-700"}>
                ({q.correct ? "correct" : "incorrect"})
              </span>
            </p>
            <ul className="mt-2 space-y-2">
              {q.answers.map((a) => {
                const flag = a.isCorrect ? "Correct" : a.userAnswered ? "Incorrect" : null;
                return (
                  <li
                    key={a.id}
                    className={`rounded border p-3 ${
                      a.isCorrect
                        ? "border-green-300 bg-green-50"
                        : a.userAnswered
                          ? "border-red-300 bg-red-50"
                          : "border-slate-200"
                    }`}
                    data-answer-state={a.isCorrect ? "correct" : a.userAnswered ? "incorrect" : "other"}
                  >
                    <p>
                      <span data-answer-text>{a.text}</span>
                    </p>
                    {a.userAnswered || flag ? (
                      <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                        {a.userAnswered ? (
                          <span className="rounded-full bg-slate-700 px-2 py-0.5 text-white">
                            Your answer
                          </span>
                        ) : null}
                        {flag ? (
                          <span
                            className={`rounded-full px-2 py-0.5 text-white ${a.isCorrect ? "bg-green-800" : "bg-red-700"}`}
                          >
                            {flag}
                          </span>
                        ) : null}
                      </p>
                    ) : null}
                    <p className="mt-1 text-sm text-slate-700">{a.comment}</p>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      <Link to={`${basePath}#${QUIZ_TITLE}`} className="btn btn-primary mt-6">
        Done
      </Link>
    </div>
  );
}
