import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db-unavailable";

const coded = (code: string) => Object.assign(new Error(code), { code });

describe("isDatabaseUnavailable", () => {
  it.each(["ECONNREFUSED", "CONNECTION_CLOSED", "CONNECT_TIMEOUT", "57P01", "57P03", "08006"])(
    "%s is a connection failure",
    (code) => expect(isDatabaseUnavailable(coded(code))).toBe(true),
  );
  it("looks through Drizzle's wrapper (cause)", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: coded("ECONNREFUSED") }))).toBe(true);
  });
  it("a failed outgoing fetch is not the database", () => {
    expect(isDatabaseUnavailable(new TypeError("fetch failed", { cause: coded("ECONNREFUSED") }))).toBe(
      false,
    );
  });
  it.each([new Error("boom"), coded("23505"), coded("42P01"), null, "text"])("%s is not", (e) =>
    expect(isDatabaseUnavailable(e)).toBe(false),
  );
});
