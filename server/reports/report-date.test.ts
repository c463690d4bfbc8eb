import { describe, expect, it } from "vitest";
import { reportDate } from "./document";

/** Issue 24: a report is dated on the user's own calendar day, whatever the server's clock zone. */
describe("reportDate", () => {
  const evening = new Date("2026-11-26T20:00:00Z"); // 7 am on the 27th in Sydney, 9 am in Auckland

  it("dates an Australian or New Zealand broker's morning report that morning", () => {
    expect(reportDate({ country: "au" }, evening)).toBe("27 November 2026");
    expect(reportDate({ country: "nz" }, evening)).toBe("27 November 2026");
  });

  it("dates a UK broker's report on the UK day", () => {
    expect(reportDate({ country: "gb" }, evening)).toBe("26 November 2026");
    expect(reportDate({ country: "gb" }, new Date("2026-06-30T23:30:00Z"))).toBe("01 July 2026");
  });
});
