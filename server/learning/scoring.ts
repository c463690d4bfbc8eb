import type { QuizQuestion } from "../db/schema";
import { PASS_MARK } from "./attempt-rules";

/** A quiz is passed at this percentage or more (docs/points.md; defined with the attempt rules). */
export { PASS_MARK };

export const MISSING_ANSWER = "Question must be answered";

export type Score = { answered: number; correct: number; total: number; result: number; passed: boolean };

/**
 * Result = percent of answered questions answered correctly (platform §3), rounded to a whole
 * number. Answers to unknown questions or with unknown answer ids do not count as answered.
 */
export function scoreAnswers(questions: QuizQuestion[], answers: Record<string, string>): Score {
  let answered = 0;
  let correct = 0;
  for (const q of questions) {
    const chosen = q.answers.find((a) => a.id === answers[q.id]);
    if (!chosen) continue;
    answered += 1;
    if (chosen.correct) correct += 1;
  }
  const result = answered === 0 ? 0 : Math.round((correct / answered) * 100);
  return { answered, correct, total: questions.length, result, passed: answered > 0 && result >= PASS_MARK };
}

/** Keeps only valid question -> answer pairs and lists the questions without an answer, in order. */
export function checkAnswers(
  questions: QuizQuestion[],
  raw: Record<string, unknown>,
): { answers: Record<string, string>; missing: string[] } {
  const answers: Record<string, string> = {};
  const missing: string[] = [];
  for (const q of questions) {
    const value = raw[`q-${q.id}`];
    if (typeof value === "string" && q.answers.some((a) => a.id === value)) answers[q.id] = value;
    else missing.push(q.id);
  }
  return { answers, missing };
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Duration as text in hours, minutes and seconds, e.g. "1 hour 2 minutes 5 seconds", "45 seconds". */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(unit(h, "hour"));
  if (m > 0) parts.push(unit(m, "minute"));
  if (s > 0 || parts.length === 0) parts.push(unit(s, "second"));
  return parts.join(" ");
}

export type ReviewedAnswer = {
  id: string;
  text: string;
  comment: string;
  isCorrect: boolean;
  userAnswered: boolean;
};
export type ReviewedQuestion = { id: string; question: string; correct: boolean; answers: ReviewedAnswer[] };

/** Every option flagged answered / correct / incorrect with its comment ('Check your answers'). */
export function review(questions: QuizQuestion[], answers: Record<string, string>): ReviewedQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    question: q.question,
    correct: q.answers.some((a) => a.correct && a.id === answers[q.id]),
    answers: q.answers.map((a) => ({
      id: a.id,
      text: a.text,
      comment: a.comment,
      isCorrect: a.correct,
      userAnswered: answers[q.id] === a.id,
    })),
  }));
}
