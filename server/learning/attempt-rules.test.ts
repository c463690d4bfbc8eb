import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "../db/schema";
import {
  arrangeOptions,
  attemptLimitMessage,
  attemptsLeft,
  ATTEMPT_SIZE,
  correctPosition,
  drawAttempt,
  drawnQuestions,
  drawQuestionIds,
  minPool,
  nextDay,
  positionProblems,
  secureRng,
  type Rng,
} from "./attempt-rules";

/** A seeded generator (mulberry32), so failures reproduce. */
function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}

const question = (id: string, options = 3, correctAt = 0): QuizQuestion => ({
  id,
  question: `Question ${id}?`,
  answers: Array.from({ length: options }, (_, i) => ({
    id: `o${i}`,
    text: `Option ${i}`,
    correct: i === correctAt,
    comment: `Comment on option ${i}.`,
  })),
});
const pool = (n: number, correctAt = 0) =>
  Array.from({ length: n }, (_, i) => question(`q${i}`, 3, correctAt));

describe("attempt sizes and pools", () => {
  it("course attempts are 5 questions, industry attempts 3, pools three attempts", () => {
    expect(ATTEMPT_SIZE).toEqual({ course: 5, industry: 3 });
    expect(minPool("course")).toBe(15);
    expect(minPool("industry")).toBe(9);
  });
});

describe("drawing questions", () => {
  it("draws the attempt size, without repeats, from the pool", () => {
    const ids = pool(15).map((q) => q.id);
    for (let seed = 1; seed < 50; seed++) {
      const drawn = drawQuestionIds(ids, [], 5, seeded(seed));
      expect(drawn).toHaveLength(5);
      expect(new Set(drawn).size).toBe(5);
      for (const id of drawn) expect(ids).toContain(id);
    }
  });

  it("two consecutive attempts share at most half their questions (none with a pool of three attempts)", () => {
    const ids = pool(15).map((q) => q.id);
    for (let seed = 1; seed < 50; seed++) {
      const rng = seeded(seed);
      const recent: string[][] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        const drawn = drawQuestionIds(ids, recent.slice(0, 4), 5, rng);
        if (recent[0]) {
          const shared = drawn.filter((id) => recent[0].includes(id)).length;
          expect(shared).toBeLessThanOrEqual(Math.floor(drawn.length / 2));
          expect(shared).toBe(0);
        }
        recent.unshift(drawn);
      }
    }
  });

  it("prefers the questions seen longest ago once the whole pool has been seen", () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    const drawn = drawQuestionIds(
      ids,
      [
        ["a", "b"],
        ["c", "d"],
        ["e", "f"],
      ],
      2,
      seeded(3),
    );
    expect(drawn.sort()).toEqual(["e", "f"]);
  });

  it("varies the draw between attempts with no history", () => {
    const ids = pool(15).map((q) => q.id);
    const draws = new Set(
      Array.from({ length: 20 }, (_, s) => drawQuestionIds(ids, [], 5, seeded(s)).join()),
    );
    expect(draws.size).toBeGreaterThan(15);
  });
});

describe("arranging options", () => {
  it("keeps every option once and balances the correct answer's position within an attempt", () => {
    const qs = pool(5); // authored with the correct answer always first
    for (let seed = 1; seed < 100; seed++) {
      const drawn = arrangeOptions(qs, seeded(seed));
      const positions = drawn.map((d) => d.answers.indexOf("o0"));
      for (const d of drawn) expect([...d.answers].sort()).toEqual(["o0", "o1", "o2"]);
      const counts = [0, 1, 2].map((p) => positions.filter((x) => x === p).length);
      // 5 questions over 3 positions: 2, 2 and 1 in some order
      expect(counts.sort()).toEqual([1, 2, 2]);
    }
  });

  it("the correct option's position varies across attempts, even when always authored last", () => {
    const qs = pool(15, 2);
    const seen = new Set<number>();
    for (let seed = 1; seed < 10; seed++)
      for (const d of drawAttempt(qs, [], 5, seeded(seed))) seen.add(d.answers.indexOf("o2"));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it("questions with more options may put the correct one anywhere", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed < 200; seed++)
      seen.add(arrangeOptions([question("x", 5, 4)], seeded(seed))[0].answers.indexOf("o4"));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("resolving a stored draw", () => {
  const qs = pool(4);
  it("shows the drawn questions in the drawn option order", () => {
    const out = drawnQuestions(qs, [{ id: "q2", answers: ["o2", "o0", "o1"] }]);
    expect(out.map((q) => q.id)).toEqual(["q2"]);
    expect(out[0].answers.map((a) => a.id)).toEqual(["o2", "o0", "o1"]);
  });
  it("leaves out questions removed since and appends options added since", () => {
    const out = drawnQuestions(qs, [
      { id: "gone", answers: ["o0"] },
      { id: "q1", answers: ["o1", "o0"] },
    ]);
    expect(out.map((q) => q.id)).toEqual(["q1"]);
    expect(out[0].answers.map((a) => a.id)).toEqual(["o1", "o0", "o2"]);
  });
  it("an attempt from before draws is the whole pool", () => {
    expect(drawnQuestions(qs, []).map((q) => q.id)).toEqual(["q0", "q1", "q2", "q3"]);
  });
});

describe("daily attempt limit", () => {
  it("three attempts a day, then the message with the next day", () => {
    expect([0, 1, 2, 3, 4].map(attemptsLeft)).toEqual([3, 2, 1, 0, 0]);
    expect(attemptLimitMessage("27/11/2026")).toBe(
      "You have used the 3 attempts allowed at this test today. Your next attempt opens on 27/11/2026.",
    );
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });
});

describe("authored position lint", () => {
  it("classes positions as first, middle and last", () => {
    expect(correctPosition(question("a", 3, 0).answers)).toBe("first");
    expect(correctPosition(question("a", 4, 2).answers)).toBe("middle");
    expect(correctPosition(question("a", 4, 3).answers)).toBe("last");
  });
  it("flags a pool whose correct answer is never first, and passes a balanced one", () => {
    const neverFirst = Array.from({ length: 15 }, (_, i) => question(`q${i}`, 3, 1 + (i % 2)));
    expect(positionProblems(neverFirst).join("\n")).toMatch(
      /first option in 0 of 15 questions \(allowed 3 to 7\)/,
    );
    const balanced = Array.from({ length: 15 }, (_, i) => question(`q${i}`, 3, i % 3));
    expect(positionProblems(balanced)).toEqual([]);
  });
});

describe("secure random numbers", () => {
  it("stay in range and reach every value", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const v = secureRng(3);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(3);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect(secureRng(1)).toBe(0);
  });
});
