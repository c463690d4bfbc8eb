/** What the calculator page needs in the browser, import-free (the zod schemas stay on the server). */
export const CO_INSURANCE = [80, 85, 90, 95, 100] as const;
export const POLICY_TYPES = ["sum_insured", "limit_of_liability"] as const;
