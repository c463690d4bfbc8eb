/** The countries with building cost rates (import-free: the calculator page and the content loader share it). */
export const BC_COUNTRIES = ["au", "nz"] as const;
export type BcCountry = (typeof BC_COUNTRIES)[number];
