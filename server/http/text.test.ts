import { describe, expect, it } from "vitest";
import { stripNul } from "./text";

describe("text as PostgreSQL can store it", () => {
  it("drops NUL and turns lone surrogate halves into U+FFFD, keeping real pairs", () => {
    expect(stripNul("a\u0000b")).toBe("ab");
    expect(stripNul("Parra\ud800matta")).toBe("Parra\ufffdmatta");
    expect(stripNul("x\udc00")).toBe("x\ufffd");
    expect(stripNul("café 🦘")).toBe("café 🦘");
    expect(JSON.stringify(stripNul(JSON.parse('"\\ud800"') as string))).toBe('"\ufffd"');
  });
});
