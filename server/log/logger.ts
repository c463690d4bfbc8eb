import pino from "pino";

/** One JSON line per event. Secrets never reach it: tokens and cookies are redacted by path. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "token", "password", "*.password", "*.token"],
    censor: "[redacted]",
  },
});
