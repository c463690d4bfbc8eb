/**
 * The one formatting module (platform §3, §9): dates by the user's date_format setting and amounts
 * with the user's currency symbol (default $) and thousands separators. Import-free of server code,
 * so route modules, components and server domains all use it.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Date formats of spec §3, by setting id (1 to 6). */
export const DATE_FORMAT_BY_ID: Record<string, string> = {
  "1": "DD/MM/YYYY",
  "2": "DD-MM-YYYY",
  "3": "MM/DD/YYYY",
  "4": "MM-DD-YYYY",
  "5": "YYYY/MM/DD",
  "6": "YYYY-MM-DD",
};
export const DEFAULT_DATE_FORMAT = "DD/MM/YYYY";

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

/** What a page needs to format for one user; the root loader passes it to every page. */
export type FormatSettings = { dateFormat: string; currencySymbol: string; timeZone?: string };

export const DEFAULT_FORMAT: FormatSettings = { dateFormat: DEFAULT_DATE_FORMAT, currencySymbol: "$" };

/** From raw setting values (date_format id, currency code); unknown or missing values fall back. */
export function formatSettings(
  settings: { date_format?: string | null; currency?: string | null },
  timeZone?: string,
): FormatSettings {
  return {
    dateFormat: DATE_FORMAT_BY_ID[settings.date_format ?? ""] ?? DEFAULT_DATE_FORMAT,
    currencySymbol: currencySymbol(settings.currency),
    ...(timeZone ? { timeZone } : {}),
  };
}

export function currencySymbol(code: string | null | undefined): string {
  return (code && SYMBOLS[code.toUpperCase()]) || "$";
}

/** A date (Date, ISO string or epoch ms) in the user's format; '' for a missing or invalid date. */
export function formatDate(
  value: Date | string | number | null | undefined,
  settings: Pick<FormatSettings, "dateFormat" | "timeZone"> = DEFAULT_FORMAT,
): string {
  if (value === null || value === undefined || value === "") return "";
  const d = dayjs(value);
  if (!d.isValid()) return "";
  const zoned = settings.timeZone ? d.tz(settings.timeZone) : d;
  return zoned.format(settings.dateFormat || DEFAULT_DATE_FORMAT);
}

// Amounts live in a module of their own, without the date library, for pages that only need them.
export { formatAmount, formatNumber } from "./amount";
