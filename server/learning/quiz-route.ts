import { data, redirect } from "react-router";
import { z } from "zod";
import type { CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import { readForm } from "../http/forms";
import { contentCountry } from "../policy/policy";
import { attemptView, getAttempt, startAttempt, submitAttempt, type QuizRef } from "./quiz";
import { MISSING_ANSWER } from "./scoring";

const notFound = () => new Response(null, { status: 404 });
const AttemptParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Loader half of a quiz tab: Start test, an attempt being answered, or its marked review. */
export async function loadQuizTab(db: DbOrTx, request: Request, user: CurrentUser, quiz: QuizRef) {
  const raw = new URL(request.url).searchParams.get("attempt");
  if (raw === null) return { state: "start" as const, title: quiz.title, count: quiz.questions.length };
  const id = AttemptParam.safeParse(raw);
  const attempt = id.success ? await getAttempt(db, user.id, quiz.id, id.data) : null;
  if (!attempt) throw notFound();
  return { ...attemptView(quiz, attempt), title: quiz.title, count: quiz.questions.length };
}
export type QuizTabData = Awaited<ReturnType<typeof loadQuizTab>>;

export type QuizActionData = { missing: string[]; message: string; answers: Record<string, string> };

/**
 * Action half: intent=start creates an attempt and shows it; intent=submit checks every question
 * is answered (else 400 with 'Question must be answered' and the answers kept) and shows the
 * marked review. Both redirect (POST/redirect/GET), so the URL holds the attempt.
 */
export async function quizTabAction(db: DbOrTx, request: Request, user: CurrentUser, quiz: QuizRef) {
  const form = await readForm(request);
  const url = new URL(request.url);
  const base = url.pathname;
  const intent = form.get("intent");
  if (intent === "start") {
    const id = await startAttempt(db, user.id, quiz, contentCountry(user));
    return redirect(`${base}?attempt=${id}`);
  }
  if (intent !== "submit") throw new Response(null, { status: 400 });
  const id = AttemptParam.safeParse(form.get("attempt"));
  if (!id.success) throw notFound();
  const fields = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith("q-")));
  const result = await submitAttempt(db, user.id, quiz, id.data, fields);
  if (!result.ok && "notFound" in result) throw notFound();
  if (!result.ok)
    return data<QuizActionData>(
      { missing: result.missing, message: MISSING_ANSWER, answers: result.answers },
      { status: 400 },
    );
  return redirect(`${base}?attempt=${id.data}#quiz-result`);
}
