import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "../db/schema";
import { checkAnswers, durationText, review, scoreAnswers } from "./scoring";

const q = (id: string): QuizQuestion => ({
  id,
  question: `Question ${id}?`,
  answers: [
    { id: "a", text: "Right", correct: true, comment: "Because it is right." },
    { id: "b", text: "Wrong", correct: false, comment: "Because it is wrong." },
  ],
});
const questions = [q("one"), q("two"), q("three"), q("four")];

describe("quiz scoring", () => {
  it("result is the percent of answered questions answered correctly", () => {
    expect(scoreAnswers(questions, { one: "a", two: "a", three: "a", four: "b" })).toEqual({
      answered: 4,
      correct: 3,
      total: 4,
      result: 75,
      passed: false,
    });
    expect(scoreAnswers(questions, { one: "a", two: "b" })).toMatchObject({
      answered: 2,
      result: 50,
      passed: false,
    });
    expect(scoreAnswers(questions, {})).toMatchObject({ answered: 0, result: 0, passed: false });
    expect(scoreAnswers(questions, { one: "zzz" })).toMatchObject({ answered: 0 });
  });

  it("lists missing questions in order and drops unknown answers", () => {
    expect(checkAnswers(questions, { "q-one": "a", "q-three": "x", "q-four": "b", other: "a" })).toEqual({
      answers: { one: "a", four: "b" },
      missing: ["two", "three"],
    });
  });

  it("flags every option answered, correct or incorrect with its comment", () => {
    const [first] = review([q("one")], { one: "b" });
    expect(first.correct).toBe(false);
    expect(first.answers).toEqual([
      { id: "a", text: "Right", comment: "Because it is right.", isCorrect: true, userAnswered: false },
      { id: "b", text: "Wrong", comment: "Because it is wrong.", isCorrect: false, userAnswered: true },
    ]);
  });
});

describe("duration text", () => {
  it.each([
    [0, "0 seconds"],
    [999, "0 seconds"],
    [1000, "1 second"],
    [45_000, "45 seconds"],
    [60_000, "1 minute"],
    [125_000, "2 minutes 5 seconds"],
    [3_600_000, "1 hour"],
    [3_723_000, "1 hour 2 minutes 3 seconds"],
    [7_260_000, "2 hours 1 minute"],
  ])("%i ms is %s", (ms, text) => expect(durationText(ms)).toBe(text));
});
