import { eq, isNull } from "drizzle-orm";
import { stemmer } from "stemmer";
import type { DbOrTx } from "../db/client";
import { contentCached, contentVersion } from "../content/versioned";
import { INDUSTRY_COLUMNS } from "./catalogue";
import { industries, quizzes, searchSynonyms, taxonomyNodes } from "../db/schema";

/**
 * In-process search index over the catalogue (decision 0009). PostgreSQL stays the source of
 * truth; the index is rebuilt from it when a new content import appears. Matching follows what
 * a weighted full-text search would do: stems with prefix matching, field weights (name, aliases,
 * keywords, class title), authored synonyms, and trigram typo correction for unknown words.
 */

export type IndexedIndustry = {
  id: number;
  code: string;
  name: string;
  nameLower: string;
  anzsic: string;
  uksic: string;
  uksicDigits: string;
  naics: string;
  inTrial: boolean;
  aliasNames: string[];
  /** Countries with a quiz for this industry ("*" = every country). */
  quizCountries: string[];
};

type Posting = { doc: number; weight: number };

export type SearchIndex = {
  version: number;
  docs: IndexedIndustry[];
  postings: Map<string, Posting[]>;
  /** Sorted stems, for prefix lookup by binary search. */
  stems: string[];
  /** Unstemmed words of names, aliases and keywords, with their trigrams, for typo correction. */
  words: Map<string, Set<string>>;
  synonyms: Map<string, string[]>;
};

const FIELD_WEIGHT = { name: 1, alias: 0.6, keyword: 0.3, classTitle: 0.15 } as const;

/** Lower-case words, at most 8, letters and digits only. */
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

export const stem = (word: string) => (/^\d+$/.test(word) ? word : stemmer(word));

/** Trigrams as pg_trgm makes them: each word padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

export async function buildSearchIndex(db: DbOrTx): Promise<SearchIndex> {
  const version = await contentVersion(db);
  const rows = await db
    .select({ ...INDUSTRY_COLUMNS, keywords: industries.keywords })
    .from(industries)
    .where(isNull(industries.aliasOfId))
    .orderBy(industries.id);
  const classTitles = new Map(
    (
      await db
        .select({ code: taxonomyNodes.code, title: taxonomyNodes.title })
        .from(taxonomyNodes)
        .where(eq(taxonomyNodes.taxonomyId, 4))
    ).map((n) => [n.code, n.title]),
  );
  const quizCountries = new Map<number, string[]>();
  for (const q of await db
    .select({ industryId: quizzes.industryId, country: quizzes.country })
    .from(quizzes)) {
    if (q.industryId === null) continue;
    quizCountries.set(q.industryId, [...(quizCountries.get(q.industryId) ?? []), q.country ?? "*"]);
  }
  const synonyms = new Map(
    (
      await db
        .select({ term: searchSynonyms.term, expansions: searchSynonyms.expansions })
        .from(searchSynonyms)
    ).map((r) => [r.term, r.expansions]),
  );

  const postings = new Map<string, Posting[]>();
  const words = new Map<string, Set<string>>();
  const docs: IndexedIndustry[] = [];
  rows.forEach((row, doc) => {
    docs.push({
      id: row.id,
      code: row.code,
      name: row.name,
      nameLower: row.name.toLowerCase(),
      anzsic: row.anzsic,
      uksic: row.uksic,
      uksicDigits: row.uksic.replace(/\D/g, ""),
      naics: row.naics,
      inTrial: row.inTrial,
      aliasNames: row.aliasNames,
      quizCountries: quizCountries.get(row.id) ?? [],
    });
    const best = new Map<string, number>();
    const add = (text: string, weight: number, vocabulary: boolean) => {
      for (const word of queryWords(text)) {
        if (vocabulary && word.length >= 3 && !words.has(word)) words.set(word, trigrams(word));
        const s = stem(word);
        if ((best.get(s) ?? 0) < weight) best.set(s, weight);
      }
    };
    add(row.name, FIELD_WEIGHT.name, true);
    for (const alias of row.aliasNames) add(alias, FIELD_WEIGHT.alias, true);
    add(row.keywords.replace(/\|/g, " "), FIELD_WEIGHT.keyword, true);
    add(classTitles.get(row.anzsic) ?? "", FIELD_WEIGHT.classTitle, false);
    for (const [s, weight] of best) {
      const list = postings.get(s) ?? [];
      list.push({ doc, weight });
      postings.set(s, list);
    }
  });
  return { version, docs, postings, stems: [...postings.keys()].sort(), words, synonyms };
}

/** Stems starting with `prefix` (binary search over the sorted stems). */
export function stemsWithPrefix(index: SearchIndex, prefix: string): string[] {
  let lo = 0;
  let hi = index.stems.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.stems[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < index.stems.length && index.stems[i].startsWith(prefix); i++) out.push(index.stems[i]);
  return out;
}

/** Up to three known words that look like an unknown one (pg_trgm-style similarity >= 0.3). */
export function corrections(index: SearchIndex, word: string): string[] {
  if (word.length < 4 || index.words.has(word)) return [];
  const grams = trigrams(word);
  const scored: Array<[string, number]> = [];
  for (const [known, knownGrams] of index.words) {
    if (Math.abs(known.length - word.length) > 3) continue;
    const s = similarity(grams, knownGrams);
    if (s >= 0.3) scored.push([known, s]);
  }
  return scored
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([w]) => w);
}

// The process-wide index, rebuilt when a newer content import exists.
const cached = contentCached(buildSearchIndex);
export const searchIndex = (db: DbOrTx) => cached.get(db);
export const invalidateSearchIndex = () => cached.invalidate();
