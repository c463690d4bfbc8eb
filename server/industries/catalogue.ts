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
  /** The level's name (Division, Class, Subclass ...), or "Industry" for a column of industries. */
  level: string;
  /** "nodes": classification codes of one level; "industries": industries (the leaves) only. */
  kind: "nodes" | "industries";
  parentCode: string | null;
  items: BrowseItem[];
  openCode: string | null;
};

/**
 * The cascading list of a classification (spec §2 Industry browse): one column per open level.
 * A column holds one kind of item: the sub-codes of the open code (named by their level), or the
 * industries filed under the deepest open code (named "Industry"). A UK SIC class with subclasses
 * and industries filed at class level (56.10 beside 56.10/1) gets a Subclass column of subclasses
 * only, and an Industry column with the class-level industries until a subclass is opened; then
 * the Industry column holds that subclass's industries. Trial users see only the trial dataset.
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
  const filedUnder = async (code: string): Promise<BrowseItem[]> => {
    const column = INDUSTRY_COLUMN[taxonomyId];
    const filed = await db
      .select({ id: industries.id, code: industries.code, name: industries.name })
      .from(industries)
      .where(
        and(
          eq(column, code),
          isNull(industries.aliasOfId),
          opts.trial ? eq(industries.inTrial, true) : undefined,
        ),
      )
      .orderBy(asc(industries.name));
    return filed.map((f) => ({ code: f.code, name: f.name, isLeaf: true, industryId: f.id }));
  };
  const industryColumn = async (parent: string): Promise<BrowseColumn> => ({
    level: "Industry",
    kind: "industries",
    parentCode: parent,
    items: await filedUnder(parent),
    openCode: null,
  });
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
    if (nodes.length === 0) {
      // A code without sub-codes: its industries (or "No industry write up").
      if (parent !== null) columns.push(await industryColumn(parent));
      break;
    }
    const open = openPath[depth] ?? null;
    const valid = open !== null && nodes.some((n) => n.code === open);
    columns.push({
      level: depth < levels.length ? levels[depth] : "Industry",
      kind: "nodes",
      parentCode: parent,
      items: nodes.map((n) => ({ code: n.code, name: n.title, isLeaf: false })),
      openCode: valid ? open : null,
    });
    if (!valid) {
      // Industries filed at this code itself, beside its sub-codes (UK SIC class level).
      if (parent !== null) {
        const filed = await industryColumn(parent);
        if (filed.items.length > 0) columns.push(filed);
      }
      break;
    }
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
