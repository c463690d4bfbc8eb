import { isRowId } from "../db/ids";
import { and, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { contentKeyed } from "../content/versioned";
import { pointsChanged } from "../points/changes";
import type { DbOrTx } from "../db/client";
import { industries, quizAttempts, quizzes, type QuizQuestion } from "../db/schema";
import { checkAnswers, review, scoreAnswers } from "./scoring";

/**
 * The quiz engine (platform §4 quiz flow): not started -> 'Start test' creates an attempt ->
 * answering -> submit (every question answered, else 'Question must be answered') -> marked
 * answers ('Check your answers') -> 'Done' returns to Start test. Attempts belong to one user:
 * every lookup by id filters by the owner, so another user's id is "not found".
 */

export type QuizRef = {
  id: number;
  title: string;
  kind: "course" | "industry";
  courseKey: string | null;
  industryCode: string | null;
  country: string | null;
  questions: QuizQuestion[];
};

export async function courseQuiz(db: DbOrTx, courseId: number, courseKey: string): Promise<QuizRef | null> {
  const [q] = await db
    .select({ id: quizzes.id, title: quizzes.title, questions: quizzes.questions })
    .from(quizzes)
    .where(eq(quizzes.courseId, courseId))
    .limit(1);
  return q ? { ...q, kind: "course", courseKey, industryCode: null, country: null } : null;
}

/** The industry's quiz for a content country: the country's own version, else the shared one. */
export async function industryQuiz(
  db: DbOrTx,
  industryId: number,
  country: "au" | "nz" | "gb",
): Promise<QuizRef | null> {
  const rows = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      country: quizzes.country,
      questions: quizzes.questions,
      code: industries.code,
    })
    .from(quizzes)
    .innerJoin(industries, eq(industries.id, quizzes.industryId))
    .where(
      and(eq(quizzes.industryId, industryId), or(eq(quizzes.country, country), isNull(quizzes.country))),
    );
  const q = rows.find((r) => r.country === country) ?? rows.find((r) => r.country === null);
  return q
    ? {
        id: q.id,
        title: q.title,
        kind: "industry",
        courseKey: null,
        industryCode: q.code,
        country: q.country,
        questions: q.questions,
      }
    : null;
}

/** Industries with a quiz, by content country (for the menu of every industry page; read once per content version). */
const quizIndustries = contentKeyed(async (db: DbOrTx, country: "au" | "nz" | "gb") => {
  const rows = await db
    .selectDistinct({ industryId: quizzes.industryId })
    .from(quizzes)
    .where(and(isNotNull(quizzes.industryId), or(eq(quizzes.country, country), isNull(quizzes.country))));
  return new Set(rows.map((r) => r.industryId));
});

export async function hasIndustryQuiz(db: DbOrTx, industryId: number, country: "au" | "nz" | "gb") {
  return (await quizIndustries.get(db, country)).has(industryId);
}

export async function startAttempt(
  db: DbOrTx,
  userId: number,
  quiz: QuizRef,
  country: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(quizAttempts)
    .values({
      userId,
      quizId: quiz.id,
      kind: quiz.kind,
      courseKey: quiz.courseKey,
      industryCode: quiz.industryCode,
      title: quiz.title,
      country,
      timeStart: now,
      total: quiz.questions.length,
    })
    .returning({ id: quizAttempts.id });
  return row.id;
}

/** The user's own attempt at this quiz, or null (another user's id, or another quiz's, is not found). */
export async function getAttempt(db: DbOrTx, userId: number, quizId: number, attemptId: number) {
  if (!isRowId(attemptId)) return null;
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)),
    )
    .limit(1);
  return row ?? null;
}

export type SubmitResult =
  | { ok: true; attemptId: number }
  | { ok: false; missing: string[]; answers: Record<string, string> }
  | { ok: false; notFound: true };

/**
 * Submits answers (form fields q-<questionId> = answerId). Every question must be answered; the
 * attempt is then closed with time_end and its score. A submitted attempt cannot be changed.
 */
export async function submitAttempt(
  db: DbOrTx,
  userId: number,
  quiz: QuizRef,
  attemptId: number,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<SubmitResult> {
  const attempt = await getAttempt(db, userId, quiz.id, attemptId);
  if (!attempt) return { ok: false, notFound: true };
  if (attempt.timeEnd) return { ok: true, attemptId };
  const { answers, missing } = checkAnswers(quiz.questions, raw);
  if (missing.length > 0) return { ok: false, missing, answers };
  const score = scoreAnswers(quiz.questions, answers);
  await db
    .update(quizAttempts)
    .set({ timeEnd: now, answers, ...score })
    .where(
      and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId), isNull(quizAttempts.timeEnd)),
    );
  pointsChanged(userId);
  return { ok: true, attemptId };
}

/** What the quiz tab shows for an attempt: questions to answer, or the marked review. */
export function attemptView(quiz: QuizRef, attempt: NonNullable<Awaited<ReturnType<typeof getAttempt>>>) {
  if (!attempt.timeEnd)
    return {
      state: "answering" as const,
      attemptId: attempt.id,
      questions: quiz.questions.map((q) => ({
        id: q.id,
        question: q.question,
        answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
      })),
    };
  return {
    state: "review" as const,
    attemptId: attempt.id,
    result: attempt.result ?? 0,
    correct: attempt.correct,
    answered: attempt.answered,
    passed: attempt.passed,
    questions: review(quiz.questions, attempt.answers),
  };
}

/** Completed attempts of a user, newest first (spec §9: quiz attempts page size 100). */
export async function completedAttempts(db: DbOrTx, userId: number, limit = 100) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.timeEnd)))
    .orderBy(desc(quizAttempts.timeEnd))
    .limit(limit);
}
