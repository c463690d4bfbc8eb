import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the app reads, with its default. The README's configuration table
 * mirrors this schema; keep them in step.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin used in emailed links; when empty the request's origin is used. */
  APP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Folder for the embedded database, mail files and other local state. */
  DATA_DIR: z.string().default(path.resolve(process.cwd(), "data")),
  /** PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Comma-separated secrets used to sign cookies; the first signs, all verify. */
  SESSION_SECRET: z.string().optional(),
  SESSION_DAYS: z.coerce.number().int().positive().default(14),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("RiskCoach <no-reply@riskcoach.local>"),
  SUPPORT_EMAIL: z.string().default("support@riskcoach.local"),
  /** general | natcat */
  APP_THEME: z.enum(["general", "natcat"]).default("general"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seed demo users and companies on start when the database has no users. */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  RESET_TOKEN_MINUTES: z.coerce.number().int().positive().default(60),
  /** Gotenberg base URL (e.g. http://gotenberg:3000); when unset PDFs come from the bundled Chromium. */
  GOTENBERG_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** PDFs rendered at once; further requests wait in a queue of PDF_QUEUE_MAX, beyond which they get 503. */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).default(50),
  /** Longest a single PDF may take (queue wait excluded). */
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  /** Days a report share link stays valid. */
  SHARE_LINK_DAYS: z.coerce.number().int().positive().max(365).default(14),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) cached = EnvSchema.parse(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export const isProduction = () => env().NODE_ENV === "production";
