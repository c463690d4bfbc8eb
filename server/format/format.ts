/**
 * The one formatting module (platform §3, §9): dates by the user's date_format setting and amounts
 * with the user's currency symbol (default $) and thousands separators. Import-free of server code,
 * so route modules, components and server domains all use it.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";
import { currencySymbol } from "./amount";

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

/**
 * What a page needs to format for one user; the root loader passes it to every page. `currency` is
 * the code of the currency setting (for amounts that are in a fixed currency, see formatAmountIn).
 */
export type FormatSettings = {
  dateFormat: string;
  currencySymbol: string;
  currency?: string;
  timeZone?: string;
};

export const DEFAULT_FORMAT: FormatSettings = { dateFormat: DEFAULT_DATE_FORMAT, currencySymbol: "$" };

/** From raw setting values (date_format id, currency code); unknown or missing values fall back. */
export function formatSettings(
  settings: { date_format?: string | null; currency?: string | null },
  timeZone?: string,
): FormatSettings {
  return {
    dateFormat: DATE_FORMAT_BY_ID[settings.date_format ?? ""] ?? DEFAULT_DATE_FORMAT,
    currencySymbol: currencySymbol(settings.currency),
    ...(settings.currency ? { currency: settings.currency.toUpperCase() } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
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
export { currencySymbol, formatAmount, formatAmountIn, formatNumber } from "./amount";

/** The calendar date of an instant in a time zone, "YYYY-MM-DD" (falls back to UTC). */
export function localDate(instant: Date, timeZone: string): string {
  const format = dayFormat(timeZone);
  return format ? format.format(instant) : instant.toISOString().slice(0, 10);
}

/** One formatter per time zone (making one costs far more than using it; the points badge formats every activity). */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      format = null;
    }
    if (dayFormats.size < 1_000) dayFormats.set(timeZone, format);
  }
  return format;
}

const KNOWN_FORMATS = new Set(Object.values(DATE_FORMAT_BY_ID));

/**
 * A calendar day "YYYY-MM-DD" in a display format such as "DD/MM/YYYY" (unknown formats give
 * DD/MM/YYYY). No time zone: a calendar day must not shift.
 */
export function formatIsoDate(iso: string, dateFormat: string = DEFAULT_DATE_FORMAT): string {
  const [y, m, d] = iso.split("-");
  const known = KNOWN_FORMATS.has(dateFormat) ? dateFormat : DEFAULT_DATE_FORMAT;
  return known.replace("YYYY", y).replace("MM", m).replace("DD", d);
}
