import type { QuizQuestion } from "../db/schema";

/**
 * Quiz attempt rules (docs/points.md, issue 21): pure functions, unit-tested. An attempt draws a
 * few questions from the quiz's pool (the pool is at least three times an attempt), avoiding the
 * questions of the user's recent attempts, and shuffles every question's options so the correct
 * answer's position is balanced across the attempt. What was drawn is stored with the attempt.
 */

/** Questions in one attempt, by quiz kind. */
export const ATTEMPT_SIZE = { course: 5, industry: 3 } as const;
/** A pool holds at least this many attempts' worth of questions. */
export const POOL_FACTOR = 3;
/** A quiz is passed at this percentage or more. */
export const PASS_MARK = 80;
/** Attempts a user may start at one quiz in one calendar day (the user's time zone). */
export const ATTEMPTS_PER_DAY = 3;

export type QuizKind = keyof typeof ATTEMPT_SIZE;

/** The smallest pool a quiz of this kind may have. */
export const minPool = (kind: QuizKind) => ATTEMPT_SIZE[kind] * POOL_FACTOR;

/** One drawn question as stored with the attempt: its id and its answer ids in display order. */
export type DrawnQuestion = { id: string; answers: string[] };

/** A random integer in [0, n). Injected in tests. */
export type Rng = (n: number) => number;
/** Uniform, from the Web Crypto API (Node 20+ and browsers), by rejection sampling. */
export const secureRng: Rng = (n) => {
  if (n <= 1) return 0;
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % n;
  }
};

export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Picks `size` question ids from the pool. `recent` holds the question ids of the user's earlier
 * attempts at this quiz, newest first: questions not in any of them come first, then those seen
 * longest ago; ties are broken at random. With a pool of three attempts, three attempts in a row
 * share no question and any two consecutive attempts share none.
 */
export function drawQuestionIds(
  pool: readonly string[],
  recent: readonly (readonly string[])[],
  size: number,
  rng: Rng = secureRng,
): string[] {
  const lastSeen = new Map<string, number>();
  recent.forEach((ids, age) => {
    for (const id of ids) if (!lastSeen.has(id)) lastSeen.set(id, age);
  });
  // Larger is better: never seen is best, then seen longest ago.
  const freshness = (id: string) => (lastSeen.has(id) ? lastSeen.get(id)! : Number.MAX_SAFE_INTEGER);
  const ranked = shuffle(pool, rng)
    .map((id, order) => ({ id, order, fresh: freshness(id) }))
    .sort((a, b) => b.fresh - a.fresh || a.order - b.order);
  return ranked.slice(0, Math.min(size, pool.length)).map((r) => r.id);
}

/**
 * The options of each drawn question in display order. The correct answer's positions across the
 * attempt come from a shuffled deck holding each of the first three positions equally often (every
 * question has at least three options), so within one attempt no position repeats more than the
 * others; questions with four or five options may put it in any position. Wrong answers fill the
 * other places in random order.
 */
export function arrangeOptions(questions: readonly QuizQuestion[], rng: Rng = secureRng): DrawnQuestion[] {
  const slots = 3;
  const deck = shuffle(
    Array.from({ length: Math.ceil(questions.length / slots) * slots }, (_, i) => i % slots),
    rng,
  );
  return questions.map((q, i) => {
    const correct = q.answers.find((a) => a.correct);
    const wrong = shuffle(
      q.answers.filter((a) => a !== correct),
      rng,
    ).map((a) => a.id);
    if (!correct) return { id: q.id, answers: wrong };
    const k = q.answers.length;
    const target = k === slots ? deck[i] : rng(k);
    wrong.splice(Math.min(target, wrong.length), 0, correct.id);
    return { id: q.id, answers: wrong };
  });
}

/** Draws an attempt: the questions (avoiding recent ones) with their options arranged. */
export function drawAttempt(
  pool: readonly QuizQuestion[],
  recent: readonly (readonly string[])[],
  size: number,
  rng: Rng = secureRng,
): DrawnQuestion[] {
  const byId = new Map(pool.map((q) => [q.id, q]));
  const ids = drawQuestionIds(
    pool.map((q) => q.id),
    recent,
    size,
    rng,
  );
  return arrangeOptions(
    ids.map((id) => byId.get(id)!),
    rng,
  );
}

/**
 * The drawn questions of an attempt resolved against the current pool, options in the drawn order.
 * A question or option removed from the content since the draw is left out. An attempt stored
 * before draws existed (no drawn list) is the whole pool in authored order.
 */
export function drawnQuestions(
  pool: readonly QuizQuestion[],
  drawn: readonly DrawnQuestion[],
): QuizQuestion[] {
  if (drawn.length === 0) return [...pool];
  const byId = new Map(pool.map((q) => [q.id, q]));
  const out: QuizQuestion[] = [];
  for (const d of drawn) {
    const q = byId.get(d.id);
    if (!q) continue;
    const answers = d.answers
      .map((id) => q.answers.find((a) => a.id === id))
      .filter((a): a is QuizQuestion["answers"][number] => Boolean(a));
    // Options added since the draw go last, so the question stays answerable.
    for (const a of q.answers) if (!answers.includes(a)) answers.push(a);
    out.push({ ...q, answers });
  }
  return out;
}

/** How many attempts the user has left at a quiz today, from the count already started today. */
export const attemptsLeft = (startedToday: number) => Math.max(0, ATTEMPTS_PER_DAY - startedToday);

/** The refusal when today's attempts are used up; `opens` is tomorrow in the user's date format. */
export function attemptLimitMessage(opens: string): string {
  return `You have used the ${ATTEMPTS_PER_DAY} attempts allowed at this test today. Your next attempt opens on ${opens}.`;
}

/** The calendar day after a "YYYY-MM-DD" date. */
export function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Where the correct answer sits: first, last, or in between (the lint's position classes). */
export type PositionClass = "first" | "middle" | "last";
export function correctPosition(answers: readonly { correct: boolean }[]): PositionClass | null {
  const i = answers.findIndex((a) => a.correct);
  if (i < 0) return null;
  return i === 0 ? "first" : i === answers.length - 1 ? "last" : "middle";
}

/** Share bounds of each position class in an authored pool (content lint). */
export const POSITION_SHARE = { min: 0.2, max: 0.5 } as const;

/**
 * The authored position distribution of a pool's correct answers: each class (first, middle,
 * last) must hold at least 20% and at most 50% of the questions, so no pool teaches "it is never
 * the first one". Returns the problems found (empty when balanced).
 */
export function positionProblems(
  questions: readonly { answers: readonly { correct: boolean }[] }[],
): string[] {
  const counts: Record<PositionClass, number> = { first: 0, middle: 0, last: 0 };
  for (const q of questions) {
    const p = correctPosition(q.answers);
    if (p) counts[p] += 1;
  }
  const n = questions.length;
  if (n === 0) return [];
  const min = Math.ceil(n * POSITION_SHARE.min);
  const max = Math.floor(n * POSITION_SHARE.max);
  const problems: string[] = [];
  for (const p of ["first", "middle", "last"] as const)
    if (counts[p] < min || counts[p] > max)
      problems.push(
        `the correct answer is the ${p} option in ${counts[p]} of ${n} questions (allowed ${min} to ${max}); move some correct answers to balance first, middle and last`,
      );
  return problems;
}
