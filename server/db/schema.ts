import type { BankText, Reach } from "../risk/reach";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CaptionCue } from "../content/vtt";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** base64 single-sign-on token handed to the external support portal. */
    ssoToken: text("sso_token").notNull(),
    /** null = not yet asked, true = accepted, false = declined. */
    isUserAcceptedToc: boolean("is_user_accepted_toc"),
    organisationId: integer("organisation_id"),
    /**
     * Restricted users (industries spec §3, §6): the insurance class ids (insurance_classes.id) this
     * user's subscription includes; null = not restricted, every class active. Decision 0011.
     */
    allowedClassIds: integer("allowed_class_ids").array(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_user_name_lower_idx").on(sql`lower(${t.userName})`)],
);

/** Raw bytes (images): Buffer on PostgreSQL, Uint8Array on PGlite; always a Buffer to callers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type Address = {
  suite: string | null;
  street: string | null;
  suburb: string | null;
  postcode: string | null;
  state: string | null;
  country: { name: string; code: string } | null;
};

export const profiles = pgTable("profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  personName: text("person_name").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  mobile: text("mobile").notNull().default(""),
  jobTitle: text("job_title").notNull().default(""),
  description: text("description").notNull().default(""),
  address: jsonb("address").$type<Address | null>(),
  /** Avatar image (png or jpeg, checked by magic bytes, under 2 MB), its type and sha256 (the ETag). */
  avatar: bytea("avatar"),
  avatarMime: text("avatar_mime"),
  avatarSha256: text("avatar_sha256"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Catalogue of setting keys with their default value and the options a user may choose from. */
export const settingDefinitions = pgTable("setting_definitions", {
  key: text("key").primaryKey(),
  defaultValue: text("default_value").notNull(),
  defaultOptions: jsonb("default_options").$type<Array<{ value: string; label: string }>>().notNull(),
});

export const userSettings = pgTable(
  "user_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key")
      .notNull()
      .references(() => settingDefinitions.key),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  address: jsonb("address").$type<Address | null>(),
  logo: bytea("logo"),
  logoMime: text("logo_mime"),
  logoSha256: text("logo_sha256"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userCompanies = pgTable(
  "user_companies",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    uniqueIndex("user_companies_one_primary_idx")
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 (hex) of the random session id held in the signed cookie; the raw id is never stored. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How the user signed in: credentials | linkgen */
    kind: text("kind").notNull().default("credentials"),
    /**
     * Which credential this is, checked on every use (issue 23 item 9): web (the signed cookie
     * only), api (Authorization header only), handover (a one-time /link?token= for the cross-host
     * redirect, only on the host named in audience).
     */
    purpose: text("purpose").notNull().default("web"),
    /** handover: the host the token was minted for. */
    audience: text("audience"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    ip: text("ip").notNull(),
    success: boolean("success").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_user_idx").on(sql`lower(${t.userName})`, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle store (server/auth/throttle.ts): login
 * failures per account+IP, per account and per IP, password-reset requests per account and per IP.
 * In the database so every app server shares them.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue (content pack): taxonomies, their nodes, industries, search synonyms.

export const taxonomies = pgTable("taxonomies", {
  /** 4 = ANZSIC 2006, 8 = UK SIC 2007, 12 = NAICS 2017 (decision 0008). */
  id: integer("id").primaryKey(),
  abbr: text("abbr").notNull(),
  revision: text("revision").notNull(),
  name: text("name").notNull(),
  levels: jsonb("levels").$type<string[]>().notNull(),
});

export const taxonomyNodes = pgTable(
  "taxonomy_nodes",
  {
    taxonomyId: integer("taxonomy_id")
      .notNull()
      .references(() => taxonomies.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    title: text("title").notNull(),
    parentCode: text("parent_code"),
    /** 0-based depth: 0 = division/section/sector. */
    depth: integer("depth").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taxonomyId, t.code] }),
    index("taxonomy_nodes_parent_idx").on(t.taxonomyId, t.parentCode, t.position),
  ],
);

export const industries = pgTable(
  "industries",
  {
    id: serial("id").primaryKey(),
    /** Our stable code, e.g. RC-4511-004. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** ANZSIC 2006 class (4 digits). */
    anzsic: text("anzsic").notNull(),
    /** UK SIC 2007 class or subclass, resolved at import (row override or class concordance). */
    uksic: text("uksic").notNull(),
    /** NAICS 2017 6-digit industry, resolved the same way. */
    naics: text("naics").notNull(),
    /** Set for an alias row: the main industry it points to. Aliases are never listed. */
    aliasOfId: integer("alias_of_id"),
    keywords: text("keywords").notNull().default(""),
    /** In the demo dataset a Trial user may search and open (content/trial.json). */
    inTrial: boolean("in_trial").notNull().default(false),
    /** Lower-case names of the aliases pointing here (search finds the main industry by them). */
    aliasNames: text("alias_names")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("industries_code_idx").on(t.code),
    index("industries_anzsic_idx").on(t.anzsic),
    index("industries_uksic_idx").on(t.uksic),
    index("industries_naics_idx").on(t.naics),
    index("industries_alias_idx").on(t.aliasOfId),
  ],
);

/** Authored query synonyms: a term and what it also means ("servo" -> "service station"). */
export const searchSynonyms = pgTable("search_synonyms", {
  term: text("term").primaryKey(),
  expansions: text("expansions")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** One row per imported content pack; the hash makes a re-import of the same files a no-op. */
export const contentImports = pgTable("content_imports", {
  id: serial("id").primaryKey(),
  hash: text("hash").notNull(),
  summary: jsonb("summary").$type<Record<string, number>>().notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Per-user industry history: RECENTLY VIEWED and the rolling search limit.

export const industryHistory = pgTable(
  "industry_history",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    lastAccessedOn: timestamp("last_accessed_on", { withTimezone: true }).notNull().defaultNow(),
    views: integer("views").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.industryId] }),
    index("industry_history_recent_idx").on(t.userId, t.lastAccessedOn),
  ],
);

/**
 * Meaningful reads of an industry (its risk content opened, not just the landing tab): one row per
 * user, industry and local calendar day. "Industries researched" points come from these
 * (docs/points.md), not from page views.
 */
export const industryReads = pgTable(
  "industry_reads",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    /** The user's local calendar date of the read, YYYY-MM-DD. */
    readOn: text("read_on").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.industryId, t.readOn] })],
);

// ---------------------------------------------------------------------------------------------
// Quizzes (the quiz engine extends this: questions, answers, attempts). Industry search in
// quiz-only mode lists only industries with a quiz for the user's country.

/** Short courses (content/learning/courses): guide, units and the course quiz (in quizzes). */
export type CourseGuideItem = { id: string; title: string; content: string[] };
export type CourseUnit = { id: string; sequence: number; title: string; text: string[] };

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    /** Stable content key, e.g. "under-insurance". */
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    inTrial: boolean("in_trial").notNull().default(false),
    position: integer("position").notNull().default(0),
    lastUpdate: text("last_update").notNull(),
    guide: jsonb("guide").$type<CourseGuideItem[]>().notNull(),
    units: jsonb("units").$type<CourseUnit[]>().notNull(),
  },
  (t) => [uniqueIndex("courses_key_idx").on(t.key)],
);

export type QuizAnswer = { id: string; text: string; correct: boolean; comment: string };
export type QuizQuestion = { id: string; question: string; answers: QuizAnswer[] };

export const quizzes = pgTable(
  "quizzes",
  {
    id: serial("id").primaryKey(),
    /** Stable content key, e.g. "RC-4511-001-au" or "course-under-insurance". */
    key: text("key").notNull(),
    title: text("title").notNull(),
    industryId: integer("industry_id").references(() => industries.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** au | nz, or null for every country. */
    country: text("country"),
    questions: jsonb("questions").$type<QuizQuestion[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("quizzes_key_idx").on(t.key), index("quizzes_industry_idx").on(t.industryId)],
);

/**
 * One try at a quiz. The names and codes are copied in, so the record (and the points it earned)
 * survives a content change that removes the quiz.
 */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id").references(() => quizzes.id, { onDelete: "set null" }),
    kind: text("kind").$type<"course" | "industry">().notNull(),
    courseKey: text("course_key"),
    industryCode: text("industry_code"),
    title: text("title").notNull(),
    country: text("country"),
    timeStart: timestamp("time_start", { withTimezone: true }).notNull().defaultNow(),
    timeEnd: timestamp("time_end", { withTimezone: true }),
    /** question id -> answer id */
    answers: jsonb("answers").$type<Record<string, string>>().notNull().default({}),
    /** The questions drawn for this attempt, options in display order (server side; issue 21). */
    drawn: jsonb("drawn").$type<{ id: string; answers: string[] }[]>().notNull().default([]),
    answered: integer("answered").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    total: integer("total").notNull().default(0),
    /** Percent of answered questions answered correctly (0-100), set on submit. */
    result: integer("result"),
    passed: boolean("passed").notNull().default(false),
  },
  (t) => [
    index("quiz_attempts_user_idx").on(t.userId, t.timeEnd),
    index("quiz_attempts_user_quiz_idx").on(t.userId, t.quizId, t.timeStart),
  ],
);

// ---------------------------------------------------------------------------------------------
// Risk content: insurance classes and the factor model behind the hazard index (content/risk).

export const insuranceClasses = pgTable(
  "insurance_classes",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** main | sub-class | grouping | personal_lines | core | country-variant */
    grouping: text("grouping").notNull(),
    fallbackId: integer("fallback_id"),
    includes: text("includes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Rating of an industry with every factor at 0; null for classes that are not rated. */
    base: integer("base"),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("insurance_classes_slug_idx").on(t.slug)],
);

export const riskFactors = pgTable("risk_factors", {
  key: text("key").primaryKey(),
  label: text("label").notNull(),
  position: integer("position").notNull(),
  /** class slug -> points at level 3 */
  weights: jsonb("weights").$type<Record<string, number>>().notNull(),
  /** class slug -> reason sentence (with its reach, server/risk/reach.ts) */
  reasons: jsonb("reasons").$type<Record<string, BankText>>().notNull(),
  /** Content assembled for industries without their own write-up (content/risk/factor-content.json). */
  exposures: jsonb("exposures").$type<BankText[]>().notNull().default([]),
  checklist: jsonb("checklist")
    .$type<Array<{ class: string; type: string; section: string; question: string } & Reach>>()
    .notNull()
    .default([]),
  management: jsonb("management").$type<Record<string, BankText>>().notNull().default({}),
});

/** Class texts and General/Core questions that every derived write-up shares. */
export const riskCommonContent = pgTable("risk_common_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/** Factor levels for an ANZSIC class (4 digits) or one industry (our code), which overrides its class. */
export const riskProfiles = pgTable("risk_profiles", {
  scope: text("scope").primaryKey(),
  levels: jsonb("levels").$type<Record<string, number>>().notNull(),
  note: text("note").notNull().default(""),
});

export const riskOverrides = pgTable(
  "risk_overrides",
  {
    code: text("code").notNull(),
    classSlug: text("class_slug").notNull(),
    rating: integer("rating").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.classSlug] })],
);

/**
 * Industry entries (content/entries/*.json, layer 2 of CONTENT.md): the trade's own words. Its 27
 * factor levels are stored as the industry's scope in risk_profiles, so the model rates it by them.
 */
export const industryEntries = pgTable("industry_entries", {
  industryId: integer("industry_id")
    .primaryKey()
    .references(() => industries.id, { onDelete: "cascade" }),
  description: text("description").notNull(),
  exposures: jsonb("exposures").$type<string[]>().notNull(),
  materials: jsonb("materials").$type<string[]>().notNull(),
  keyQuestions: jsonb("key_questions")
    .$type<Array<{ class: string; section: string; question: string }>>()
    .notNull(),
  /** Most important first. */
  reasons: jsonb("reasons").$type<Array<{ class: string; reason: string }>>().notNull(),
});

/** The class layer (layer 1): lines true of every industry of an ANZSIC class (content/entries). */
export const industryClassLayers = pgTable("industry_class_layers", {
  anzsic: text("anzsic").primaryKey(),
  exposures: jsonb("exposures").$type<string[]>().notNull(),
});

// ---------------------------------------------------------------------------------------------
// Flagship write-ups (content/flagships/*.json).

export type RiskSection = { heading: string; text: string };
export type IndicativeRate = { country: string; avg: number; weight: number };
export type Endorsement = {
  type: "Mark IV" | "Mark V";
  code: string;
  heading: string;
  text: string;
  explanation: string;
};

export const industryWriteups = pgTable("industry_writeups", {
  industryId: integer("industry_id")
    .primaryKey()
    .references(() => industries.id, { onDelete: "cascade" }),
  summary: text("summary").notNull(),
  mainClasses: text("main_classes").array().notNull(),
  exposures: jsonb("exposures").$type<string[]>().notNull(),
  materials: jsonb("materials").$type<string[]>().notNull(),
  riskDescriptions: jsonb("risk_descriptions").$type<Record<string, RiskSection[]>>().notNull(),
  indicativeRates: jsonb("indicative_rates").$type<IndicativeRate[]>().notNull(),
  endorsements: jsonb("endorsements").$type<Endorsement[]>().notNull(),
  hasMarket: boolean("has_market").notNull(),
});

export const checklistQuestions = pgTable(
  "checklist_questions",
  {
    /** Stable id from the content, e.g. RC-4511-001-Q001. */
    id: text("id").primaryKey(),
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    classSlug: text("class_slug").notNull(),
    /** Core | General | Key */
    type: text("type").notNull(),
    section: text("section").notNull(),
    question: text("question").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("checklist_questions_industry_idx").on(t.industryId, t.type)],
);

export const relatedIndustries = pgTable(
  "related_industries",
  {
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    relatedId: integer("related_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.industryId, t.relatedId] })],
);

/** Industry media (content/media/media.csv): drawn illustrations now, video later. */
export const industryMedia = pgTable(
  "industry_media",
  {
    id: serial("id").primaryKey(),
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    /** image | video */
    type: text("type").notNull(),
    contentUrl: text("content_url").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    /** WebVTT captions of a video. */
    captionsUrl: text("captions_url"),
    /** The captions' cues, shown as the transcript under a video. */
    transcript: jsonb("transcript").$type<CaptionCue[]>(),
    description: text("description").notNull(),
    source: text("source").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("industry_media_industry_idx").on(t.industryId, t.type, t.position)],
);

/** Saved reports (spec §3 User report): a tailored or underwriter customization under a name. */
export const userReports = pgTable(
  "user_reports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    /** tailored | underwriter */
    kind: text("kind").notNull(),
    /** The insured business name at save time. */
    name: text("name").notNull(),
    /** [{ section: 'hazard_index' | 'hazard_index_underwriter', customization: <JSON text> }] */
    customizations: jsonb("customizations")
      .$type<Array<{ section: string; customization: string }>>()
      .notNull(),
    /** Checked section keys at save time. */
    sections: jsonb("sections").$type<string[] | null>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_reports_user_idx").on(t.userId, t.updatedAt)],
);

/**
 * The report being built, per user, industry and builder: saved on every change (business name,
 * sections, class moves, comments), cleared when the user opens /industries/{id}/report.
 */
export const reportDrafts = pgTable(
  "report_drafts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    /** quick | tailored | underwriter */
    kind: text("kind").notNull(),
    /** The saved report this draft was loaded from (?tmpl=) and saves back to. */
    reportId: integer("report_id").references(() => userReports.id, { onDelete: "set null" }),
    insuredBusinessName: text("insured_business_name").notNull().default(""),
    sections: jsonb("sections").$type<string[] | null>(),
    /** Tailored or underwriter customization as JSON; null = pristine. */
    customization: jsonb("customization").$type<unknown>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.industryId, t.kind] })],
);

export type ShareSnapshot = {
  name: string;
  sections: string[] | null;
  customizations: Array<{ section: string; customization: string }>;
};

/** Read-only links to a saved report: signed token (only its hash stored), expiring, revocable. */
export const reportShareLinks = pgTable(
  "report_share_links",
  {
    id: serial("id").primaryKey(),
    reportId: integer("report_id")
      .notNull()
      .references(() => userReports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    /**
     * What was shared (issue 24): the report's name, sections and customisations when the link was
     * made. A link keeps showing that, whatever the report becomes later; null on links made before.
     */
    snapshot: jsonb("snapshot").$type<ShareSnapshot>(),
  },
  (t) => [
    uniqueIndex("report_share_links_token_idx").on(t.tokenHash),
    index("report_share_links_report_idx").on(t.reportId),
  ],
);

/**
 * Usage statistics (spec §7 user/userstats and user/stats): page views of signed-in users and login
 * types. Written best-effort: a failure is logged and never breaks the page.
 */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** page | login */
    type: text("type").notNull(),
    /** Page path (query removed) for page views; credentials | linkgen for logins. */
    name: text("name").notNull(),
    industryId: integer("industry_id"),
    /** Project id of the site (app theme / partner) the event happened on. */
    projectId: text("project_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("usage_events_type_idx").on(t.type, t.createdAt),
    index("usage_events_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Link-generator entries are single use: each nonce is recorded once. */
export const linkgenUses = pgTable("linkgen_uses", {
  nonceHash: text("nonce_hash").primaryKey(),
  partner: text("partner").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  usedAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// General information articles per insurance class (content/general-info) and per-user flags.

export type GeneralInfoBlockRow = { kind: "p"; text: string } | { kind: "ul"; items: string[] };
export type GeneralInfoSectionRow = { heading: string; blocks: GeneralInfoBlockRow[] };

export const generalInfoArticles = pgTable(
  "general_info_articles",
  {
    classSlug: text("class_slug").primaryKey(),
    route: text("route").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    sections: jsonb("sections").$type<GeneralInfoSectionRow[]>().notNull(),
  },
  (t) => [uniqueIndex("general_info_articles_route_idx").on(t.route)],
);

/** One-off per-user markers, e.g. intro_tailored_report_viewed (platform §2); present = set. */
export const userFlags = pgTable(
  "user_flags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The business location of a user (natcat state, spec §3): the report and dashboard read it. */
export const businessLocations = pgTable("business_locations", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Gazetteer place id (server/geo), so the NatCat page link can be shared. */
  placeId: text("place_id").notNull(),
  address: text("address").notNull(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  postcode: text("postcode"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
