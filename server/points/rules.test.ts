import { describe, expect, it } from "vitest";
import {
  claimable,
  countedActivities,
  earned,
  formatPoints,
  periodFor,
  RESEARCH_DAILY_CAP,
  type Activity,
} from "./rules";

describe("periods (spec §9)", () => {
  it.each([
    ["cip", "current", "2026-06-15", "2026-01-01", "2026-12-31"],
    ["cip", "last", "2026-06-15", "2025-01-01", "2025-12-31"],
    ["cpdnz", "current", "2025-03-01", "2025-01-01", "2025-12-31"],
    ["cpdnz", "last", "2025-03-01", "2024-01-01", "2024-12-31"],
    // CPD: two-year window starting in an odd year
    ["cpd", "current", "2025-06-15", "2025-01-01", "2026-12-31"],
    ["cpd", "current", "2026-06-15", "2025-01-01", "2026-12-31"],
    ["cpd", "last", "2025-06-15", "2023-01-01", "2024-12-31"],
    ["cpd", "last", "2026-06-15", "2023-01-01", "2024-12-31"],
    ["cpd", "current", "2027-01-01", "2027-01-01", "2028-12-31"],
    ["cpd", "current", "2026-12-31", "2025-01-01", "2026-12-31"],
    // year boundaries
    ["cip", "current", "2026-12-31", "2026-01-01", "2026-12-31"],
    ["cip", "current", "2027-01-01", "2027-01-01", "2027-12-31"],
    ["cpdnz", "last", "2027-01-01", "2026-01-01", "2026-12-31"],
  ] as const)("%s %s on %s is %s to %s", (type, which, today, start, end) => {
    expect(periodFor(type, which, today)).toEqual({ start, end });
  });
});

describe("earning and caps", () => {
  const courses = (n: number, date = "2026-05-01"): Activity[] =>
    Array.from({ length: n }, (_, i) => ({ kind: "course" as const, key: `c${i}`, date }));

  it("counts course 2, industry quiz 1, industry researched 0.25", () => {
    const acts: Activity[] = [
      { kind: "course", key: "a", date: "2026-02-01" },
      { kind: "industryQuiz", key: "RC-4511-001", date: "2026-02-02" },
      { kind: "industry", key: "RC-4511-001", date: "2026-02-02" },
    ];
    expect(earned(acts, periodFor("cip", "current", "2026-06-01"))).toBe(3.25);
  });

  it("counts each course or industry once per period", () => {
    const acts: Activity[] = [
      { kind: "course", key: "a", date: "2026-02-01" },
      { kind: "course", key: "a", date: "2026-03-01" },
      { kind: "industryQuiz", key: "x", date: "2026-03-01" },
      { kind: "industryQuiz", key: "x", date: "2026-04-01" },
    ];
    expect(earned(acts, periodFor("cip", "current", "2026-06-01"))).toBe(3);
    // ... and again in the next period
    acts.push({ kind: "course", key: "a", date: "2027-01-01" });
    expect(earned(acts, periodFor("cip", "current", "2027-06-01"))).toBe(2);
  });

  it("ignores activity outside the period (31 Dec / 1 Jan)", () => {
    const acts: Activity[] = [
      { kind: "course", key: "a", date: "2025-12-31" },
      { kind: "course", key: "b", date: "2026-01-01" },
    ];
    expect(earned(acts, periodFor("cip", "current", "2026-01-01"))).toBe(2);
    expect(earned(acts, periodFor("cip", "last", "2026-01-01"))).toBe(2);
    expect(earned(acts, periodFor("cpd", "current", "2026-01-01"))).toBe(4);
  });

  it("caps CIP at 15, CPD at 20, CPD NZ at 10", () => {
    const ten = courses(10); // 20 points earned
    const p = (t: "cip" | "cpd" | "cpdnz") => periodFor(t, "current", "2026-06-01");
    expect(claimable("cip", ten, p("cip"))).toBe(15);
    expect(claimable("cpdnz", ten, p("cpdnz"))).toBe(10);
    expect(
      claimable(
        "cpd",
        [...ten, ...courses(5, "2025-03-01").map((a) => ({ ...a, key: `d${a.key}` }))],
        p("cpd"),
      ),
    ).toBe(20);
    expect(claimable("cip", courses(3), p("cip"))).toBe(6);
  });

  it("counts at most 4 industries researched a day; each once per period", () => {
    expect(RESEARCH_DAILY_CAP).toBe(4);
    const day = (date: string, from: number, n: number): Activity[] =>
      Array.from({ length: n }, (_, i) => ({ kind: "industry" as const, key: `RC-${from + i}`, date }));
    const p = periodFor("cip", "current", "2026-06-01");
    // 40 industries read on one day: 1 point, not 10
    expect(earned(day("2026-02-01", 0, 40), p)).toBe(1);
    // a read past the cap can count on a later day; one already counted never again
    const acts = [...day("2026-02-01", 0, 6), ...day("2026-02-02", 0, 6)];
    const counted = countedActivities(acts, p);
    expect(counted.map((a) => `${a.key}@${a.date}`)).toEqual([
      "RC-0@2026-02-01",
      "RC-1@2026-02-01",
      "RC-2@2026-02-01",
      "RC-3@2026-02-01",
      "RC-4@2026-02-02",
      "RC-5@2026-02-02",
    ]);
    expect(earned(acts, p)).toBe(1.5);
    // the cap is per day of research only: courses the same day still count
    expect(earned([...day("2026-03-01", 100, 5), { kind: "course", key: "c", date: "2026-03-01" }], p)).toBe(
      3,
    );
    // reaching the CIP cap of 15 by research alone takes at least 15 days of reading
    const fortyViews = day("2026-04-01", 200, 40);
    expect(claimable("cip", fortyViews, p)).toBeLessThan(15);
  });

  it("formats points without trailing zeros", () => {
    expect(formatPoints(2)).toBe("2");
    expect(formatPoints(2.5)).toBe("2.5");
    expect(formatPoints(0.25)).toBe("0.25");
  });
});
