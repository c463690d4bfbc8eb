import { data, redirect } from "react-router";
import { z } from "zod";
import { SUPPORTED_COUNTRIES } from "~/server/accounts/catalogue";
import { timeZoneFor } from "~/server/accounts/greeting";
import type { CurrentUser } from "~/server/accounts/viewer";
import type { DbOrTx } from "~/server/db/client";
import { readForm } from "./forms.server";
import { contentCountry } from "~/server/policy/policy";
import { ATTEMPT_SIZE, ATTEMPTS_PER_DAY, PASS_MARK } from "~/server/learning/attempt-rules";
import {
  attemptAllowance,
  attemptView,
  FOREIGN_ANSWERS,
  getAttempt,
  startAttempt,
  submitAttempt,
  type QuizRef,
} from "~/server/learning/quiz";
import { MISSING_ANSWER } from "~/server/learning/scoring";

const notFound = () => new Response(null, { status: 404 });
const AttemptParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The user's time zone (client hint, else the country's) and date format, for the daily attempt limit. */
function userClock(request: Request, user: CurrentUser) {
  return {
    timeZone: timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone),
    dateFormat: user.format.dateFormat,
  };
}

/** Loader half of a quiz tab: Start test (with today's attempts left), an attempt being answered, or its marked review. */
export async function loadQuizTab(db: DbOrTx, request: Request, user: CurrentUser, quiz: QuizRef) {
  const common = {
    title: quiz.title,
    count: Math.min(ATTEMPT_SIZE[quiz.kind], quiz.questions.length),
    pool: quiz.questions.length,
    passMark: PASS_MARK,
    perDay: ATTEMPTS_PER_DAY,
    /** The country version of an industry quiz (its law differs), or null when shared. */
    version:
      quiz.country === "au" ? "Australian version" : quiz.country === "nz" ? "New Zealand version" : null,
  };
  const raw = new URL(request.url).searchParams.get("attempt");
  if (raw === null) {
    const clock = userClock(request, user);
    const allowance = await attemptAllowance(db, user.id, quiz.id, clock.timeZone, clock.dateFormat);
    return {
      state: "start" as const,
      ...common,
      left: allowance.left,
      resume: allowance.open?.id ?? null,
      limit: allowance.limit?.message ?? null,
    };
  }
  const id = AttemptParam.safeParse(raw);
  const attempt = id.success ? await getAttempt(db, user.id, quiz.id, id.data) : null;
  if (!attempt) throw notFound();
  return { ...attemptView(quiz, attempt), ...common };
}
export type QuizTabData = Awaited<ReturnType<typeof loadQuizTab>>;

export type QuizActionData = {
  missing: string[];
  message: string;
  answers: Record<string, string>;
  /** Set when Start test was refused by the daily attempt limit. */
  limit?: boolean;
};

/**
 * Action half: intent=start draws and stores a new attempt (or resumes today's open one) and
 * shows it, or answers 429 with the daily limit message; intent=submit checks every drawn question
 * is answered (else 400 with 'Question must be answered' and the answers kept) and shows the
 * marked review. Both redirect on success (POST/redirect/GET), so the URL holds the attempt.
 */
export async function quizTabAction(db: DbOrTx, request: Request, user: CurrentUser, quiz: QuizRef) {
  const form = await readForm(request);
  const url = new URL(request.url);
  const base = url.pathname;
  const intent = form.get("intent");
  if (intent === "start") {
    const started = await startAttempt(db, user.id, quiz, contentCountry(user), userClock(request, user));
    if (!started.ok)
      return data<QuizActionData>(
        { missing: [], message: started.limit.message, answers: {}, limit: true },
        { status: 429 },
      );
    return redirect(`${base}?attempt=${started.attemptId}`);
  }
  if (intent !== "submit") throw new Response(null, { status: 400 });
  const id = AttemptParam.safeParse(form.get("attempt"));
  if (!id.success) throw notFound();
  const fields = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith("q-")));
  const result = await submitAttempt(db, user.id, quiz, id.data, fields);
  if (!result.ok && "notFound" in result) throw notFound();
  if (!result.ok && "foreign" in result)
    return data<QuizActionData>({ missing: [], message: FOREIGN_ANSWERS, answers: {} }, { status: 400 });
  if (!result.ok)
    return data<QuizActionData>(
      { missing: result.missing, message: MISSING_ANSWER, answers: result.answers },
      { status: 400 },
    );
  return redirect(`${base}?attempt=${id.data}#quiz-result`);
}
