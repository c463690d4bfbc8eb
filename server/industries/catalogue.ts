import { isRowId } from "../db/ids";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contentKeyed } from "../content/versioned";
import { industries, taxonomies, taxonomyNodes } from "../db/schema";

/** The industry fields every reader needs (one selection for lookups and the search index). */
export const INDUSTRY_COLUMNS = {
  id: industries.id,
  code: industries.code,
  name: industries.name,
  anzsic: industries.anzsic,
  uksic: industries.uksic,
  naics: industries.naics,
  aliasOfId: industries.aliasOfId,
  inTrial: industries.inTrial,
  aliasNames: industries.aliasNames,
};

export type Industry = {
  id: number;
  code: string;
  name: string;
  anzsic: string;
  uksic: string;
  naics: string;
  aliasOfId: number | null;
  inTrial: boolean;
  aliasNames: string[];
};

const industryById = contentKeyed(async (db: DbOrTx, id: number): Promise<Industry | null> => {
  const [row] = await db.select(INDUSTRY_COLUMNS).from(industries).where(eq(industries.id, id)).limit(1);
  return row ?? null;
}, 10_000);

/** An industry by id (read once per content version, then from memory; content/versioned.ts). */
export async function findIndustry(db: DbOrTx, id: number): Promise<Industry | null> {
  if (!isRowId(id)) return null;
  return industryById.get(db, id);
}

export type IndustryCodeList = { taxonomy: string; codes: Array<{ code: string; name: string }> };

/** Codes page order (spec §2): our own code first, then ANZSIC 2006, then the others. */
export async function industryCodes(db: DbOrTx, industry: Industry): Promise<IndustryCodeList[]> {
  const wanted: Array<[number, string]> = [
    [4, industry.anzsic],
    [8, industry.uksic],
    [12, industry.naics],
  ];
  const nodes = await db
    .select({ taxonomyId: taxonomyNodes.taxonomyId, code: taxonomyNodes.code, title: taxonomyNodes.title })
    .from(taxonomyNodes)
    .where(
      sql`(${taxonomyNodes.taxonomyId}, ${taxonomyNodes.code}) in (${sql.join(
        wanted.map(([t, c]) => sql`(${t}, ${c})`),
        sql`, `,
      )})`,
    );
  const names = await db.select({ id: taxonomies.id, name: taxonomies.name }).from(taxonomies);
  const nameOf = (id: number) => names.find((n) => n.id === id)?.name ?? String(id);
  const titleOf = (t: number, c: string) =>
    nodes.find((n) => n.taxonomyId === t && n.code === c)?.title ?? "";
  return [
    { taxonomy: "RiskCoach", codes: [{ code: industry.code, name: industry.name }] },
    ...wanted.map(([t, c]) => ({ taxonomy: nameOf(t), codes: [{ code: c, name: titleOf(t, c) }] })),
  ];
}

export type TaxonomySummary = {
  id: number;
  abbr: string;
  revision: string;
  name: string;
  route: string;
  levels: string[];
};

export async function listTaxonomies(db: DbOrTx): Promise<TaxonomySummary[]> {
  const rows = await db.select().from(taxonomies).orderBy(asc(taxonomies.id));
  return rows.map((t) => ({ ...t, route: `${t.abbr.toLowerCase()}/${t.revision}` }));
}

const INDUSTRY_COLUMN = { 4: industries.anzsic, 8: industries.uksic, 12: industries.naics } as const;

export type BrowseItem = { code: string; name: string; isLeaf: boolean; industryId?: number };
export type BrowseColumn = {
  level: string;
  parentCode: string | null;
  items: BrowseItem[];
  openCode: string | null;
};

/**
 * The cascading list of a classification (spec §2 Industry browse): one column per open level.
 * Children of a node are its sub-nodes and the industries filed directly under it; industries are
 * the leaves. Trial users see only the trial dataset.
 */
export async function browseTaxonomy(
  db: DbOrTx,
  taxonomyId: 4 | 8 | 12,
  openPath: string[],
  opts: { trial?: boolean } = {},
): Promise<BrowseColumn[]> {
  const [taxonomy] = await db.select().from(taxonomies).where(eq(taxonomies.id, taxonomyId)).limit(1);
  if (!taxonomy) return [];
  const levels = taxonomy.levels;
  const columns: BrowseColumn[] = [];
  let parent: string | null = null;
  for (let depth = 0; depth <= openPath.length; depth++) {
    const nodes = await db
      .select({ code: taxonomyNodes.code, title: taxonomyNodes.title })
      .from(taxonomyNodes)
      .where(
        and(
          eq(taxonomyNodes.taxonomyId, taxonomyId),
          parent === null ? isNull(taxonomyNodes.parentCode) : eq(taxonomyNodes.parentCode, parent),
        ),
      )
      .orderBy(asc(taxonomyNodes.position));
    const items: BrowseItem[] = nodes.map((n) => ({ code: n.code, name: n.title, isLeaf: false }));
    if (parent !== null) {
      const column = INDUSTRY_COLUMN[taxonomyId];
      const filed = await db
        .select({ id: industries.id, code: industries.code, name: industries.name })
        .from(industries)
        .where(
          and(
            eq(column, parent),
            isNull(industries.aliasOfId),
            opts.trial ? eq(industries.inTrial, true) : undefined,
          ),
        )
        .orderBy(asc(industries.name));
      items.push(...filed.map((f) => ({ code: f.code, name: f.name, isLeaf: true, industryId: f.id })));
    }
    const open = openPath[depth] ?? null;
    const valid = open !== null && items.some((i) => !i.isLeaf && i.code === open);
    columns.push({
      level: depth < levels.length ? levels[depth] : "Industry",
      parentCode: parent,
      items,
      openCode: valid ? open : null,
    });
    if (!valid) break;
    parent = open;
  }
  return columns;
}

/** Industries by id, keeping only main rows (for lists built from ids). */
export async function industriesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: industries.id, code: industries.code, name: industries.name })
    .from(industries)
    .where(inArray(industries.id, ids))
    .orderBy(desc(industries.id));
}
