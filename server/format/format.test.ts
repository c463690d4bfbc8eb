import { describe, expect, it } from "vitest";
import {
  currencySymbol,
  formatAmount,
  formatAmountIn,
  formatDate,
  formatIsoDate,
  formatNumber,
  formatSettings,
  localDate,
} from "./format";

describe("formatDate", () => {
  const date = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
  it.each([
    ["1", "05/01/2026"],
    ["2", "05-01-2026"],
    ["3", "01/05/2026"],
    ["4", "01-05-2026"],
    ["5", "2026/01/05"],
    ["6", "2026-01-05"],
  ])("date_format %s", (id, expected) => {
    expect(formatDate(date, formatSettings({ date_format: id }, "UTC"))).toBe(expected);
  });
  it("falls back to DD/MM/YYYY for an unknown setting and takes ISO strings", () => {
    expect(formatDate("2026-03-04T10:00:00Z", formatSettings({ date_format: "99" }, "UTC"))).toBe(
      "04/03/2026",
    );
  });
  it("uses the time zone", () => {
    // 23:30 UTC on 4 March is 5 March in Sydney.
    expect(formatDate("2026-03-04T23:30:00Z", formatSettings({}, "Australia/Sydney"))).toBe("05/03/2026");
  });
  it("returns '' for a missing or invalid date", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("amounts", () => {
  it("groups thousands and trims decimals", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(156250.5)).toBe("156,250.5");
    expect(formatNumber(0.125, { decimals: 2 })).toBe("0.13");
    expect(formatNumber(12.5, { decimals: 2, fixed: true })).toBe("12.50");
    expect(formatNumber(999)).toBe("999");
  });
  it("prefixes the user's currency symbol, default $", () => {
    expect(formatAmount(156250)).toBe("$156,250");
    expect(formatAmount(1000, formatSettings({ currency: "GBP" }))).toBe("£1,000");
    expect(formatAmount(-93750, formatSettings({ currency: "EUR" }))).toBe("-€93,750");
    expect(formatAmount(5, formatSettings({ currency: "XXX" }))).toBe("$5");
    expect(currencySymbol(null)).toBe("$");
  });
});

describe("calendar days (folded in from learning/dates)", () => {
  it("localDate: the day of an instant in a time zone, UTC for an unknown zone", () => {
    expect(localDate(new Date("2026-03-04T23:30:00Z"), "Australia/Sydney")).toBe("2026-03-05");
    expect(localDate(new Date("2026-03-04T23:30:00Z"), "Not/A_Zone")).toBe("2026-03-04");
  });
  it("formatIsoDate: a calendar day in each of the six formats, DD/MM/YYYY for an unknown one", () => {
    expect(formatIsoDate("2026-01-05", "YYYY-MM-DD")).toBe("2026-01-05");
    expect(formatIsoDate("2026-01-05", "MM-DD-YYYY")).toBe("01-05-2026");
    expect(formatIsoDate("2026-01-05")).toBe("05/01/2026");
    expect(formatIsoDate("2026-01-05", "DD MMMM")).toBe("05/01/2026");
  });
});

describe("formatAmountIn (amounts in a fixed currency)", () => {
  it("uses the user's symbol only when their currency is the amount's", () => {
    expect(formatAmountIn(2_700_000, "AUD", formatSettings({ currency: "AUD" }))).toBe("$2,700,000");
    expect(formatAmountIn(2_700_000, "AUD", formatSettings({ currency: "EUR" }))).toBe("AUD 2,700,000");
    expect(formatAmountIn(-5, "NZD", formatSettings({ currency: "AUD" }))).toBe("-NZD 5");
    expect(formatAmountIn(1.5, "AUD", formatSettings({ currency: "GBP" }), { decimals: 1 })).toBe("AUD 1.5");
  });
});
