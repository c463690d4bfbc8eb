/**
 * Small date helpers for learning and points (no date-format module on this branch yet): local
 * calendar dates in a time zone as "YYYY-MM-DD" strings, and display in one of the six formats of
 * platform §3 (setting date_format ids 1-6).
 */
export const DATE_FORMAT_BY_ID: Record<string, string> = {
  "1": "DD/MM/YYYY",
  "2": "DD-MM-YYYY",
  "3": "MM/DD/YYYY",
  "4": "MM-DD-YYYY",
  "5": "YYYY/MM/DD",
  "6": "YYYY-MM-DD",
};

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

/** "YYYY-MM-DD" in a display format such as "DD/MM/YYYY" (unknown formats give DD/MM/YYYY). */
export function formatIsoDate(iso: string, format = "DD/MM/YYYY"): string {
  const [y, m, d] = iso.split("-");
  const known = Object.values(DATE_FORMAT_BY_ID).includes(format) ? format : "DD/MM/YYYY";
  return known.replace("YYYY", y).replace("MM", m).replace("DD", d);
}

/** The user's display format from the date_format setting (an id 1-6 or the pattern itself). */
export function userDateFormat(setting: string | null | undefined): string {
  if (!setting) return "DD/MM/YYYY";
  return (
    DATE_FORMAT_BY_ID[setting] ??
    (Object.values(DATE_FORMAT_BY_ID).includes(setting) ? setting : "DD/MM/YYYY")
  );
}
