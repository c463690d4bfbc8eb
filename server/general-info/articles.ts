import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { generalInfoArticles, insuranceClasses, type GeneralInfoSectionRow } from "../db/schema";

/** An anchor id for a section heading ("How sums insured and limits are set" → how-sums-insured-and-limits-are-set). */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export type GeneralInfoEntry = { slug: string; name: string; route: string; summary: string };

/** The classes that have an article, in class order (the /general-info index and side menu). */
export async function generalInfoEntries(db: DbOrTx): Promise<GeneralInfoEntry[]> {
  return db
    .select({
      slug: insuranceClasses.slug,
      name: insuranceClasses.name,
      route: generalInfoArticles.route,
      summary: generalInfoArticles.summary,
    })
    .from(generalInfoArticles)
    .innerJoin(insuranceClasses, eq(insuranceClasses.slug, generalInfoArticles.classSlug))
    .orderBy(asc(insuranceClasses.position), asc(insuranceClasses.id));
}

export type GeneralInfoArticle = {
  slug: string;
  route: string;
  title: string;
  summary: string;
  sections: Array<GeneralInfoSectionRow & { anchor: string }>;
};

/** One article by its route, or null. */
export async function generalInfoArticle(db: DbOrTx, route: string): Promise<GeneralInfoArticle | null> {
  // A NUL cannot be bound to a PostgreSQL text parameter (the query fails: /general-info/%00 was a
  // 500); no route has one, or is longer than 200 characters.
  if (route.length > 200 || route.includes("\u0000")) return null;
  const [row] = await db
    .select()
    .from(generalInfoArticles)
    .where(eq(generalInfoArticles.route, route))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.classSlug,
    route: row.route,
    title: row.title,
    summary: row.summary,
    sections: row.sections.map((s) => ({ ...s, anchor: anchorOf(s.heading) })),
  };
}

export type ClassCard = { slug: string; name: string; route: string | null };

/** The main insurance classes (the dashboard carousel), each with its article route when there is one. */
export async function mainClassCards(db: DbOrTx): Promise<ClassCard[]> {
  return db
    .select({ slug: insuranceClasses.slug, name: insuranceClasses.name, route: generalInfoArticles.route })
    .from(insuranceClasses)
    .leftJoin(generalInfoArticles, eq(generalInfoArticles.classSlug, insuranceClasses.slug))
    .where(sql`${insuranceClasses.grouping} = 'main'`)
    .orderBy(asc(insuranceClasses.position), asc(insuranceClasses.id));
}
