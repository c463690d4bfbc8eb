import { isRowId } from "../db/ids";
import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { contentKeyed } from "../content/versioned";
import { pointsChanged } from "../points/changes";
import type { DbOrTx } from "../db/client";
import { industries, quizAttempts, quizzes, type QuizQuestion } from "../db/schema";
import { formatDate, localDate } from "../format/format";
import {
  ATTEMPT_SIZE,
  ATTEMPTS_PER_DAY,
  attemptLimitMessage,
  attemptsLeft,
  drawAttempt,
  drawnQuestions,
  nextDay,
  type Rng,
} from "./attempt-rules";
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

/** Recent attempts looked at when drawing: enough to cycle through a pool of three attempts. */
const RECENT_ATTEMPTS = 4;

export type StartResult =
  | { ok: true; attemptId: number; resumed: boolean }
  | { ok: false; limit: { message: string; opens: string } };

/** A user's latest attempts at a quiz, newest first: enough for today's count and the recent draws. */
async function recentAttempts(db: DbOrTx, userId: number, quizId: number) {
  return db
    .select({
      id: quizAttempts.id,
      timeStart: quizAttempts.timeStart,
      timeEnd: quizAttempts.timeEnd,
      drawn: quizAttempts.drawn,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
    .orderBy(desc(quizAttempts.timeStart), desc(quizAttempts.id))
    .limit(RECENT_ATTEMPTS + ATTEMPTS_PER_DAY);
}

/** Where the user stands today at a quiz: attempts left, and the refusal once none are. */
export async function attemptAllowance(
  db: DbOrTx,
  userId: number,
  quizId: number,
  timeZone: string,
  dateFormat: string,
  now = new Date(),
) {
  const today = localDate(now, timeZone);
  const rows = await recentAttempts(db, userId, quizId);
  const todays = rows.filter((r) => localDate(r.timeStart, timeZone) === today);
  const open = todays.find((r) => !r.timeEnd) ?? null;
  const left = attemptsLeft(todays.length);
  const opens = formatDate(nextDay(today), { dateFormat });
  return {
    rows,
    open,
    left,
    limit: left === 0 && !open ? { message: attemptLimitMessage(opens), opens } : null,
  };
}

/**
 * 'Start test': resumes today's unsubmitted attempt at this quiz if there is one (a second click
 * or a reload does not use another attempt or reveal more questions); else, while today's attempts
 * are not used up, draws the questions (avoiding the recent attempts' ones) and their option order
 * and stores them with the new attempt. Refused with the limit message and the date the next
 * attempt opens (in the user's date format) once today's attempts are used.
 */
export async function startAttempt(
  db: DbOrTx,
  userId: number,
  quiz: QuizRef,
  country: string,
  options: { timeZone: string; dateFormat: string; now?: Date; rng?: Rng },
): Promise<StartResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // One start at a time per user, so two tabs cannot both slip past the daily limit.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId})`);
    const allowance = await attemptAllowance(tx, userId, quiz.id, options.timeZone, options.dateFormat, now);
    if (allowance.open) return { ok: true as const, attemptId: allowance.open.id, resumed: true };
    if (allowance.limit) return { ok: false as const, limit: allowance.limit };
    const recent = allowance.rows.slice(0, RECENT_ATTEMPTS).map((r) => r.drawn.map((d) => d.id));
    const drawn = drawAttempt(quiz.questions, recent, ATTEMPT_SIZE[quiz.kind], options.rng);
    const [row] = await tx
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
        total: drawn.length,
        drawn,
      })
      .returning({ id: quizAttempts.id });
    return { ok: true as const, attemptId: row.id, resumed: false };
  });
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
  | { ok: false; foreign: string[] }
  | { ok: false; notFound: true };

/** A submission that answers questions this attempt did not ask (the client does not choose them). */
export const FOREIGN_ANSWERS = "Answer only the questions of this attempt.";

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
  const asked = drawnQuestions(quiz.questions, attempt.drawn);
  const askedIds = new Set(asked.map((q) => q.id));
  const foreign = Object.keys(raw)
    .filter((k) => k.startsWith("q-") && !askedIds.has(k.slice(2)))
    .map((k) => k.slice(2));
  if (foreign.length > 0) return { ok: false, foreign };
  const { answers, missing } = checkAnswers(asked, raw);
  if (missing.length > 0) return { ok: false, missing, answers };
  const score = scoreAnswers(asked, answers);
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
  const asked = drawnQuestions(quiz.questions, attempt.drawn);
  if (!attempt.timeEnd)
    return {
      state: "answering" as const,
      attemptId: attempt.id,
      questions: asked.map((q) => ({
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
    questions: review(asked, attempt.answers),
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
