/**
 * Dashboard greeting (platform §2): Good Morning before 12:00, Good Afternoon before 18:00, else
 * Good Evening, in the user's own time zone, then the part of the person's name before any dot.
 */
export function greeting(personName: string, now: Date, timeZone: string): string {
  const hour = hourIn(now, timeZone);
  const part = hour < 12 ? "Good Morning" : hour < 18 ? "Good Afternoon" : "Good Evening";
  const first = personName.split(".")[0].trim();
  return first ? `${part}, ${first}` : part;
}

function hourIn(now: Date, timeZone: string): number {
  try {
    const text = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone }).format(
      now,
    );
    return Number.parseInt(text, 10);
  } catch {
    return now.getUTCHours();
  }
}

/** A client-hint time zone is used only when it is a real IANA zone. */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return null;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** The user's time zone: the `tz` client-hint cookie when it is a real zone, else the country's. */
export function timeZoneFor(request: Request, fallback: string): string {
  const match = /(?:^|;\s*)tz=([^;]+)/.exec(request.headers.get("Cookie") ?? "");
  let hinted: string | null = null;
  try {
    hinted = match ? validTimeZone(decodeURIComponent(match[1])) : null;
  } catch {
    hinted = null;
  }
  return hinted ?? fallback;
}
