import { describe, expect, it } from "vitest";
import { greeting, timeZoneFor, validTimeZone } from "./greeting";

describe("greeting", () => {
  const at = (iso: string) => new Date(iso);
  it("uses the user's time zone, not the server clock", () => {
    // 23:30 UTC is 10:30 next morning in Sydney (AEDT, UTC+11) and 23:30 in London (GMT).
    expect(greeting("Alex Morgan", at("2026-11-21T23:30:00Z"), "Australia/Sydney")).toBe(
      "Good Morning, Alex Morgan",
    );
    expect(greeting("Alex Morgan", at("2026-11-21T23:30:00Z"), "Europe/London")).toBe(
      "Good Evening, Alex Morgan",
    );
  });
  it("switches at 12:00 and 18:00", () => {
    expect(greeting("Sam", at("2026-06-01T11:59:00Z"), "UTC")).toBe("Good Morning, Sam");
    expect(greeting("Sam", at("2026-06-01T12:00:00Z"), "UTC")).toBe("Good Afternoon, Sam");
    expect(greeting("Sam", at("2026-06-01T17:59:00Z"), "UTC")).toBe("Good Afternoon, Sam");
    expect(greeting("Sam", at("2026-06-01T18:00:00Z"), "UTC")).toBe("Good Evening, Sam");
  });
  it("takes the part of the name before any dot", () => {
    expect(greeting("jane.citizen", at("2026-06-01T09:00:00Z"), "UTC")).toBe("Good Morning, jane");
    expect(greeting("", at("2026-06-01T09:00:00Z"), "UTC")).toBe("Good Morning");
  });
  it("accepts only real time zones", () => {
    expect(validTimeZone("Pacific/Auckland")).toBe("Pacific/Auckland");
    expect(validTimeZone("Mars/Olympus")).toBeNull();
    expect(validTimeZone("<script>")).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
  });
  it("reads the time zone from the client hint, falling back on bad or missing values", () => {
    const req = (cookie?: string) => new Request("http://x/", { headers: cookie ? { Cookie: cookie } : {} });
    expect(timeZoneFor(req("a=1; tz=Pacific%2FAuckland"), "Australia/Sydney")).toBe("Pacific/Auckland");
    expect(timeZoneFor(req("tz=%E0%A4%A"), "Australia/Sydney")).toBe("Australia/Sydney");
    expect(timeZoneFor(req("tz=Mars%2FOlympus"), "Europe/London")).toBe("Europe/London");
    expect(timeZoneFor(req(), "Europe/London")).toBe("Europe/London");
  });
});
