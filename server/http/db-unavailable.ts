/**
 * Is this error the database being unreachable (stopped, restarting, network gone) rather than a
 * bug? Such requests answer 503 "Service temporarily unavailable" instead of a 500 error panel.
 * Walks the `cause` chain (Drizzle wraps driver errors in DrizzleQueryError). Import-free.
 */
const CONNECTION_CODES = new Set([
  // Node sockets
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  // postgres.js
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now
  "57P01",
  "57P02",
  "57P03",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    // An outgoing HTTP call (ads feed, CatNet, the print page) failing is not the database.
    if (e instanceof TypeError && e.message === "fetch failed") return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
