import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { positionProblems } from "../learning/attempt-rules";
import { coverFor } from "../learning/courses";
import { CONTENT_DIR, loadContentPack } from "./pack";

describe("learning content", () => {
  const { pack, errors } = loadContentPack(CONTENT_DIR);

  it("has at least 12 short courses and a quiz for every flagship industry", () => {
    expect(errors).toEqual([]);
    const { courses, industryQuizzes } = pack!.learning;
    expect(courses.length).toBeGreaterThanOrEqual(12); // issue 21
    expect(new Set(industryQuizzes.map((q) => q.code)).size).toBeGreaterThanOrEqual(20);
    const flagships = new Set(pack!.flagships.map((f) => f.code));
    for (const q of industryQuizzes) expect(flagships.has(q.code), q.code).toBe(true);
    // Issue 21: every flagship industry has its knowledge test.
    const quizzed = new Set(industryQuizzes.map((q) => q.code));
    expect([...flagships].filter((code) => !quizzed.has(code))).toEqual([]);
    // au and nz versions where practice differs
    expect(industryQuizzes.filter((q) => q.country === "nz").length).toBeGreaterThanOrEqual(5);
    expect(courses.some((c) => c.trial)).toBe(true);
  });

  it("lists the courses in course-order.json's order, foundations first", () => {
    const keys = pack!.learning.courses.sort((a, b) => a.position - b.position).map((c) => c.key);
    const order = JSON.parse(
      fs.readFileSync(path.join(CONTENT_DIR, "learning", "course-order.json"), "utf8"),
    );
    expect(keys.slice(0, order.length)).toEqual(order);
    expect(keys[0]).toBe("under-insurance");
  });

  it("gives every course a drawn cover chosen by its name, existing under public/", () => {
    for (const c of pack!.learning.courses) {
      const cover = coverFor(c.name);
      expect(cover, c.name).not.toBe("/learning/covers/default.svg");
      expect(fs.existsSync(path.join(CONTENT_DIR, "..", "public", cover))).toBe(true);
    }
    // Each course its own drawing: a name that falls through to a broader pattern shows another course's cover.
    const covers = pack!.learning.courses.map((c) => coverFor(c.name));
    expect(new Set(covers).size).toBe(covers.length);
  });

  it("meets the quiz lint: pools of three attempts, three or more options, balanced correct positions", () => {
    for (const c of pack!.learning.courses) {
      expect(c.quiz.questions.length, c.key).toBeGreaterThanOrEqual(15);
      expect(positionProblems(c.quiz.questions), c.key).toEqual([]);
    }
    for (const q of pack!.learning.industryQuizzes) {
      expect(q.questions.length, q.key).toBeGreaterThanOrEqual(9);
      expect(positionProblems(q.questions), q.key).toEqual([]);
    }
    const all = [
      ...pack!.learning.courses.flatMap((c) => c.quiz.questions),
      ...pack!.learning.industryQuizzes.flatMap((q) => q.questions),
    ];
    for (const q of all) {
      expect(q.answers.length, q.id).toBeGreaterThanOrEqual(3);
      expect(
        q.answers.filter((a) => a.correct),
        q.id,
      ).toHaveLength(1);
      for (const a of q.answers) expect(a.comment.length, `${q.id}/${a.id}`).toBeGreaterThanOrEqual(10);
    }
    // no outline still promises the old ten-question quiz
    for (const c of pack!.learning.courses)
      expect(JSON.stringify(c.guide), c.key).not.toMatch(/ten-question/i);
  });

  it("reports a small pool, a two-option question, a missing comment and an unbalanced pool", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-learning-lint-"));
    fs.cpSync(CONTENT_DIR, path.join(dir, "content"), { recursive: true });
    const root = path.join(dir, "content", "learning");
    const file = path.join(root, "courses", "business-interruption.json");
    const course = JSON.parse(fs.readFileSync(file, "utf8"));
    type A = { correct?: boolean; comment?: string };
    // every correct answer moved to the second option: never first, never last
    for (const q of course.quiz.questions as { answers: A[] }[]) {
      const correct = q.answers.find((a) => a.correct)!;
      const rest = q.answers.filter((a) => a !== correct);
      q.answers = [rest[0], correct, ...rest.slice(1)];
    }
    fs.writeFileSync(file, JSON.stringify(course));
    const cyberFile = path.join(root, "courses", "cyber-risk-small-business.json");
    const cyber = JSON.parse(fs.readFileSync(cyberFile, "utf8"));
    cyber.quiz.questions = cyber.quiz.questions.slice(0, 14);
    fs.writeFileSync(cyberFile, JSON.stringify(cyber));
    const quizFile = path.join(root, "industry-quizzes", "RC-4511-001.json");
    const quiz = JSON.parse(fs.readFileSync(quizFile, "utf8"));
    const wrong = quiz.questions[0].answers.findIndex((a: A) => !a.correct);
    quiz.questions[0].answers.splice(wrong, 1);
    delete quiz.questions[1].answers[0].comment;
    fs.writeFileSync(quizFile, JSON.stringify(quiz));
    const result = loadContentPack(path.join(dir, "content"));
    expect(result.pack).toBeNull();
    const reasons = result.errors.map((e) => `${e.file}: ${e.reason}`).join("\n");
    expect(reasons).toMatch(
      /business-interruption.json: quiz: the correct answer is the first option in 0 of 15/,
    );
    expect(reasons).toMatch(
      /business-interruption.json: quiz: the correct answer is the middle option in 15 of 15/,
    );
    expect(reasons).toMatch(
      /cyber-risk-small-business.json: quiz.questions: needs a pool of at least 15 questions/,
    );
    expect(reasons).toMatch(/RC-4511-001.json: questions.0.answers: needs at least three options/);
    expect(reasons).toMatch(/RC-4511-001.json: questions.1.answers.0.comment/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reports a course with two correct answers and a quiz for an unknown industry", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-learning-"));
    fs.cpSync(CONTENT_DIR, path.join(dir, "content"), { recursive: true });
    const root = path.join(dir, "content", "learning");
    const file = path.join(root, "courses", "under-insurance.json");
    const course = JSON.parse(fs.readFileSync(file, "utf8"));
    course.units[0].text = ["Too short."];
    course.quiz.questions[0].answers.forEach((a: { correct?: boolean }) => (a.correct = true));
    fs.writeFileSync(file, JSON.stringify(course));
    const quizFile = path.join(root, "industry-quizzes", "RC-4511-001.json");
    const quiz = JSON.parse(fs.readFileSync(quizFile, "utf8"));
    fs.writeFileSync(
      path.join(root, "industry-quizzes", "RC-0000-001.json"),
      JSON.stringify({ ...quiz, code: "RC-0000-001" }),
    );
    fs.writeFileSync(
      path.join(root, "course-order.json"),
      JSON.stringify(["under-insurance", "no-such-course"]),
    );
    const result = loadContentPack(path.join(dir, "content"));
    expect(result.pack).toBeNull();
    const reasons = result.errors.map((e) => `${e.file}: ${e.reason}`).join("\n");
    expect(reasons).toMatch(/under-insurance.json: .*exactly one correct answer/);
    expect(reasons).toMatch(/RC-0000-001.json: RC-0000-001 is not a main industry/);
    expect(reasons).toMatch(/course-order.json: no course with the key no-such-course/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
