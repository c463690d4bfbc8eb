import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "../auth/crypto";
import type { Db, DbOrTx } from "../db/client";
import { companies, profiles, settingDefinitions, userCompanies, userSettings, users } from "../db/schema";
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
});
export type NewUser = z.input<typeof NewUserSchema>;

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
    const [user] = await tx
      .insert(users)
      .values({
        userName: u.userName,
        passwordHash,
        roles: u.roles,
        ssoToken: randomBytes(24).toString("base64"),
        organisationId: u.organisationId,
        isUserAcceptedToc: u.acceptedToc,
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
