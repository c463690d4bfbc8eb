/**
 * Amounts with the user's currency symbol and thousands separators: the part of the formatting module
 * (./format.ts) that needs no date library, so the report preview's bundle stays within its budget.
 */

/** 1234567.5 -> "1,234,567.5"; at most `decimals` places, no trailing zeros unless `fixed`. */
export function formatNumber(value: number, opts: { decimals?: number; fixed?: boolean } = {}): string {
  if (!Number.isFinite(value)) return "";
  const decimals = opts.decimals ?? 2;
  const negative = value < 0;
  const [int, frac = ""] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = opts.fixed ? frac : frac.replace(/0+$/, "");
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** An amount with the user's currency symbol: "$1,234,567", "-£12.5", "€0". */
export function formatAmount(
  value: number,
  settings: { currencySymbol: string } = { currencySymbol: "$" },
  opts: { decimals?: number; fixed?: boolean } = {},
): string {
  if (!Number.isFinite(value)) return "";
  const text = formatNumber(Math.abs(value), opts);
  return `${value < 0 ? "-" : ""}${settings.currencySymbol || "$"}${text}`;
}
