import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { courses, industries, quizAttempts } from "../../db/schema";
import { findIndustry } from "../../industries/catalogue";
import { getCourse, listCourses } from "../../learning/courses";
import {
  attemptView,
  completedAttempts,
  courseQuiz,
  FOREIGN_ANSWERS,
  getAttempt,
  industryQuiz,
  startAttempt,
  submitAttempt,
  type QuizRef,
} from "../../learning/quiz";
import { durationText, MISSING_ANSWER } from "../../learning/scoring";
import { defaultTimeZone } from "../../points/points";
import { can, contentCountry, type Viewer } from "../../policy/policy";
import { ApiError, json, notFound, paged, parseJsonBody, parseQuery } from "../http";
import type { ApiContext, Endpoint } from "./types";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const CourseSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  last_update: z.string(),
  unit_count: z.number(),
});
const Unit = z.object({ id: z.string(), title: z.string(), sequence: z.number() });
const CourseSchema = CourseSummary.omit({ unit_count: true }).extend({
  units: z.array(Unit),
  guide: z.array(z.object({ id: z.string(), title: z.string(), content: z.array(z.string()) })),
  quiz_id: z.number().nullable(),
});
const Attempt = z.object({
  id: z.number(),
  quiz_id: z.number().nullable(),
  kind: z.enum(["course", "industry"]),
  title: z.string(),
  course_key: z.string().nullable(),
  industry_code: z.string().nullable(),
  country: z.string().nullable(),
  time_start: z.string(),
  time_end: z.string().nullable(),
  duration: z.string().nullable(),
  answered: z.number(),
  correct: z.number(),
  total: z.number(),
  result: z.number().nullable(),
  passed: z.boolean(),
});
const AttemptDetail = Attempt.extend({
  state: z.enum(["answering", "review"]),
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      correct: z.boolean().optional(),
      answers: z.array(
        z.object({
          id: z.string(),
          text: z.string(),
          comment: z.string().optional(),
          is_correct: z.boolean().optional(),
          user_answered: z.boolean().optional(),
        }),
      ),
    }),
  ),
});
const StartBody = z
  .object({
    short_course_id: Id.optional(),
    industry_id: Id.optional(),
  })
  .refine((b) => (b.short_course_id === undefined) !== (b.industry_id === undefined), {
    message: "send short_course_id or industry_id",
    path: ["short_course_id"],
  });
const SubmitBody = z.object({
  answers: z.array(z.object({ question_id: z.string().max(100), answer_id: z.string().max(100) })).max(500),
  /** Accepted for compatibility; the attempt keeps the country it was started in. */
  country: z.enum(["au", "nz", "gb", "others"]).optional(),
});

type AttemptRow = typeof quizAttempts.$inferSelect;
const attemptJson = (a: AttemptRow) => ({
  id: a.id,
  quiz_id: a.quizId,
  kind: a.kind,
  title: a.title,
  course_key: a.courseKey,
  industry_code: a.industryCode,
  country: a.country,
  time_start: a.timeStart.toISOString(),
  time_end: a.timeEnd ? a.timeEnd.toISOString() : null,
  duration: a.timeEnd ? durationText(a.timeEnd.getTime() - a.timeStart.getTime()) : null,
  answered: a.answered,
  correct: a.correct,
  total: a.total,
  result: a.result,
  passed: a.passed,
});

function attemptDetail(quiz: QuizRef, a: AttemptRow) {
  const view = attemptView(quiz, a);
  return {
    ...attemptJson(a),
    state: view.state,
    questions:
      view.state === "answering"
        ? view.questions
        : view.questions.map((q) => ({
            id: q.id,
            question: q.question,
            correct: q.correct,
            answers: q.answers.map((x) => ({
              id: x.id,
              text: x.text,
              comment: x.comment,
              is_correct: x.isCorrect,
              user_answered: x.userAnswered,
            })),
          })),
  };
}

/** The quiz the user may take as on the web: a course they may open, or an industry quiz (au, nz). */
async function quizFor(
  ctx: ApiContext,
  viewer: Viewer,
  ref: { courseId?: number; industryId?: number },
): Promise<QuizRef | null> {
  if (ref.courseId !== undefined) {
    const course = await getCourse(ctx.db, viewer, ref.courseId);
    return course ? courseQuiz(ctx.db, course.id, course.key) : null;
  }
  if (!can(viewer, "industry.quiz")) return null;
  return industryQuiz(ctx.db, ref.industryId!, contentCountry(viewer));
}

/** The quiz an attempt of the caller belongs to (another user's attempt: null, so 404). */
async function ownAttemptQuiz(ctx: ApiContext, attemptId: number) {
  const user = ctx.auth!.user;
  const [row] = await ctx.db
    .select({ kind: quizAttempts.kind, courseId: courses.id, industryId: industries.id })
    .from(quizAttempts)
    .leftJoin(courses, eq(courses.key, quizAttempts.courseKey))
    .leftJoin(industries, eq(industries.code, quizAttempts.industryCode))
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, user.id)))
    .limit(1);
  if (!row) return null;
  if (row.kind === "course") return row.courseId ? quizFor(ctx, user, { courseId: row.courseId }) : null;
  return row.industryId ? quizFor(ctx, user, { industryId: row.industryId }) : null;
}

/** Courses, units and quiz attempts (platform §7). */
export const LEARNING_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/courses",
    summary: "Short courses the user may open (trial users: the trial set).",
    auth: true,
    response: z.array(CourseSummary),
    async handler(ctx) {
      return json(
        (await listCourses(ctx.db, ctx.auth!.user)).map((c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          cover: c.cover,
          last_update: c.lastUpdate,
          unit_count: c.unitCount,
        })),
      );
    },
  },
  {
    method: "GET",
    path: "/courses/{id}",
    summary: "One course with its units (without their text), guide and quiz id.",
    auth: true,
    response: CourseSchema,
    async handler(ctx) {
      const id = Id.safeParse(ctx.params.id);
      const course = id.success ? await getCourse(ctx.db, ctx.auth!.user, id.data) : null;
      if (!course) throw notFound();
      return json({
        id: course.id,
        name: course.name,
        description: course.description,
        cover: course.cover,
        last_update: course.lastUpdate,
        units: course.units.map(({ id, title, sequence }) => ({ id, title, sequence })),
        guide: course.guide,
        quiz_id: course.quizId,
      });
    },
  },
  {
    method: "GET",
    path: "/courses/{id}/units/{unitId}",
    summary: "One unit of a course with its text (paragraphs).",
    auth: true,
    response: Unit.extend({ text: z.array(z.string()) }),
    async handler(ctx) {
      const id = Id.safeParse(ctx.params.id);
      const course = id.success ? await getCourse(ctx.db, ctx.auth!.user, id.data) : null;
      const unit = course?.units.find((u) => u.id === ctx.params.unitId);
      if (!unit) throw notFound();
      return json({ id: unit.id, title: unit.title, sequence: unit.sequence, text: unit.text });
    },
  },
  {
    method: "GET",
    path: "/user/quizzes",
    summary:
      "The user's completed quiz attempts, newest first: status=completed, country (au, nz, gb), page_size up to 100; paged with a Link rel=next header.",
    auth: true,
    paged: true,
    query: z.object({
      status: z.enum(["completed"]).default("completed"),
      country: z.enum(["au", "nz", "gb"]).optional(),
      page: z.coerce.number().int().min(1).max(100).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(100),
    }),
    response: z.object({ data: z.array(Attempt), page: z.number() }),
    async handler(ctx) {
      const q = parseQuery(this.query!, ctx.url) as { country?: string; page: number; page_size: number };
      const start = (q.page - 1) * q.page_size;
      // The domain lists completed attempts newest first; the country filter and the page are applied here.
      const rows = (await completedAttempts(ctx.db, ctx.auth!.user.id, 10_000)).filter(
        (a) => !q.country || a.country === q.country,
      );
      return paged(
        ctx.url,
        rows.slice(start, start + q.page_size).map(attemptJson),
        q.page,
        start + q.page_size < rows.length,
      );
    },
  },
  {
    method: "POST",
    path: "/user/quizzes",
    summary:
      "Starts an attempt at a course quiz {short_course_id} or an industry quiz {industry_id} (au, nz); returns it with its questions: 5 (course) or 3 (industry) drawn from the pool, options shuffled. Today's unsubmitted attempt is returned instead of a new one; 429 attempt_limit once today's attempts (3 per quiz) are used, with the date the next opens.",
    auth: true,
    body: StartBody,
    response: AttemptDetail,
    async handler(ctx) {
      const body = (await parseJsonBody(StartBody, ctx.request)) as z.infer<typeof StartBody>;
      const user = ctx.auth!.user;
      if (body.industry_id !== undefined && !(await findIndustry(ctx.db, body.industry_id))) throw notFound();
      const quiz = await quizFor(ctx, user, { courseId: body.short_course_id, industryId: body.industry_id });
      if (!quiz) throw notFound();
      const started = await startAttempt(ctx.db, user.id, quiz, contentCountry(user), {
        timeZone: defaultTimeZone(user),
        dateFormat: user.format.dateFormat,
      });
      if (!started.ok) throw new ApiError(429, "attempt_limit", started.limit.message);
      const attempt = await getAttempt(ctx.db, user.id, quiz.id, started.attemptId);
      return json(attemptDetail(quiz, attempt!), 201);
    },
  },
  {
    method: "POST",
    path: "/user/quizzes/{quizId}",
    summary:
      "Submits the answers of the user's attempt {quizId} ({answers:[{question_id, answer_id}], country}); exactly the drawn questions: every one must be answered ('Question must be answered', 400 with missing) and no other (400). Returns the marked attempt.",
    auth: true,
    status: 200,
    body: SubmitBody,
    response: AttemptDetail,
    async handler(ctx) {
      const attemptId = Id.safeParse(ctx.params.quizId);
      if (!attemptId.success) throw notFound();
      const body = (await parseJsonBody(SubmitBody, ctx.request)) as z.infer<typeof SubmitBody>;
      const quiz = await ownAttemptQuiz(ctx, attemptId.data);
      if (!quiz) throw notFound();
      const user = ctx.auth!.user;
      const raw = Object.fromEntries(body.answers.map((a) => [`q-${a.question_id}`, a.answer_id]));
      const result = await submitAttempt(ctx.db, user.id, quiz, attemptId.data, raw);
      if (!result.ok && "notFound" in result) throw notFound();
      if (!result.ok && "foreign" in result)
        throw new ApiError(
          400,
          "invalid_request",
          `answers: ${FOREIGN_ANSWERS} (${result.foreign.join(", ")})`,
        );
      if (!result.ok)
        throw new ApiError(
          400,
          "invalid_request",
          `answers: ${MISSING_ANSWER} (${result.missing.join(", ")})`,
        );
      const attempt = await getAttempt(ctx.db, user.id, quiz.id, attemptId.data);
      return json(attemptDetail(quiz, attempt!));
    },
  },
];
