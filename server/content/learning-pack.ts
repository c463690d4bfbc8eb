import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ATTEMPT_SIZE, minPool, POOL_FACTOR, positionProblems } from "../learning/attempt-rules";
import type { ContentError } from "./content-error";

/** Guide contents in this order; the page picks each one's icon by title (spec §2). */
export const GUIDE_TITLES = [
  "Subject Outline",
  "Learning Objectives",
  "Course Introduction",
  "Course Summary",
] as const;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug");

const Answer = z
  .object({
    id: slug,
    text: z.string().min(1).max(300),
    correct: z.boolean().default(false),
    comment: z.string().min(10).max(600),
  })
  .strict();

const Question = z
  .object({
    id: slug,
    /** Only in industry quizzes: the question belongs to the au or nz version only. */
    country: z.enum(["au", "nz"]).optional(),
    question: z.string().min(10).max(500),
    answers: z.array(Answer).min(3, "needs at least three options").max(5),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.answers.filter((a) => a.correct).length !== 1)
      ctx.addIssue({ code: "custom", message: `question ${q.id} must have exactly one correct answer` });
    if (new Set(q.answers.map((a) => a.id)).size !== q.answers.length)
      ctx.addIssue({ code: "custom", message: `question ${q.id} repeats an answer id` });
  });
export type QuestionPack = z.infer<typeof Question>;

const CourseSchema = z
  .object({
    key: slug,
    name: z.string().min(5).max(120),
    description: z.string().min(40).max(600),
    trial: z.boolean().default(false),
    last_update: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    guide: z
      .array(z.object({ title: z.enum(GUIDE_TITLES), content: z.array(z.string().min(1)).min(1) }).strict())
      .length(4),
    units: z
      .array(
        z
          .object({
            id: slug,
            sequence: z.number().int().min(1),
            title: z.string().min(3).max(120),
            text: z.array(z.string().min(1)).min(2),
          })
          .strict(),
      )
      .min(3)
      .max(6),
    quiz: z
      .object({
        questions: z
          .array(Question)
          .min(
            minPool("course"),
            `needs a pool of at least ${minPool("course")} questions (${POOL_FACTOR} attempts of ${ATTEMPT_SIZE.course})`,
          )
          .max(20),
      })
      .strict(),
  })
  .strict();
export type CoursePack = z.infer<typeof CourseSchema> & { position: number };

const IndustryQuizSchema = z
  .object({
    code: z.string().regex(/^RC-\d{4}-\d{3}$/),
    title: z.string().min(3).max(120),
    questions: z.array(Question).min(minPool("industry")),
  })
  .strict();

/** Questions in each stored version of an industry quiz: at least three attempts' worth. */
export const INDUSTRY_POOL = { min: minPool("industry"), max: 24 } as const;

/** One quiz as stored: an industry quiz per country where the questions differ, or one for both. */
export type IndustryQuizPack = {
  key: string;
  code: string;
  title: string;
  country: "au" | "nz" | null;
  questions: QuestionPack[];
};

export type LearningPack = { courses: CoursePack[]; industryQuizzes: IndustryQuizPack[] };

function issues(errors: ContentError[], file: string, error: z.ZodError) {
  for (const i of error.issues) errors.push({ file, row: null, reason: `${i.path.join(".")}: ${i.message}` });
}

function jsonFiles(dir: string) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
}

/** Splits an industry quiz into its au and nz versions when any question is country-specific. */
export function quizVersions(code: string, title: string, questions: QuestionPack[]): IndustryQuizPack[] {
  const strip = (q: QuestionPack): QuestionPack => ({ id: q.id, question: q.question, answers: q.answers });
  if (!questions.some((q) => q.country))
    return [{ key: code, code, title, country: null, questions: questions.map(strip) }];
  return (["au", "nz"] as const).map((country) => ({
    key: `${code}-${country}`,
    code,
    title,
    country,
    questions: questions.filter((q) => !q.country || q.country === country).map(strip),
  }));
}

/**
 * content/learning: courses/*.json (short courses with guide, units and quiz) and
 * industry-quizzes/*.json (one file per flagship industry). Rules: units 250-500 words, sequences
 * 1..n, unique ids, industries must exist. Quiz lint (issue 21): every question has at least three
 * options, exactly one correct, a comment on every option; a course pool holds 15-20 questions and
 * every industry quiz version 9-24 (three attempts' worth); in every pool the correct answer is
 * the first, a middle and the last option each in 20% to 50% of the questions.
 */
export function loadLearning(
  dir: string,
  read: (file: string) => string,
  errors: ContentError[],
  mainCodes: Set<string>,
): LearningPack {
  const base = path.join(dir, "learning");
  const rel = (file: string) => path.relative(path.dirname(dir), file);
  const courses: CoursePack[] = [];
  for (const file of jsonFiles(path.join(base, "courses"))) {
    const label = rel(file);
    let raw: unknown;
    try {
      raw = JSON.parse(read(file));
    } catch (error) {
      errors.push({ file: label, row: null, reason: (error as Error).message });
      continue;
    }
    const parsed = CourseSchema.safeParse(raw);
    if (!parsed.success) {
      issues(errors, label, parsed.error);
      continue;
    }
    const c = parsed.data;
    if (`${c.key}.json` !== path.basename(file))
      errors.push({ file: label, row: null, reason: `file name must be ${c.key}.json` });
    if (c.guide.map((g) => g.title).join("|") !== GUIDE_TITLES.join("|"))
      errors.push({ file: label, row: null, reason: `guide must be ${GUIDE_TITLES.join(", ")} in order` });
    const sequences = c.units.map((u) => u.sequence).sort((a, b) => a - b);
    if (sequences.some((s, i) => s !== i + 1))
      errors.push({ file: label, row: null, reason: "unit sequences must be 1..n" });
    if (new Set(c.units.map((u) => u.id)).size !== c.units.length)
      errors.push({ file: label, row: null, reason: "unit ids must be unique" });
    for (const u of c.units) {
      const n = words(u.text.join(" "));
      if (n < 250 || n > 500)
        errors.push({ file: label, row: null, reason: `unit ${u.id} has ${n} words (250-500)` });
    }
    if (new Set(c.quiz.questions.map((q) => q.id)).size !== c.quiz.questions.length)
      errors.push({ file: label, row: null, reason: "question ids must be unique" });
    if (c.quiz.questions.some((q) => q.country))
      errors.push({ file: label, row: null, reason: "course questions have no country" });
    for (const problem of positionProblems(c.quiz.questions))
      errors.push({ file: label, row: null, reason: `quiz: ${problem}` });
    courses.push({ ...c, position: 0 });
  }
  // The list's order (content/learning/course-order.json: course keys, foundations first); courses it
  // does not name follow, by name.
  const orderFile = path.join(base, "course-order.json");
  let order: string[] = [];
  if (fs.existsSync(orderFile)) {
    const parsed = z.array(z.string()).safeParse(JSON.parse(read(orderFile)));
    if (parsed.success) order = parsed.data;
    else issues(errors, rel(orderFile), parsed.error);
    for (const key of order)
      if (!courses.some((c) => c.key === key))
        errors.push({ file: rel(orderFile), row: null, reason: `no course with the key ${key}` });
  }
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  courses
    .sort((a, b) => rank(a.key) - rank(b.key) || a.name.localeCompare(b.name))
    .forEach((c, i) => (c.position = i));
  if (courses.length > 0 && !courses.some((c) => c.trial))
    errors.push({ file: "content/learning/courses", row: null, reason: "mark at least one trial course" });

  const industryQuizzes: IndustryQuizPack[] = [];
  for (const file of jsonFiles(path.join(base, "industry-quizzes"))) {
    const label = rel(file);
    let raw: unknown;
    try {
      raw = JSON.parse(read(file));
    } catch (error) {
      errors.push({ file: label, row: null, reason: (error as Error).message });
      continue;
    }
    const parsed = IndustryQuizSchema.safeParse(raw);
    if (!parsed.success) {
      issues(errors, label, parsed.error);
      continue;
    }
    const q = parsed.data;
    if (`${q.code}.json` !== path.basename(file))
      errors.push({ file: label, row: null, reason: `file name must be ${q.code}.json` });
    if (!mainCodes.has(q.code))
      errors.push({ file: label, row: null, reason: `${q.code} is not a main industry` });
    if (new Set(q.questions.map((x) => x.id)).size !== q.questions.length)
      errors.push({ file: label, row: null, reason: "question ids must be unique" });
    for (const version of quizVersions(q.code, q.title, q.questions)) {
      const n = version.questions.length;
      const name = version.country ?? "shared";
      if (n < INDUSTRY_POOL.min || n > INDUSTRY_POOL.max)
        errors.push({
          file: label,
          row: null,
          reason: `the ${name} version has ${n} questions (${INDUSTRY_POOL.min}-${INDUSTRY_POOL.max}: a pool of ${POOL_FACTOR} attempts of ${ATTEMPT_SIZE.industry})`,
        });
      for (const problem of positionProblems(version.questions))
        errors.push({ file: label, row: null, reason: `the ${name} version: ${problem}` });
      industryQuizzes.push(version);
    }
  }
  return { courses, industryQuizzes };
}
