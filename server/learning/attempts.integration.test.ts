import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { seedDemoData } from "../accounts/seed";
import { findUserIdByName } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { courses, industries, quizzes, type QuizQuestion } from "../db/schema";
import { recordIndustryOpen, recordIndustryRead } from "../industries/history";
import { nothingToCertifyMessage } from "../points/certificate";
import { pointsStatement, pointsSummary } from "../points/points";
import { attemptLimitMessage } from "./attempt-rules";
import { getCourse, listCourses } from "./courses";
import {
  attemptAllowance,
  attemptView,
  courseQuiz,
  FOREIGN_ANSWERS,
  getAttempt,
  industryQuiz,
  startAttempt,
  submitAttempt,
  type QuizRef,
} from "./quiz";

/** Answer "a" is correct (authored first); the draw shuffles the options. */
const question = (id: string): QuizQuestion => ({
  id,
  question: `What about ${id}?`,
  answers: [
    { id: "a", text: "Yes", correct: true, comment: "Yes is right here." },
    { id: "b", text: "No", correct: false, comment: "No is wrong here." },
    { id: "c", text: "Maybe", correct: false, comment: "Maybe is wrong here." },
  ],
});
const QUESTIONS = Array.from({ length: 15 }, (_, i) => question(`q${i + 1}`));
const SYDNEY = { timeZone: "Australia/Sydney", dateFormat: "DD/MM/YYYY" };
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
    const [c1] = await h.db
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
      { key: "RC-4511-001-au", title: "Cafe", industryId, country: "au", questions: QUESTIONS.slice(0, 9) },
      { key: "RC-4511-001-nz", title: "Cafe", industryId, country: "nz", questions: QUESTIONS.slice(3, 12) },
    ]);
  });
  afterAll(async () => {
    await h.close();
  });

  /** Starts an attempt that must be allowed; returns its id. */
  async function start(user: number, quiz: QuizRef, now: Date) {
    const started = await startAttempt(h.db, user, quiz, "au", { ...SYDNEY, now });
    if (!started.ok) throw new Error(started.limit.message);
    return started.attemptId;
  }
  /** The drawn questions of an attempt, answered correctly (or all wrong). */
  async function answers(user: number, quiz: QuizRef, id: number, right = true) {
    const view = attemptView(quiz, (await getAttempt(h.db, user, quiz.id, id))!);
    return Object.fromEntries(view.questions.map((q) => [`q-${q.id}`, right ? "a" : "b"]));
  }

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
    expect((await industryQuiz(h.db, industryId, "au"))?.questions.map((q) => q.id)).toEqual(
      QUESTIONS.slice(0, 9).map((q) => q.id),
    );
    expect((await industryQuiz(h.db, industryId, "nz"))?.questions[0].id).toBe("q4");
    expect(await industryQuiz(h.db, industryId, "gb")).toBeNull();
  });

  it("draws 5 of the pool, stores the draw, takes exactly the drawn questions and keeps the attempt to its owner", async () => {
    const quiz = (await courseQuiz(h.db, courseId, "alpha"))!;
    const t0 = new Date("2026-03-10T01:00:00Z");
    const id = await start(alice, quiz, t0);
    const saved = (await getAttempt(h.db, alice, quiz.id, id))!;
    expect(saved.drawn).toHaveLength(5);
    expect(saved.total).toBe(5);
    const view = attemptView(quiz, saved);
    if (view.state !== "answering") throw new Error("expected answering");
    expect(view.questions.map((q) => q.id)).toEqual(saved.drawn.map((d) => d.id));
    // the options are shown in the stored order
    expect(view.questions.map((q) => q.answers.map((a) => a.id))).toEqual(saved.drawn.map((d) => d.answers));

    const drawn = saved.drawn.map((d) => d.id);
    const notDrawn = QUESTIONS.map((q) => q.id).find((q) => !drawn.includes(q))!;
    // a question the attempt did not ask is refused, even with every drawn one answered
    const all = await answers(alice, quiz, id);
    expect(await submitAttempt(h.db, alice, quiz, id, { ...all, [`q-${notDrawn}`]: "a" })).toEqual({
      ok: false,
      foreign: [notDrawn],
    });
    expect(FOREIGN_ANSWERS).toMatch(/only the questions of this attempt/);
    // every drawn question must be answered
    const partial = await submitAttempt(h.db, alice, quiz, id, { [`q-${drawn[0]}`]: "a" });
    expect(partial).toEqual({ ok: false, missing: drawn.slice(1), answers: { [drawn[0]]: "a" } });

    // another user's attempt id is not found
    expect(await getAttempt(h.db, bob, quiz.id, id)).toBeNull();
    expect(await submitAttempt(h.db, bob, quiz, id, {})).toEqual({ ok: false, notFound: true });

    const end = new Date(t0.getTime() + 125_000);
    const four = { ...all, [`q-${drawn[4]}`]: "b" };
    expect(await submitAttempt(h.db, alice, quiz, id, four, end)).toEqual({ ok: true, attemptId: id });
    const done = (await getAttempt(h.db, alice, quiz.id, id))!;
    expect(done).toMatchObject({
      answered: 5,
      correct: 4,
      total: 5,
      result: 80,
      passed: true,
      kind: "course",
    });
    expect(done.timeEnd?.toISOString()).toBe(end.toISOString());
    const review = attemptView(quiz, done);
    if (review.state !== "review") throw new Error("expected review");
    expect(review.questions.map((q) => q.id)).toEqual(drawn);
    // every option flagged with its comment
    expect(review.questions[4].answers.find((a) => a.userAnswered)).toMatchObject({
      id: "b",
      isCorrect: false,
    });
    // a closed attempt cannot be changed
    await submitAttempt(h.db, alice, quiz, id, await answers(alice, quiz, id, false));
    expect((await getAttempt(h.db, alice, quiz.id, id))!.result).toBe(80);
  });

  it("two consecutive attempts share at most half their questions; the correct option's position varies", async () => {
    const quiz = (await courseQuiz(h.db, courseId, "alpha"))!;
    const draws: string[][] = [];
    const positions = new Set<number>();
    for (let day = 0; day < 4; day++) {
      const id = await start(bob, quiz, new Date(Date.UTC(2026, 4, 1 + day, 2)));
      const a = (await getAttempt(h.db, bob, quiz.id, id))!;
      draws.push(a.drawn.map((d) => d.id));
      for (const d of a.drawn) positions.add(d.answers.indexOf("a"));
      await submitAttempt(h.db, bob, quiz, id, await answers(bob, quiz, id, false));
    }
    for (let i = 1; i < draws.length; i++) {
      const shared = draws[i].filter((q) => draws[i - 1].includes(q));
      expect(shared.length).toBeLessThanOrEqual(2);
    }
    // a pool of three attempts: the first three attempts never repeat a question
    expect(new Set(draws.slice(0, 3).flat()).size).toBe(15);
    // authored first, the correct answer is shown in every position over these attempts
    expect([...positions].sort()).toEqual([0, 1, 2]);
  });

  it("limits attempts per quiz per day with a message naming the day the next opens", async () => {
    const quiz = (await industryQuiz(h.db, industryId, "nz"))!;
    const user = bob;
    // 23:30 in Sydney on 9 June (13:30 UTC)
    const day = new Date("2026-06-09T13:30:00Z");
    const first = await start(user, quiz, day);
    expect((await getAttempt(h.db, user, quiz.id, first))!.drawn).toHaveLength(3);
    // a second Start while the attempt is open continues it: no new draw, no attempt used
    expect(await startAttempt(h.db, user, quiz, "au", { ...SYDNEY, now: day })).toEqual({
      ok: true,
      attemptId: first,
      resumed: true,
    });
    await submitAttempt(h.db, user, quiz, first, await answers(user, quiz, first, false));
    for (let i = 0; i < 2; i++) {
      const id = await start(user, quiz, day);
      await submitAttempt(h.db, user, quiz, id, await answers(user, quiz, id, false));
    }
    const refused = await startAttempt(h.db, user, quiz, "au", {
      timeZone: "Australia/Sydney",
      dateFormat: "YYYY-MM-DD",
      now: day,
    });
    expect(refused).toEqual({
      ok: false,
      limit: { message: attemptLimitMessage("2026-06-10"), opens: "2026-06-10" },
    });
    expect(attemptLimitMessage("10/06/2026")).toBe(
      "You have used the 3 attempts allowed at this test today. Your next attempt opens on 10/06/2026.",
    );
    const allowance = await attemptAllowance(h.db, user, quiz.id, "Australia/Sydney", "DD/MM/YYYY", day);
    expect(allowance).toMatchObject({ left: 0, limit: { opens: "10/06/2026" } });
    // 31 minutes later it is 10 June in Sydney: a new day, a new attempt
    expect(
      (await startAttempt(h.db, user, quiz, "au", { ...SYDNEY, now: new Date("2026-06-09T14:01:00Z") })).ok,
    ).toBe(true);
  });

  it("simultaneous starts (two tabs, a double click) make one attempt", async () => {
    const quiz = (await courseQuiz(h.db, courseId, "alpha"))!;
    const user = (await findUserIdByName(h.db, "advisor.gb"))!;
    const now = new Date("2026-06-20T03:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => startAttempt(h.db, user, quiz, "gb", { ...SYDNEY, now })),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.attemptId : null)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && !r.resumed)).toHaveLength(1);
    expect((await attemptAllowance(h.db, user, quiz.id, "Australia/Sydney", "DD/MM/YYYY", now)).left).toBe(2);
  });

  it("a second pass of a quiz in the same period adds no points", async () => {
    const quiz = (await industryQuiz(h.db, industryId, "au"))!;
    const pass = async (at: string) => {
      const id = await start(alice, quiz, new Date(at));
      await submitAttempt(h.db, alice, quiz, id, await answers(alice, quiz, id), new Date(at));
    };
    const now = new Date("2026-07-01T00:00:00Z");
    const total = async () =>
      (await pointsSummary(h.db, alice, AU, now)).find((c) => c.type === "cip")!.total;
    const before = await total(); // the course passed in March: 2
    expect(before).toBe(2);
    await pass("2026-04-01T00:00:00Z");
    expect(await total()).toBe(3);
    await pass("2026-04-02T00:00:00Z");
    await pass("2026-05-02T00:00:00Z");
    expect(await total()).toBe(3);
    const statement = await pointsStatement(h.db, alice, "cip", "current", now, "Australia/Sydney");
    expect(statement.industryCourses).toHaveLength(1);
    expect(statement.industryCourses[0]).toMatchObject({ industryCode: "RC-4511-001", date: "01/04/2026" });
    expect(statement.courses).toEqual([
      { course: "Alpha Cyber Course", time: "2 minutes 5 seconds", date: "10/03/2026", result: 80 },
    ]);
  });

  it("page views alone earn nothing; risk-content reads count once per industry, at most 4 a day", async () => {
    const researcher = (await findUserIdByName(h.db, "underwriter.au")) ?? alice;
    const rows = await h.db
      .insert(industries)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          code: `RC-9${String(i).padStart(3, "0")}-001`,
          name: `Trade ${i}`,
          anzsic: "9999",
          uksic: "99999",
          naics: "999999",
          keywords: "",
        })),
      )
      .returning({ id: industries.id });
    const limit = { maxIndustries: 1000, windowDays: 30 };
    const day = new Date("2026-08-03T01:00:00Z");
    for (const r of rows) expect(await recordIndustryOpen(h.db, researcher, r.id, limit, day)).toBe("ok");
    const now = new Date("2026-08-20T00:00:00Z");
    const cip = async () =>
      (await pointsSummary(h.db, researcher, AU, now)).find((c) => c.type === "cip")!.total;
    // 40 industries opened: no points at all
    const base = await cip();
    expect(base).toBe(0);
    // 40 risk-content reads on one day: the daily cap counts the first 4 (1 point)
    for (const [i, r] of rows.entries())
      await recordIndustryRead(h.db, researcher, r.id, "2026-08-03", new Date(day.getTime() + i * 1000));
    expect(await cip()).toBe(1);
    // reading the same industries again the same day records nothing new
    expect(await recordIndustryRead(h.db, researcher, rows[0].id, "2026-08-03", day)).toBe(false);
    // the next day the 4 already counted earn nothing; the other 2 read do
    for (const r of rows.slice(0, 6)) await recordIndustryRead(h.db, researcher, r.id, "2026-08-04", day);
    expect(await cip()).toBe(1.5);
    const statement = await pointsStatement(h.db, researcher, "cip", "current", now, "Australia/Sydney");
    expect(statement.industries).toHaveLength(6);
    expect(new Set(statement.industries.map((i) => i.code)).size).toBe(6);
  });

  it("a period with 0 points has nothing to certify", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const last = await pointsStatement(h.db, alice, "cip", "last", now, "Australia/Sydney");
    expect(last.total).toBe(0);
    expect(nothingToCertifyMessage("cip", last.period, "DD/MM/YYYY")).toBe(
      "There is nothing to certify yet: you have no CIP points in the period 01/01/2025 - 31/12/2025. Pass a short course or an industry test, or research industries, to earn points.",
    );
  });
});
