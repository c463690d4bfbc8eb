import { describe, expect, it } from "vitest";
import { restartDelay } from "./cluster";

describe("replacing crashed workers", () => {
  it("replaces an isolated crash at once and backs off when crashes repeat, up to 30 s", () => {
    expect(restartDelay(0)).toBe(0);
    expect(restartDelay(1)).toBe(0);
    expect(restartDelay(2)).toBe(250);
    expect(restartDelay(3)).toBe(500);
    expect(restartDelay(6)).toBe(4000);
    expect(restartDelay(20)).toBe(30_000);
  });
});
