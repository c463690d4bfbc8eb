import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coverFor } from "../learning/courses";
import { CONTENT_DIR, loadContentPack } from "./pack";

describe("learning content", () => {
  const { pack, errors } = loadContentPack(CONTENT_DIR);

  it("has at least 5 short courses and quizzes for at least 20 flagship industries", () => {
    expect(errors).toEqual([]);
    const { courses, industryQuizzes } = pack!.learning;
    expect(courses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(industryQuizzes.map((q) => q.code)).size).toBeGreaterThanOrEqual(20);
    const flagships = new Set(pack!.flagships.map((f) => f.code));
    for (const q of industryQuizzes) expect(flagships.has(q.code), q.code).toBe(true);
    // au and nz versions where practice differs
    expect(industryQuizzes.filter((q) => q.country === "nz").length).toBeGreaterThanOrEqual(5);
    expect(courses.some((c) => c.trial)).toBe(true);
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
    const result = loadContentPack(path.join(dir, "content"));
    expect(result.pack).toBeNull();
    const reasons = result.errors.map((e) => `${e.file}: ${e.reason}`).join("\n");
    expect(reasons).toMatch(/under-insurance.json: .*exactly one correct answer/);
    expect(reasons).toMatch(/RC-0000-001.json: RC-0000-001 is not a main industry/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
