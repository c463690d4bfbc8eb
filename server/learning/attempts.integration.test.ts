import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { seedDemoData } from "../accounts/seed";
import { findUserIdByName } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { courses, industries, industryHistory, quizzes, type QuizQuestion } from "../db/schema";
import { pointsStatement, pointsSummary } from "../points/points";
import { getCourse, listCourses } from "./courses";
import { attemptView, courseQuiz, getAttempt, industryQuiz, startAttempt, submitAttempt } from "./quiz";

const question = (id: string): QuizQuestion => ({
  id,
  question: `What about ${id}?`,
  answers: [
    { id: "a", text: "Yes", correct: true, comment: "Yes is right here." },
    { id: "b", text: "No", correct: false, comment: "No is wrong here." },
  ],
});
const QUESTIONS = ["q1", "q2", "q3", "q4"].map(question);
const AU = { roles: [], country: "au", appTheme: "general", partner: null, allowedClassIds: null } as const;
const TRIAL = { ...AU, roles: ["Trial"] };

describe.each(dbKinds())("quiz attempts on %s", (kind) => {
  let h: DbHandle;
  let alice: number;
  let bob: number;
  let courseId: number;
  let industryId: number;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedDemoData(h.db);
    alice = (await findUserIdByName(h.db, "advisor.au"))!;
    bob = (await findUserIdByName(h.db, "advisor.nz"))!;
    const unit = { id: "u1", sequence: 1, title: "Unit", text: ["Text"] };
    const [c1, c2] = await h.db
      .insert(courses)
      .values([
        {
          key: "alpha",
          name: "Alpha Cyber Course",
          description: "d",
          lastUpdate: "2026-01-01",
          guide: [],
          units: [unit],
          inTrial: true,
          position: 0,
        },
        {
          key: "beta",
          name: "Beta Course",
          description: "d",
          lastUpdate: "2026-01-01",
          guide: [],
          units: [unit],
          position: 1,
        },
      ])
      .returning({ id: courses.id });
    courseId = c1.id;
    void c2;
    await h.db
      .insert(quizzes)
      .values({ key: "course-alpha", title: "Alpha Cyber Course", courseId, questions: QUESTIONS });
    const [ind] = await h.db
      .insert(industries)
      .values({
        code: "RC-4511-001",
        name: "Cafe",
        anzsic: "4511",
        uksic: "56102",
        naics: "722515",
        keywords: "",
      })
      .returning({ id: industries.id });
    industryId = ind.id;
    await h.db.insert(quizzes).values([
      { key: "RC-4511-001-au", title: "Cafe", industryId, country: "au", questions: QUESTIONS },
      { key: "RC-4511-001-nz", title: "Cafe", industryId, country: "nz", questions: QUESTIONS.slice(0, 3) },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  it("lists courses with covers chosen by name; trial users see the trial set only", async () => {
    const all = await listCourses(h.db, AU);
    expect(all.map((c) => c.name)).toEqual(["Alpha Cyber Course", "Beta Course"]);
    expect(all[0].cover).toBe("/learning/covers/cyber.svg");
    expect(all[1].cover).toBe("/learning/covers/default.svg");
    expect((await listCourses(h.db, TRIAL)).map((c) => c.name)).toEqual(["Alpha Cyber Course"]);
    expect(await getCourse(h.db, TRIAL, all[1].id)).toBeNull();
    expect((await getCourse(h.db, AU, all[1].id))?.name).toBe("Beta Course");
  });

  it("picks the industry quiz of the user's content country", async () => {
    expect((await industryQuiz(h.db, industryId, "au"))?.questions).toHaveLength(4);
    expect((await industryQuiz(h.db, industryId, "nz"))?.questions).toHaveLength(3);
    expect(await industryQuiz(h.db, industryId, "gb")).toBeNull();
  });

  it("starts, refuses incomplete answers, submits, scores and keeps the attempt to its owner", async () => {
    const quiz = (await courseQuiz(h.db, courseId, "alpha"))!;
    const start = new Date("2026-03-10T01:00:00Z");
    const id = await startAttempt(h.db, alice, quiz, "au", start);
    expect(attemptView(quiz, (await getAttempt(h.db, alice, quiz.id, id))!).state).toBe("answering");

    const partial = await submitAttempt(h.db, alice, quiz, id, { "q-q1": "a", "q-q3": "b" });
    expect(partial).toEqual({ ok: false, missing: ["q2", "q4"], answers: { q1: "a", q3: "b" } });

    // another user's attempt id is not found
    expect(await getAttempt(h.db, bob, quiz.id, id)).toBeNull();
    expect(await submitAttempt(h.db, bob, quiz, id, {})).toEqual({ ok: false, notFound: true });

    const end = new Date(start.getTime() + 125_000);
    const done = await submitAttempt(
      h.db,
      alice,
      quiz,
      id,
      { "q-q1": "a", "q-q2": "a", "q-q3": "a", "q-q4": "b" },
      end,
    );
    expect(done).toEqual({ ok: true, attemptId: id });
    const saved = (await getAttempt(h.db, alice, quiz.id, id))!;
    expect(saved).toMatchObject({ answered: 4, correct: 3, result: 75, passed: true, kind: "course" });
    expect(saved.timeEnd?.toISOString()).toBe(end.toISOString());
    const view = attemptView(quiz, saved);
    expect(view.state).toBe("review");
    // a closed attempt cannot be changed
    await submitAttempt(h.db, alice, quiz, id, { "q-q1": "b", "q-q2": "b", "q-q3": "b", "q-q4": "b" });
    expect((await getAttempt(h.db, alice, quiz.id, id))!.result).toBe(75);
  });

  it("counts passed quizzes and researched industries as points, with the statement lists", async () => {
    const quiz = (await industryQuiz(h.db, industryId, "au"))!;
    const id = await startAttempt(h.db, alice, quiz, "au", new Date("2026-04-01T00:00:00Z"));
    await submitAttempt(
      h.db,
      alice,
      quiz,
      id,
      { "q-q1": "a", "q-q2": "a", "q-q3": "a", "q-q4": "a" },
      new Date("2026-04-01T00:03:00Z"),
    );
    await h.db
      .insert(industryHistory)
      .values({ userId: alice, industryId, firstViewedAt: new Date("2026-02-01T00:00:00Z") });
    const now = new Date("2026-06-01T00:00:00Z");
    const cards = await pointsSummary(h.db, alice, AU, now);
    expect(cards.map((c) => [c.type, c.total])).toEqual([
      ["cip", 3.25],
      ["cpd", 3.25],
    ]);
    expect(await pointsSummary(h.db, alice, { country: "gb" }, now)).toEqual([]);
    const statement = await pointsStatement(h.db, alice, "cip", "current", now, "Australia/Sydney");
    expect(statement.courses).toEqual([
      { course: "Alpha Cyber Course", time: "2 minutes 5 seconds", date: "10/03/2026", result: 75 },
    ]);
    expect(statement.industryCourses).toEqual([
      { course: "Cafe", industryCode: "RC-4511-001", time: "3 minutes", date: "01/04/2026", result: 100 },
    ]);
    expect(statement.industries).toEqual([{ name: "Cafe", code: "RC-4511-001", date: "01/02/2026" }]);
    const last = await pointsStatement(h.db, alice, "cip", "last", now, "Australia/Sydney");
    expect(last.total).toBe(0);
  });
});
