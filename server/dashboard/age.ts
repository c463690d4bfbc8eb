import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";
import { DEFAULT_FORMAT, formatDate, type FormatSettings } from "../format/format";

dayjs.extend(relativeTime);

/** Reports older than this many days show their date; newer ones a relative time (platform §2, §9). */
export const RELATIVE_DAYS = 6;

/**
 * The age label of a saved report on the dashboard: the stored date (DD/MM/YYYY by default, or the
 * user's date format) when it is older than 6 days, else a relative time such as "3 hours ago".
 * Pure (takes `now`), so the server and the browser render the same text.
 */
export function reportAge(
  updatedAt: Date,
  now: Date,
  format: Pick<FormatSettings, "dateFormat" | "timeZone"> = DEFAULT_FORMAT,
): string {
  const then = dayjs(updatedAt);
  const current = dayjs(now);
  // The date in the user's format and time zone (server/format), the same on the server and in the browser.
  if (current.diff(then, "millisecond") > RELATIVE_DAYS * 24 * 60 * 60 * 1000)
    return formatDate(updatedAt, format);
  // A clock a little ahead on the client must not say "in a few seconds".
  return then.isAfter(current) ? "a few seconds ago" : then.from(current);
}
