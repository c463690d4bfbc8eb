import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { industries, searchSynonyms, searchWords } from "../db/schema";

/** Spec §9: industry list page size. */
export const SEARCH_PAGE_SIZE = 100;
const MAX_QUERY = 100;

export type SearchOptions = {
  page?: number;
  pageSize?: number;
  /** Trial users search only the demo dataset. */
  trial?: boolean;
  /** Quiz-only mode: only industries with a quiz for this country (set when quizzes exist). */
  quizCountry?: string | null;
};

export type SearchHit = {
  id: number;
  code: string;
  name: string;
  anzsic: string;
  uksic: string;
  naics: string;
};
export type SearchPage = {
  mode: "keyword" | "code" | "empty";
  hits: SearchHit[];
  page: number;
  hasNext: boolean;
};

/** Lower-case words, at most 8, letters and digits only (safe to put into a tsquery). */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * Spec §5: input that parses as a number is an industry code. We accept digits with the dots,
 * slashes and dashes codes are written with (4511, 45.11, 56.10/1, 722511), and our own codes
 * (RC-4511-004).
 */
export function codeQuery(text: string): string | null {
  const t = text.trim();
  if (/^rc[-\s]?\d/i.test(t)) return t.toUpperCase().replace(/\s+/g, "-");
  if (/^\d{2}\.\d{1,2}(\/\d)?$/.test(t)) return `UK${t.replace(/[^\d]/g, "")}`;
  if (/^\d[\d.\s/-]*$/.test(t)) return t.replace(/[^\d]/g, "");
  return null;
}

function visible(opts: SearchOptions): SQL {
  const conditions: SQL[] = [isNull(industries.aliasOfId)];
  if (opts.trial) conditions.push(eq(industries.inTrial, true));
  return and(...conditions)!;
}

async function synonymsFor(db: DbOrTx, words: string[], phrase: string): Promise<Map<string, string[]>> {
  const terms = [...new Set([...words, phrase])];
  if (terms.length === 0) return new Map();
  const rows = await db
    .select({ term: searchSynonyms.term, expansions: searchSynonyms.expansions })
    .from(searchSynonyms)
    .where(sql`${searchSynonyms.term} in ${terms}`);
  return new Map(rows.map((r) => [r.term, r.expansions]));
}

/** One tsquery group per word: the word as a prefix, or any of its synonyms (phrases as AND). */
function buildTsQuery(words: string[], phrase: string, synonyms: Map<string, string[]>): string {
  const group = (alternatives: string[]) => `(${[...new Set(alternatives)].join(" | ")})`;
  const asTerm = (text: string, prefix: boolean) => {
    const parts = queryWords(text);
    if (parts.length === 0) return null;
    return parts.map((p, i) => (prefix && i === parts.length - 1 ? `${p}:*` : p)).join(" & ");
  };
  const whole = synonyms.get(phrase);
  const perWord = words.map((w) =>
    group([`${w}:*`, ...(synonyms.get(w) ?? []).map((s) => `(${asTerm(s, false)})`)]),
  );
  const all = perWord.join(" & ");
  if (whole && words.length > 1) {
    return `(${all}) | ${whole.map((s) => `(${asTerm(s, true)})`).join(" | ")}`;
  }
  return all;
}

/**
 * Finds industries by keyword (full-text with prefixes and synonyms, typo-tolerant trigram
 * matching, aliases found through their main industry) or by code. Aliases are never listed.
 */
export async function searchIndustries(
  db: DbOrTx,
  rawQuery: string,
  opts: SearchOptions = {},
): Promise<SearchPage> {
  const text = rawQuery.slice(0, MAX_QUERY);
  const page = Math.max(1, Math.min(opts.page ?? 1, 1000));
  const size = opts.pageSize ?? SEARCH_PAGE_SIZE;
  const offset = (page - 1) * size;
  const columns = {
    id: industries.id,
    code: industries.code,
    name: industries.name,
    anzsic: industries.anzsic,
    uksic: industries.uksic,
    naics: industries.naics,
  };

  const code = codeQuery(text);
  if (code !== null) {
    if (code.length === 0) return { mode: "empty", hits: [], page, hasNext: false };
    const isOwn = code.startsWith("RC");
    const digits = code.replace(/\D/g, "");
    const ukOnly = code.startsWith("UK");
    const match = isOwn
      ? sql`${industries.code} like ${code + "%"}`
      : ukOnly
        ? sql`replace(replace(${industries.uksic}, '.', ''), '/', '') like ${digits + "%"}`
        : or(
            sql`${industries.anzsic} like ${digits + "%"}`,
            sql`replace(replace(${industries.uksic}, '.', ''), '/', '') like ${digits + "%"}`,
            sql`${industries.naics} like ${digits + "%"}`,
          )!;
    const rows = await db
      .select(columns)
      .from(industries)
      .where(and(visible(opts), match))
      .orderBy(
        sql`(${industries.anzsic} = ${digits}) desc`,
        sql`(${industries.anzsic} like ${digits + "%"}) desc`,
        asc(industries.code),
      )
      .limit(size + 1)
      .offset(offset);
    return { mode: "code", hits: rows.slice(0, size), page, hasNext: rows.length > size };
  }

  const words = queryWords(text);
  if (words.length === 0) return { mode: "empty", hits: [], page, hasNext: false };
  const phrase = words.join(" ");
  const synonyms = await synonymsFor(db, words, phrase);
  const base = buildTsQuery(words, phrase, synonyms);
  const run = (tsq: string) => keywordQuery(db, tsq, phrase, opts, size, offset);
  let rows = await run(base);
  // Few or no matches: the query probably has a typo. Add the closest known words and try again.
  if ((page === 1 && rows.length < 5) || (page > 1 && rows.length === 0)) {
    const corrections = await correctWords(db, words);
    if (corrections.size > 0) {
      const widened = words.map((w) => {
        const alternatives = [
          `${w}:*`,
          ...(synonyms.get(w) ?? []).flatMap((s) => queryWords(s).join(" & ") || []),
          ...(corrections.get(w) ?? []),
        ];
        return `(${[...new Set(alternatives)].map((a) => (a.includes("&") ? `(${a})` : a)).join(" | ")})`;
      });
      rows = await run(widened.join(" & "));
    }
  }
  return { mode: "keyword", hits: rows.slice(0, size), page, hasNext: rows.length > size };
}

async function keywordQuery(
  db: DbOrTx,
  tsq: string,
  phrase: string,
  opts: SearchOptions,
  size: number,
  offset: number,
) {
  const tsquery = sql`to_tsquery('english', ${tsq})`;
  const score = sql<number>`(
      case when ${industries.nameLower} = ${phrase} then 4 else 0 end
    + case when ${phrase} = any(${industries.aliasNames}) then 3 else 0 end
    + case when ${industries.nameLower} like ${phrase + "%"} then 1 else 0 end
    + ts_rank_cd(${industries.searchDocument}, ${tsquery}, 1) * 4
    + similarity(${industries.nameLower}, ${phrase})
  )`;
  return db
    .select({
      id: industries.id,
      code: industries.code,
      name: industries.name,
      anzsic: industries.anzsic,
      uksic: industries.uksic,
      naics: industries.naics,
    })
    .from(industries)
    .where(and(visible(opts), sql`${industries.searchDocument} @@ ${tsquery}`))
    .orderBy(sql`${score} desc`, asc(industries.name))
    .limit(size + 1)
    .offset(offset);
}

/** For each query word that is not a known word, up to three known words that look like it. */
async function correctWords(db: DbOrTx, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < 4) continue;
    const rows = await db
      .select({ word: searchWords.word, known: sql<boolean>`${searchWords.word} = ${word}` })
      .from(searchWords)
      .where(sql`${searchWords.word} % ${word}`)
      .orderBy(sql`similarity(${searchWords.word}, ${word}) desc`)
      .limit(3);
    if (rows.some((r) => r.known)) continue;
    if (rows.length > 0)
      out.set(
        word,
        rows.map((r) => r.word),
      );
  }
  return out;
}
