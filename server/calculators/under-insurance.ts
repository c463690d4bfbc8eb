import { z } from "zod";

/**
 * Under-insurance (average) calculator, platform spec §2 and §9:
 *   insurer pays = sum insured / (co-insurance x value at risk) x loss,
 * never more than the loss, nor the sum insured (sum-insured policies), nor the limit of liability
 * (limit policies); the uninsured portion is the loss less the payout.
 */
import { CO_INSURANCE, POLICY_TYPES } from "./under-insurance-constants";

export { CO_INSURANCE, POLICY_TYPES } from "./under-insurance-constants";

/** "1,250,000", "$1 250 000", "€1,000" or "1250000.50" -> 1250000.5; empty -> 0 (any setting's symbol). */
const amount = (label: string) =>
  z
    .string()
    .max(30, `${label} is too long`)
    .optional()
    .transform((v) => (v ?? "").replace(/CN¥|[$€£¥￥,\s]/g, ""))
    .refine((v) => v === "" || /^\d+(\.\d{1,2})?$/.test(v), `${label} must be an amount in dollars`)
    .transform((v) => (v === "" ? 0 : Number(v)))
    .refine((v) => v <= 100_000_000_000, `${label} is too large`);

export const UnderInsuranceInput = z.object({
  type: z.enum(POLICY_TYPES).catch("sum_insured"),
  limit: amount("Limit of Liability"),
  sumInsured: amount("Sum Insured/Declared Value"),
  valueAtRisk: amount("Estimated Value at Risk"),
  coInsurance: z.coerce
    .number()
    .pipe(z.union(CO_INSURANCE.map((c) => z.literal(c)) as [z.ZodLiteral<80>, ...z.ZodLiteral<number>[]]))
    .catch(80),
  loss: amount("Loss"),
});
export type UnderInsuranceInput = z.infer<typeof UnderInsuranceInput>;

export type UnderInsuranceResult = { payout: number; uninsured: number; averageApplied: boolean };

/** Calculate is possible only when sum insured, value at risk and loss are all non-zero (spec §4). */
export function canCalculate(
  input: Pick<UnderInsuranceInput, "sumInsured" | "valueAtRisk" | "loss">,
): boolean {
  return input.sumInsured > 0 && input.valueAtRisk > 0 && input.loss > 0;
}

export function underInsurance(input: UnderInsuranceInput): UnderInsuranceResult {
  const { sumInsured, valueAtRisk, loss, coInsurance, type, limit } = input;
  const required = (coInsurance / 100) * valueAtRisk;
  const averageApplied = sumInsured < required;
  let payout = averageApplied ? (sumInsured / required) * loss : loss;
  payout = Math.min(payout, loss);
  if (type === "sum_insured") payout = Math.min(payout, sumInsured);
  if (type === "limit_of_liability" && limit > 0) payout = Math.min(payout, limit);
  payout = Math.round(payout * 100) / 100;
  return { payout, uninsured: Math.round((loss - payout) * 100) / 100, averageApplied };
}

/** The calculator's state from a query string: field errors, or the result when it can be calculated. */
export function underInsuranceFromQuery(params: URLSearchParams) {
  const raw = Object.fromEntries(params);
  const parsed = UnderInsuranceInput.safeParse(raw);
  const submitted = params.has("calculate");
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { values: raw, errors, input: null, result: null, submitted };
  }
  const input = parsed.data;
  const errors: Record<string, string> = {};
  if (submitted && !canCalculate(input))
    errors.form = "Enter the sum insured, the estimated value at risk and the loss to calculate.";
  const result = submitted && canCalculate(input) ? underInsurance(input) : null;
  return { values: raw, errors, input, result, submitted };
}
