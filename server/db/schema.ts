import { sql } from "drizzle-orm";
import {
  boolean,
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
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_user_name_lower_idx").on(sql`lower(${t.userName})`)],
);

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
    /** credentials | linkgen */
    kind: text("kind").notNull().default("credentials"),
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
