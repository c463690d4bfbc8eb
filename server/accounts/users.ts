import { randomBytes } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "../auth/crypto";
import type { Db, DbOrTx } from "../db/client";
import {
  companies,
  insuranceClasses,
  profiles,
  settingDefinitions,
  userCompanies,
  userSettings,
  users,
} from "../db/schema";
import { COUNTRIES, SETTING_DEFINITIONS, SUPPORTED_COUNTRIES } from "./catalogue";

export const ROLES = ["Trial", "underwriter", "CompanyAdmin"] as const;

export const NewUserSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits, dot, dash, underscore or @."),
  password: z.string().min(10).max(1000),
  personName: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(320),
  country: z.enum(COUNTRIES),
  roles: z.array(z.enum(ROLES)).default([]),
  companyName: z.string().trim().min(1).max(200),
  organisationId: z.number().int().positive().nullable().default(null),
  acceptedToc: z.boolean().nullable().default(null),
  /**
   * Restricted users (decision 0011): slugs of the insurance classes the subscription includes;
   * null = not restricted. Checked against the insurance classes table when the user is created.
   */
  allowedClasses: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z][a-z_]*$/, "Use insurance class slugs such as property_damage."),
    )
    .min(1, "List at least one insurance class, or leave it out for an unrestricted user.")
    .max(64)
    .nullable()
    .default(null),
});
export type NewUser = z.input<typeof NewUserSchema>;

export class UnknownClassesError extends Error {
  constructor(
    readonly unknown: string[],
    readonly known: string[],
  ) {
    super(
      `Unknown insurance class${unknown.length > 1 ? "es" : ""}: ${unknown.join(", ")}. Known classes: ${known.join(", ")}.`,
    );
    this.name = "UnknownClassesError";
  }
}

/**
 * Insurance class slugs to their ids (insurance_classes, from content/insurance-classes.json), in
 * the classes' order; throws UnknownClassesError naming every slug that is not a class.
 */
export async function classIdsForSlugs(db: DbOrTx, slugs: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(slugs)];
  const found = await db
    .select({ id: insuranceClasses.id, slug: insuranceClasses.slug })
    .from(insuranceClasses)
    .where(inArray(insuranceClasses.slug, wanted))
    .orderBy(asc(insuranceClasses.position));
  const unknown = wanted.filter((slug) => !found.some((c) => c.slug === slug));
  if (unknown.length) {
    const known = await db
      .select({ slug: insuranceClasses.slug })
      .from(insuranceClasses)
      .orderBy(asc(insuranceClasses.position));
    throw new UnknownClassesError(
      unknown,
      known.map((c) => c.slug),
    );
  }
  return found.map((c) => c.id);
}

/** Restricts a user to these classes, or lifts the restriction (null). */
export async function setAllowedClasses(db: DbOrTx, userId: number, slugs: readonly string[] | null) {
  const ids = slugs === null ? null : await classIdsForSlugs(db, slugs);
  await db.update(users).set({ allowedClassIds: ids, updatedAt: new Date() }).where(eq(users.id, userId));
  return ids;
}

/** Writes the setting catalogue (idempotent). */
export async function ensureSettingDefinitions(db: DbOrTx) {
  for (const def of SETTING_DEFINITIONS) {
    await db
      .insert(settingDefinitions)
      .values(def)
      .onConflictDoUpdate({
        target: settingDefinitions.key,
        set: { defaultValue: def.defaultValue, defaultOptions: def.defaultOptions },
      });
  }
}

export async function findUserIdByName(db: DbOrTx, userName: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/** Provisions a user with profile, regional settings and a primary company, in one transaction. */
export async function createUser(db: Db, input: NewUser): Promise<number> {
  const u = NewUserSchema.parse(input);
  const passwordHash = await hashPassword(u.password);
  return db.transaction(async (tx) => {
    await ensureSettingDefinitions(tx);
    const allowedClassIds = u.allowedClasses === null ? null : await classIdsForSlugs(tx, u.allowedClasses);
    const [user] = await tx
      .insert(users)
      .values({
        userName: u.userName,
        passwordHash,
        roles: u.roles,
        ssoToken: randomBytes(24).toString("base64"),
        organisationId: u.organisationId,
        isUserAcceptedToc: u.acceptedToc,
        allowedClassIds,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ userId: user.id, personName: u.personName, email: u.email });
    const country = SUPPORTED_COUNTRIES[u.country];
    const settings: Array<{ key: string; value: string }> = [{ key: "country_region", value: u.country }];
    if (country.currency) settings.push({ key: "currency", value: country.currency });
    if (u.country === "gb") settings.push({ key: "industry_classification", value: "8" });
    await tx.insert(userSettings).values(settings.map((s) => ({ userId: user.id, ...s })));
    const [company] = await tx
      .insert(companies)
      .values({ name: u.companyName })
      .returning({ id: companies.id });
    await tx.insert(userCompanies).values({ userId: user.id, companyId: company.id, isPrimary: true });
    return user.id;
  });
}

export async function setPassword(db: DbOrTx, userId: number, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
