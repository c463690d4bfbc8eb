/**
 * Amounts with the user's currency symbol and thousands separators: the part of the formatting module
 * (./format.ts) that needs no date library, so the report preview's bundle stays within its budget.
 */

/** Display symbol per currency code (the native symbol: a user reads their own currency). */
const SYMBOLS: Record<string, string> = {
  AUD: "$",
  CAD: "$",
  CNY: "CN¥",
  EUR: "€",
  GBP: "£",
  JPY: "￥",
  NZD: "$",
  USD: "$",
};

/** The symbol of a currency setting's code; "$" (spec §9 default) for a missing or unknown code. */
export function currencySymbol(code: string | null | undefined): string {
  return (code && SYMBOLS[code.toUpperCase()]) || "$";
}

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

/**
 * An amount that is in a fixed currency whatever the user's setting (the building cost rates are AUD
 * or NZD): with the user's symbol when their currency setting is that currency ("$350,000"), else
 * with the currency code ("AUD 350,000"), never another currency's symbol.
 */
export function formatAmountIn(
  value: number,
  code: string,
  settings: { currencySymbol: string; currency?: string } = { currencySymbol: "$" },
  opts: { decimals?: number; fixed?: boolean } = {},
): string {
  if (!Number.isFinite(value)) return "";
  if (settings.currency === code.toUpperCase()) return formatAmount(value, settings, opts);
  return `${value < 0 ? "-" : ""}${code.toUpperCase()} ${formatNumber(Math.abs(value), opts)}`;
}
