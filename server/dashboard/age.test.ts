import { describe, expect, it } from "vitest";
import { reportAge } from "./age";

const now = new Date("2026-11-22T10:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("report age on the dashboard (older than 6 days → date, newer → relative)", () => {
  it("shows a relative time up to 6 days", () => {
    expect(reportAge(ago(30 * 1000), now)).toBe("a few seconds ago");
    expect(reportAge(ago(3 * HOUR), now)).toBe("3 hours ago");
    expect(reportAge(ago(2 * DAY), now)).toBe("2 days ago");
    expect(reportAge(ago(6 * DAY), now)).toBe("6 days ago");
  });

  it("shows the date once older than 6 days, in the user's format", () => {
    const old = ago(6 * DAY + 1000);
    expect(reportAge(old, now)).toMatch(/^16\/11\/2026$/);
    expect(reportAge(ago(40 * DAY), now, { dateFormat: "YYYY-MM-DD" })).toBe("2026-10-13");
  });

  it("never says 'in …' for a time slightly in the future", () => {
    expect(reportAge(new Date(now.getTime() + 5000), now)).toBe("a few seconds ago");
  });
});
