import { eq, sql } from "drizzle-orm";
import { env } from "../config/env";
import type { DbOrTx } from "../db/client";
import { companies, profiles, sessions, userCompanies, userSettings, users } from "../db/schema";
import {
  credentialHash,
  liveCredential,
  touchSession,
  type ActiveSession,
  type SessionKind,
  type SessionPurpose,
} from "../auth/sessions";
import { formatSettings, type FormatSettings } from "../format/format";
import {
  isCountry,
  SETTING_DEFINITIONS,
  SUPPORTED_COUNTRIES,
  type Country,
  type SettingKey,
} from "./catalogue";
import type { Viewer } from "../policy/policy";
import { avatarUrl } from "./avatar-url";
import { preparedPerDb } from "../db/prepared";

export type CurrentUser = Viewer & {
  id: number;
  userName: string;
  personName: string;
  email: string;
  organisationId: number | null;
  isUserAcceptedToc: boolean | null;
  primaryCompany: { id: number; name: string } | null;
  avatarUrl: string | null;
  /** Date format, currency symbol and time zone from the user's settings (server/format/format.ts). */
  format: FormatSettings;
  settings: Record<SettingKey, string>;
};

const userColumns = {
  id: users.id,
  userName: users.userName,
  roles: users.roles,
  organisationId: users.organisationId,
  allowedClassIds: users.allowedClassIds,
  isUserAcceptedToc: users.isUserAcceptedToc,
  personName: profiles.personName,
  email: profiles.email,
  avatarSha256: profiles.avatarSha256,
  settings: sql<Array<{ key: string; value: string }> | null>`(
    select json_agg(json_build_object('key', ${userSettings.key}, 'value', ${userSettings.value}))
    from ${userSettings} where ${userSettings.userId} = ${users.id})`,
  primaryCompany: sql<{ id: number; name: string } | null>`(
    select json_build_object('id', ${companies.id}, 'name', ${companies.name})
    from ${userCompanies} join ${companies} on ${companies.id} = ${userCompanies.companyId}
    where ${userCompanies.userId} = ${users.id} and ${userCompanies.isPrimary} limit 1)`,
};

/** The user's row as the shell reads it; profiles is left-joined, so its columns may be null. */
const currentUserQuery = (db: DbOrTx, userId: number) =>
  db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);

type UserRow = Awaited<ReturnType<typeof currentUserQuery>>[number];

function currentUserFrom(row: UserRow): CurrentUser {
  const settings = Object.fromEntries(SETTING_DEFINITIONS.map((d) => [d.key, d.defaultValue])) as Record<
    SettingKey,
    string
  >;
  const stored =
    typeof row.settings === "string" ? (JSON.parse(row.settings) as typeof row.settings) : row.settings;
  for (const s of stored ?? []) (settings as Record<string, string>)[s.key] = s.value;
  const primary =
    typeof row.primaryCompany === "string"
      ? (JSON.parse(row.primaryCompany) as typeof row.primaryCompany)
      : row.primaryCompany;
  const country: Country = isCountry(settings.country_region) ? settings.country_region : "au";
  return {
    id: row.id,
    userName: row.userName,
    roles: row.roles,
    organisationId: row.organisationId,
    isUserAcceptedToc: row.isUserAcceptedToc,
    personName: row.personName ?? "",
    email: row.email ?? "",
    primaryCompany: primary ?? null,
    avatarUrl: avatarUrl(row.avatarSha256),
    format: formatSettings(settings, SUPPORTED_COUNTRIES[country].timeZone),
    settings,
    country,
    appTheme: env().APP_THEME,
    partner: null,
    // Restricted users (decision 0011): read with the row, no query of its own.
    allowedClassIds: row.allowedClassIds ?? null,
  };
}

/** Loads everything the shell needs about a user in one query. */
export async function loadCurrentUser(db: DbOrTx, userId: number): Promise<CurrentUser | null> {
  const [row] = await currentUserQuery(db, userId);
  return row ? currentUserFrom(row) : null;
}

const signedInQuery = preparedPerDb((db) =>
  db
    .select({ ...userColumns, kind: sessions.kind, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(liveCredential(sql.placeholder("idHash"), sql.placeholder("purpose"), sql.placeholder("now")))
    .limit(1)
    .prepare("signed_in"),
);

/**
 * The live session behind a raw session id / access token and its user, in one query (it runs on
 * every signed-in request; issue #22 measured the session and the user as two round trips to the
 * database). The session must be live (server/auth/sessions.ts `liveCredential`).
 */
export async function loadSignedIn(
  db: DbOrTx,
  id: string,
  purpose: Exclude<SessionPurpose, "handover">,
): Promise<{ session: ActiveSession; user: CurrentUser } | null> {
  const idHash = credentialHash(id);
  if (!idHash) return null;
  const now = new Date();
  // A placeholder skips the column's encoder, so the time goes as text (postgres.js would refuse a Date).
  const [row] = await signedInQuery(db).execute({ idHash, purpose, now: now.toISOString() });
  if (!row) return null;
  await touchSession(db, idHash, row.lastSeenAt, now);
  return {
    session: { idHash, userId: row.id, kind: row.kind as SessionKind },
    user: currentUserFrom(row),
  };
}

/** Initials for the avatar placeholder: "Alex Morgan" -> "AM". */
export function initials(name: string): string {
  const parts = name.replace(/[._]/g, " ").split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase();
}
