import cluster from "node:cluster";
import pino from "pino";
import { env } from "../config/env";

/** The configured level; "info" while the configuration is bad, so the start can log what is wrong. */
function level(): string {
  try {
    return env().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/**
 * One JSON line per event. Secrets never reach it: tokens and cookies are redacted by path. Under
 * WEB_CONCURRENCY each line of a worker names it (`"worker":2`), so a request can be traced to the
 * process that served it.
 */
export const logger = pino({
  level: level(),
  base: cluster.isWorker ? { worker: cluster.worker?.id } : undefined,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "token", "password", "*.password", "*.token"],
    censor: "[redacted]",
  },
});
