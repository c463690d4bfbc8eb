import { describe, expect, it } from "vitest";
import { indicativeRatesByCountry } from "./writeups";

describe("indicative rates", () => {
  it("weight-average per country to two decimals, sorted by country", () => {
    expect(
      indicativeRatesByCountry([
        { country: "nz", avg: 60, weight: 1 },
        { country: "au", avg: 68, weight: 3 },
        { country: "au", avg: 62, weight: 1 },
      ]),
    ).toEqual([
      { country: "Australia", countryCode: "au", value: "66.50" },
      { country: "New Zealand", countryCode: "nz", value: "60.00" },
    ]);
    expect(indicativeRatesByCountry([])).toEqual([]);
  });
});
