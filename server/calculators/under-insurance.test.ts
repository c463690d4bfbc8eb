import { describe, expect, it } from "vitest";
import { canCalculate, UnderInsuranceInput, underInsurance } from "./under-insurance";

const parse = (v: Record<string, string>) => UnderInsuranceInput.parse(v);

describe("under-insurance calculator", () => {
  it("reproduces the spec's worked example: 80%, 500,000 insured, 1,000,000 at risk, 250,000 loss", () => {
    const input = parse({
      type: "sum_insured",
      sumInsured: "500,000",
      valueAtRisk: "1,000,000",
      coInsurance: "80",
      loss: "250,000",
    });
    expect(underInsurance(input)).toEqual({ payout: 156250, uninsured: 93750, averageApplied: true });
  });

  it("pays the loss in full when the sum insured meets the co-insurance level", () => {
    const input = parse({
      type: "sum_insured",
      sumInsured: "800000",
      valueAtRisk: "1000000",
      coInsurance: "80",
      loss: "250000",
    });
    expect(underInsurance(input)).toEqual({ payout: 250000, uninsured: 0, averageApplied: false });
  });

  it("never pays more than the sum insured, nor more than the limit of liability", () => {
    expect(
      underInsurance(
        parse({
          type: "sum_insured",
          sumInsured: "100000",
          valueAtRisk: "100000",
          coInsurance: "100",
          loss: "400000",
        }),
      ).payout,
    ).toBe(100000);
    const limited = parse({
      type: "limit_of_liability",
      limit: "100,000",
      sumInsured: "500000",
      valueAtRisk: "1000000",
      coInsurance: "80",
      loss: "250000",
    });
    expect(underInsurance(limited)).toEqual({ payout: 100000, uninsured: 150000, averageApplied: true });
  });

  it("needs sum insured, value at risk and loss before calculating", () => {
    expect(canCalculate(parse({ sumInsured: "1", valueAtRisk: "1", loss: "1" }))).toBe(true);
    expect(canCalculate(parse({ sumInsured: "0", valueAtRisk: "1", loss: "1" }))).toBe(false);
    expect(canCalculate(parse({}))).toBe(false);
  });

  it("rejects text that is not an amount, and falls back on unknown choices", () => {
    expect(UnderInsuranceInput.safeParse({ sumInsured: "12abc" }).success).toBe(false);
    expect(UnderInsuranceInput.safeParse({ loss: "9".repeat(40) }).success).toBe(false);
    const odd = parse({ type: "nonsense", coInsurance: "73" });
    expect(odd.type).toBe("sum_insured");
    expect(odd.coInsurance).toBe(80);
    expect(parse({ sumInsured: "$1 250 000.50" }).sumInsured).toBe(1250000.5);
    // The input shows the user's symbol (issue 18): any setting's symbol is accepted.
    expect(parse({ sumInsured: "€1,000" }).sumInsured).toBe(1000);
    expect(parse({ sumInsured: "£2,500.5" }).sumInsured).toBe(2500.5);
    expect(parse({ sumInsured: "CN¥300" }).sumInsured).toBe(300);
  });
});
