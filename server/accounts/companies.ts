import { isRowId } from "../db/ids";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../db/client";
import { companies, userCompanies as links, users } from "../db/schema";
import { mayEditCompany, type Viewer } from "../policy/policy";
import type { StoredImage } from "./images";
import type { CompanySchema } from "./company-schema";
import { MAX_COMPANIES } from "./messages";
import { descriptionText } from "./plain-text";

export { CompanySchema, PrimaryCompanySchema } from "./company-schema";

export type CompanyCard = {
  id: number;
  name: string;
  /** Plain text, as stored (paragraphs at blank lines). */
  description: string;
  isPrimary: boolean;
  logoUrl: string | null;
};

export function logoUrl(companyId: number, sha256: string | null | undefined): string | null {
  return sha256 ? `/account/company-logo/${companyId}?v=${sha256.slice(0, 16)}` : null;
}

/** The user's companies, primary first (reports use name, description and logo). */
export async function userCompanyList(db: DbOrTx, userId: number): Promise<CompanyCard[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      description: companies.description,
      isPrimary: links.isPrimary,
      logoSha256: companies.logoSha256,
    })
    .from(links)
    .innerJoin(companies, eq(companies.id, links.companyId))
    .where(eq(links.userId, userId))
    .orderBy(desc(links.isPrimary), asc(links.createdAt), asc(companies.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    isPrimary: r.isPrimary,
    logoUrl: logoUrl(r.id, r.logoSha256),
  }));
}

/** For other branches (reports): the companies, primary first, with name, description (text) and logoUrl. */
export async function userCompanies(db: DbOrTx, userId: number) {
  return (await userCompanyList(db, userId)).map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    isPrimary: c.isPrimary,
    logoUrl: c.logoUrl,
  }));
}

/** The user's link to a company, or null when the company is not theirs (callers answer 404). */
export async function ownCompany(db: DbOrTx, userId: number, companyId: number) {
  if (!isRowId(companyId)) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, isPrimary: links.isPrimary })
    .from(links)
    .innerJoin(companies, eq(companies.id, links.companyId))
    .where(and(eq(links.userId, userId), eq(links.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export type CompanyResult =
  { ok: true; id?: number } | { ok: false; reason: "not-found" | "limit" | "primary" };

/** Creates a company for the user; at most 2 per user, counted under a lock on the user row. */
export async function createCompany(
  db: Db,
  userId: number,
  input: z.output<typeof CompanySchema>,
): Promise<CompanyResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(links).where(eq(links.userId, userId));
    if (n >= MAX_COMPANIES) return { ok: false, reason: "limit" } as const;
    const [company] = await tx
      .insert(companies)
      .values({ name: input.name, description: descriptionText(input.description) })
      .returning({ id: companies.id });
    await tx.insert(links).values({ userId, companyId: company.id, isPrimary: n === 0 });
    return { ok: true, id: company.id } as const;
  });
}

export async function updateCompany(
  db: DbOrTx,
  viewer: Viewer & { id: number },
  companyId: number,
  input: { name?: string; description: string },
): Promise<CompanyResult> {
  const own = await ownCompany(db, viewer.id, companyId);
  if (!own || !mayEditCompany(viewer, own)) return { ok: false, reason: "not-found" };
  const set: Partial<typeof companies.$inferInsert> = {
    description: descriptionText(input.description),
    updatedAt: new Date(),
  };
  if (!own.isPrimary && input.name !== undefined) set.name = input.name;
  await db.update(companies).set(set).where(eq(companies.id, companyId));
  return { ok: true, id: companyId };
}

export async function setCompanyLogo(
  db: DbOrTx,
  viewer: Viewer & { id: number },
  companyId: number,
  image: StoredImage,
): Promise<CompanyResult> {
  const own = await ownCompany(db, viewer.id, companyId);
  if (!own || !mayEditCompany(viewer, own)) return { ok: false, reason: "not-found" };
  await db
    .update(companies)
    .set({ logo: image.bytes, logoMime: image.mime, logoSha256: image.sha256, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  return { ok: true, id: companyId };
}

/** Removes a non-primary company from the user; the company row goes when nobody else has it. */
export async function deleteCompany(db: Db, userId: number, companyId: number): Promise<CompanyResult> {
  return db.transaction(async (tx) => {
    const own = await ownCompany(tx, userId, companyId);
    if (!own) return { ok: false, reason: "not-found" } as const;
    if (own.isPrimary) return { ok: false, reason: "primary" } as const;
    await tx.delete(links).where(and(eq(links.userId, userId), eq(links.companyId, companyId)));
    await tx
      .delete(companies)
      .where(
        and(
          eq(companies.id, companyId),
          sql`not exists (select 1 from ${links} where ${links.companyId} = ${companyId})`,
        ),
      );
    return { ok: true } as const;
  });
}

export async function getCompanyLogo(db: DbOrTx, userId: number, companyId: number) {
  if (!(await ownCompany(db, userId, companyId))) return null;
  const [row] = await db
    .select({ bytes: companies.logo, mime: companies.logoMime, sha256: companies.logoSha256 })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row?.bytes || !row.mime || !row.sha256) return null;
  return { bytes: row.bytes, mime: row.mime, sha256: row.sha256 };
}
