import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the app reads, with its default. Nothing under server/ or app/ reads
 * process.env directly: it all goes through this schema, checked once when the server starts
 * (server.ts), so a bad value stops the start with the variable's name and what it accepts instead
 * of quietly becoming 0, NaN or "off". An empty value counts as unset (the default applies).
 * The README's configuration table mirrors this schema; keep them in step.
 */

/** `VAR=` (empty or blanks) is the same as not setting VAR. */
function withoutBlanks(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(source)) out[k] = v !== undefined && v.trim() === "" ? undefined : v;
  return out;
}

function wholeNumberText(min: number, max: number) {
  const accepts = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { error: accepts })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: accepts });
}
const wholeNumber = (def: number, min = 1, max = 1_000_000_000) => wholeNumberText(min, max).default(def);
const optionalWholeNumber = (min = 1, max = 1_000_000_000) => wholeNumberText(min, max).optional();

const flagText = () => z.enum(["true", "false"], { error: "true or false" }).transform((v) => v === "true");
const flag = (def: boolean) => flagText().default(def);
const optionalFlag = () => flagText().optional();

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: values.join(", ").replace(/, ([^,]*)$/, " or $1") });

/** An absolute http(s) URL. */
const httpUrl = () =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return ["http:", "https:"].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: "an absolute http(s) URL, e.g. https://riskcoach.example" },
    )
    .optional();

/** A link: an absolute http(s)/mailto URL or a path on this site. */
const link = (def: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^(https?:\/\/\S+|mailto:\S+|\/(?![/\\])\S*)$/i.test(v), {
      error: "an absolute http(s) or mailto: URL, or a path starting with /",
    })
    .default(def);

/** A comma-separated list whose every item passes `item` (`what` says what an item is). */
const list = (item: (s: string) => boolean, what: string) =>
  z
    .string()
    .refine(
      (v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .every(item),
      { error: `a comma-separated list of ${what}` },
    )
    .optional();

const isLinkgenSecret = (s: string) => {
  const m = /^[\w.-]+:([A-Za-z0-9+/]+={0,2})$/.exec(s);
  return Boolean(m) && Buffer.from(m![1], "base64").length === 32;
};

const EnvObject = z.object({
  NODE_ENV: oneOf(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(3000, 1, 65535),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Public origin of the app: every link in an email (password reset) starts with it, never with
   * the request's Host. Required in production; `npm run demo`, `npm run dev` and tests default it
   * to http://localhost:PORT.
   */
  APP_URL: httpUrl(),
  /** Folder for the embedded database, mail files and other local state. */
  DATA_DIR: z.string().default(path.resolve(process.cwd(), "data")),
  /** PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "a postgres:// connection string" })
    .optional(),
  /**
   * Worker processes serving HTTP (node:cluster). Above 1 needs DATABASE_URL: PGlite is one process's
   * database. The primary prepares the database (migrations, content import) before forking.
   */
  WEB_CONCURRENCY: wholeNumber(1, 1, 64),
  /**
   * Longest a process serves imported content (industry rows, write-ups, search index, risk model)
   * after another process imported newer content: the content version is checked this often.
   */
  CONTENT_CHECK_SECONDS: wholeNumber(30, 1, 3600),
  /** Comma-separated secrets used to sign cookies; the first signs, all verify. */
  SESSION_SECRET: z.string().optional(),
  SESSION_DAYS: wholeNumber(14, 1, 3650),
  COOKIE_SECURE: optionalFlag(),
  TRUST_PROXY: flag(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().default("RiskCoach <no-reply@riskcoach.local>"),
  SUPPORT_EMAIL: z.string().default("support@riskcoach.local"),
  APP_THEME: oneOf(["general", "natcat"]).default("general"),
  APP_THEME_HOSTS: list((s) => /^[^=\s]+=(general|natcat)$/i.test(s), "host-text=general|natcat pairs"),
  COMPANY_REPORT_THEMES: list((s) => /^\d+:[\w-]+$/.test(s), "companyId:themeId pairs"),
  /** CatNet-compatible natcat service; unset = the built-in open-data provider (docs/natcat.md). */
  CATNET_URL: httpUrl(),
  CATNET_API_KEY: z.string().optional(),
  CATNET_TIMEOUT_MS: optionalWholeNumber(1, 600_000),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /**
   * Create the demo accounts (README) when missing. Off unless asked: `npm run demo` and
   * `npm run dev` turn it on; `npm start` never creates them unless SEED_DEMO=true.
   */
  SEED_DEMO: optionalFlag(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: wholeNumber(5, 1, 1000),
  LOGIN_MAX_FAILURES_PER_IP: wholeNumber(30, 1, 100_000),
  LOGIN_WINDOW_MINUTES: wholeNumber(15, 1, 1440),
  RESET_TOKEN_MINUTES: wholeNumber(60, 5, 1440),
  /** Reset emails one account may be sent per hour, and reset requests one IP may make per hour. */
  RESET_MAX_PER_ACCOUNT: wholeNumber(3, 1, 100),
  RESET_MAX_PER_IP: wholeNumber(20, 1, 10_000),
  INDUSTRY_LIMIT: wholeNumber(500, 1, 1_000_000),
  INDUSTRY_LIMIT_DAYS: wholeNumber(30, 1, 3650),
  PROVIDER_NAME: z.string().default("LMI Group"),
  MARKET_URL: httpUrl(),
  MARKET_SECRET: z.string().optional(),
  /** Advertisement feed (JSON); when unset the file public/ads/feed.json is read. */
  ADS_URL: httpUrl(),
  /** Gotenberg base URL (e.g. http://gotenberg:3000); when unset PDFs come from the bundled Chromium. */
  GOTENBERG_URL: httpUrl(),
  CHROMIUM_PATH: z.string().optional(),
  /** PDFs rendered at once; further requests wait in a queue of PDF_QUEUE_MAX, beyond which they get 503. */
  PDF_CONCURRENCY: wholeNumber(2, 1, 16),
  PDF_QUEUE_MAX: wholeNumber(50, 0, 10_000),
  /** Longest a single PDF may take (queue wait excluded). */
  PDF_TIMEOUT_MS: wholeNumber(30000, 1, 600_000),
  /** Days a report share link stays valid. */
  SHARE_LINK_DAYS: wholeNumber(14, 1, 365),
  FAULT_INJECTION: flag(false),
  API_KEYS: list((s) => /^[\x21-\x7e]{8,200}$/.test(s), "API keys (8 to 200 printable characters each)"),
  LINKGEN_SECRETS: list(isLinkgenSecret, "partnerKey:base64-of-32-bytes"),
  CROSS_HOST_BROKER_COUNTRY: z.string().optional(),
  CROSS_HOST_BROKER_DOMAIN: z.string().optional(),
  CROSS_HOST_BROKER_URL: httpUrl(),
  CROSS_HOST_RISKCOACH_COUNTRY: z.string().optional(),
  CROSS_HOST_RISKCOACH_URL: httpUrl(),
  CROSS_HOST_EXEMPT_ORGANISATION: wholeNumber(5693, 0, 2_147_483_647),
  LINK_BI_CALCULATOR: link("https://www.riskcoach.example/calculators/business-interruption"),
  LINK_UNDER_INSURANCE_CALCULATOR: link("/calculator/under-insurance"),
  LINK_LIMIT_OF_LIABILITY_CALCULATOR: link("https://www.riskcoach.example/calculators/limit-of-liability"),
  LINK_ENQUIRE: link("https://www.riskcoach.example/enquire"),
  CONTACT_EMAIL: z.string().default("hello@riskcoach.example"),
  LINK_HELP_WITH_CLAIMS: link("https://www.riskcoach.example/help-with-claims"),
  LINK_SUPPORT_SERVICES: link("https://www.riskcoach.example/support-services"),
  LINK_LINKEDIN: link("https://www.linkedin.com/"),
  LINK_YOUTUBE: link("https://www.youtube.com/"),
});

/** How the process was started: `npm run demo` (--demo) and `npm run dev` (--dev) are local runs. */
export type StartMode = { demo?: boolean };

type Parsed = z.infer<typeof EnvObject>;
export type Env = Omit<Parsed, "APP_URL" | "SEED_DEMO" | "LOG_LEVEL" | "COOKIE_SECURE"> & {
  /** Origin only (scheme, host, port), never a trailing path. */
  APP_URL: string;
  SEED_DEMO: boolean;
  LOG_LEVEL: NonNullable<Parsed["LOG_LEVEL"]>;
  COOKIE_SECURE: boolean;
};

/** A configuration the app refuses to start with; the message names each variable and what it accepts. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const show = (v: unknown) =>
  typeof v === "string" ? JSON.stringify(v.length > 60 ? v.slice(0, 60) + "…" : v) : String(v);

/** Parses a set of variables (process.env by default); throws ConfigError on any bad value. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  mode: StartMode = {},
): Env {
  const clean = withoutBlanks(source);
  const parsed = EnvObject.safeParse(clean);
  const problems: string[] = [];
  if (!parsed.success) {
    const secret = /SECRET|PASSWORD|KEY|SMTP_URL|DATABASE_URL/;
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "?");
      const got = secret.test(name) ? "" : ` (got ${show(source[name])})`;
      problems.push(`${name}: expected ${issue.message}${got}`);
    }
  }
  const local = mode.demo === true || (clean.NODE_ENV ?? "development") !== "production";
  if (!clean.APP_URL && !local) {
    problems.push(
      "APP_URL: required when NODE_ENV=production: the public origin of the app used in emailed links, " +
        "e.g. APP_URL=https://riskcoach.example (npm run demo uses http://localhost:PORT)",
    );
  }
  if (parsed.success && parsed.data.WEB_CONCURRENCY > 1 && !parsed.data.DATABASE_URL) {
    problems.push(
      `WEB_CONCURRENCY: expected 1 without DATABASE_URL (got ${parsed.data.WEB_CONCURRENCY}): the embedded ` +
        "PGlite database serves one process only; set DATABASE_URL to a PostgreSQL database to run several workers",
    );
  }
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    ...e,
    APP_URL: new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin,
    SEED_DEMO: e.SEED_DEMO ?? mode.demo === true,
    LOG_LEVEL: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    COOKIE_SECURE: e.COOKIE_SECURE ?? e.NODE_ENV === "production",
  };
}

let cached: Env | undefined;
let startMode: StartMode = {};

/**
 * The checked configuration. server.ts calls `loadEnv` first thing, so a bad value stops the start;
 * later calls return the cached result.
 */
export function env(): Env {
  cached ??= parseEnv(process.env, startMode);
  return cached;
}

/** Called once by server.ts before anything else: the start mode, and the check of every variable. */
export function loadEnv(mode: StartMode): Env {
  startMode = mode;
  cached = undefined;
  return env();
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export const isProduction = () => env().NODE_ENV === "production";
