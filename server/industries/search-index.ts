import damerauLevenshtein from "damerau-levenshtein";
import { eq, isNull } from "drizzle-orm";
import { lancasterStemmer } from "lancaster-stemmer";
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
 * Two stemmers: Porter (inflections: drivers = driver) is the main key; Lancaster, more aggressive,
 * is a second, weaker key that joins word families (processor = processing, driver = driving).
 */

/** A word of a name or alias: its Porter and Lancaster stems and how rare it is among names. */
export type NameTerm = { stem: string; lstem: string; idf: number };

export type IndexedIndustry = {
  id: number;
  code: string;
  name: string;
  nameLower: string;
  anzsic: string;
  uksic: string;
  uksicDigits: string;
  /** UK SIC as five digits: 62.02 -> 62020, 56.10/1 -> 56101. */
  uksicFive: string;
  naics: string;
  inTrial: boolean;
  aliasNames: string[];
  /** Words of the name, and of each alias name, for coverage ranking. */
  nameTerms: NameTerm[];
  aliasTerms: NameTerm[][];
  /** Word-family keys (see phraseKey) of the name, alias names and ANZSIC class title. */
  nameKey: string;
  /** Position in alphabetical order of names (ties in ranking, without localeCompare per query). */
  nameOrder: number;
  /** Trigrams of the lower-case name. */
  nameGrams: Set<string>;
  aliasKeys: string[];
  classKey: string;
  /** Countries with a quiz for this industry ("*" = every country). */
  quizCountries: string[];
};

type Posting = { doc: number; weight: number };

export type SearchIndex = {
  version: number;
  docs: IndexedIndustry[];
  postings: Map<string, Posting[]>;
  /** Lancaster stem -> documents (best field weight). */
  lpostings: Map<string, Posting[]>;
  /** Sorted stems, for prefix lookup by binary search. */
  stems: string[];
  /** Unstemmed words of names, aliases and keywords, with their trigrams, for typo correction. */
  words: Map<string, Set<string>>;
  /** Trigram -> the known words that contain it (typo candidates without scanning every word). */
  gramWords: Map<string, string[]>;
  synonyms: Map<string, string[]>;
  /** Porter stems and family keys of every synonym term, computed once. */
  phraseStems: Map<string, string[]>;
  phraseKeys: Map<string, string>;
  /** Every name and alias name, lower-case. */
  exactNames: Set<string>;
  /** The same, keyed by the Porter stems of the term ("publicans" finds publican's group). */
  synonymStems: Map<string, string[]>;
};

/** A term's key in synonymStems. */
export const stemKey = (text: string) => queryWords(text).map(stem).join(" ");

/** The synonyms of a query term, as typed or in another inflection. */
export const synonymsOf = (index: SearchIndex, term: string): string[] | undefined =>
  index.synonyms.get(term) ?? index.synonymStems.get(stemKey(term));

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
export const lstem = (word: string) => (/^\d+$/.test(word) ? word : lancasterStemmer(word));

/** A word family (Lancaster stem) must keep most of the word: publican is not public. */
const MIN_FAMILY_SHARE = 0.55;

/** The word's family when Lancaster keeps enough of it to mean the same thing, else null. */
export function familyOf(word: string): string | null {
  const family = lstem(word);
  return family.length >= 4 && family.length >= MIN_FAMILY_SHARE * word.length ? family : null;
}

/** A phrase as a sequence of word families: "Meat Processor" and "meat processing" share one. */
export const phraseKey = (text: string) =>
  queryWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map((w) => familyOf(w) ?? stem(w))
    .join(" ");

/** Words that carry no meaning of their own in a query or a name. */
export const STOP_WORDS = new Set([
  "and",
  "of",
  "the",
  "for",
  "a",
  "an",
  "in",
  "on",
  "to",
  "with",
  "or",
  "my",
  "our",
]);

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
  // A term written "*term" in content/search/synonyms.csv is a one-way target: the group's
  // words lead to it ("tradie" to electrician) but it does not lead back (electrician to tradie).
  const synonyms = new Map(
    (
      await db
        .select({ term: searchSynonyms.term, expansions: searchSynonyms.expansions })
        .from(searchSynonyms)
    )
      .filter((r) => !r.term.startsWith("*"))
      .map((r) => [r.term, r.expansions.map((e) => e.replace(/^\*/, ""))]),
  );

  const postings = new Map<string, Posting[]>();
  const lpostings = new Map<string, Posting[]>();
  const words = new Map<string, Set<string>>();
  const docs: IndexedIndustry[] = [];
  // How many names (main and alias) use each stem: rare words weigh more in coverage.
  const nameFrequency = new Map<string, number>();
  let names = 0;
  for (const row of rows) {
    for (const name of [row.name, ...row.aliasNames]) {
      names++;
      for (const s of new Set(queryWords(name).map(stem)))
        nameFrequency.set(s, (nameFrequency.get(s) ?? 0) + 1);
    }
  }
  const termsOf = (name: string): NameTerm[] =>
    queryWords(name)
      .filter((w) => !STOP_WORDS.has(w))
      .map((w) => {
        const s = stem(w);
        return { stem: s, lstem: lstem(w), idf: Math.log(1 + names / (nameFrequency.get(s) ?? 1)) };
      });
  const post = (map: Map<string, Posting[]>, best: Map<string, number>, doc: number) => {
    for (const [s, weight] of best) {
      const list = map.get(s) ?? [];
      list.push({ doc, weight });
      map.set(s, list);
    }
  };
  rows.forEach((row, doc) => {
    docs.push({
      id: row.id,
      code: row.code,
      name: row.name,
      nameLower: row.name.toLowerCase(),
      anzsic: row.anzsic,
      uksic: row.uksic,
      uksicDigits: row.uksic.replace(/\D/g, ""),
      uksicFive: row.uksic.replace(/\D/g, "").padEnd(5, "0"),
      naics: row.naics,
      inTrial: row.inTrial,
      aliasNames: row.aliasNames,
      nameTerms: termsOf(row.name),
      aliasTerms: row.aliasNames.map(termsOf),
      nameKey: phraseKey(row.name),
      nameOrder: 0,
      nameGrams: trigrams(row.name.toLowerCase()),
      aliasKeys: row.aliasNames.map(phraseKey),
      classKey: phraseKey(classTitles.get(row.anzsic) ?? ""),
      quizCountries: quizCountries.get(row.id) ?? [],
    });
    const best = new Map<string, number>();
    const lbest = new Map<string, number>();
    const add = (text: string, weight: number, vocabulary: boolean) => {
      for (const word of queryWords(text)) {
        if (vocabulary && word.length >= 3 && !words.has(word)) words.set(word, trigrams(word));
        const s = stem(word);
        if ((best.get(s) ?? 0) < weight) best.set(s, weight);
        const l = lstem(word);
        if ((lbest.get(l) ?? 0) < weight) lbest.set(l, weight);
      }
    };
    add(row.name, FIELD_WEIGHT.name, true);
    for (const alias of row.aliasNames) add(alias, FIELD_WEIGHT.alias, true);
    add(row.keywords.replace(/\|/g, " "), FIELD_WEIGHT.keyword, true);
    add(classTitles.get(row.anzsic) ?? "", FIELD_WEIGHT.classTitle, false);
    post(postings, best, doc);
    post(lpostings, lbest, doc);
  });
  // Synonym terms are known words too (typo correction must not "fix" drugstore).
  for (const [term, expansions] of synonyms)
    for (const word of queryWords([term, ...expansions].join(" ")))
      if (word.length >= 3 && !words.has(word)) words.set(word, trigrams(word));
  const synonymStems = new Map<string, string[]>();
  for (const [term, expansions] of synonyms) {
    const key = stemKey(term);
    synonymStems.set(key, [...new Set([...(synonymStems.get(key) ?? []), ...expansions])]);
  }
  [...docs].sort((a, b) => a.name.localeCompare(b.name)).forEach((d, i) => (d.nameOrder = i));
  const phraseStems = new Map<string, string[]>();
  const phraseKeys = new Map<string, string>();
  for (const [term, expansions] of synonyms) {
    for (const t of [term, ...expansions]) {
      phraseStems.set(t, queryWords(t).map(stem));
      phraseKeys.set(t, phraseKey(t));
    }
  }
  const gramWords = new Map<string, string[]>();
  for (const [word, grams] of words) {
    for (const g of grams) {
      const list = gramWords.get(g);
      if (list) list.push(word);
      else gramWords.set(g, [word]);
    }
  }
  return {
    version,
    gramWords,
    phraseStems,
    phraseKeys,
    docs,
    postings,
    lpostings,
    stems: [...postings.keys()].sort(),
    words,
    synonyms,
    exactNames: new Set(docs.flatMap((d) => [d.nameLower, ...d.aliasNames.map((a) => a.toLowerCase())])),
    synonymStems,
  };
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

/**
 * Up to three known words that look like an unknown one: candidates share trigrams with it
 * (pg_trgm-style similarity >= 0.3); only those at the smallest edit distance are kept, counting
 * a swap of two letters as one edit (electricain is one edit from electrician, two from electrical).
 */
export function corrections(index: SearchIndex, word: string): string[] {
  if (word.length < 4 || index.words.has(word)) return [];
  const grams = trigrams(word);
  const shared = new Map<string, number>();
  for (const g of grams)
    for (const known of index.gramWords.get(g) ?? []) shared.set(known, (shared.get(known) ?? 0) + 1);
  const scored: Array<[string, number, number]> = [];
  for (const [known, n] of shared) {
    if (known === word || Math.abs(known.length - word.length) > 3) continue;
    const s = n / (grams.size + index.words.get(known)!.size - n);
    if (s >= 0.3) scored.push([known, damerauLevenshtein(word, known).steps, s]);
  }
  if (scored.length === 0) return [];
  scored.sort((a, b) => a[1] - b[1] || b[2] - a[2]);
  // Only the closest: plumer is one edit from plumber, two from plum.
  return scored
    .filter((c) => c[1] === scored[0][1])
    .slice(0, 3)
    .map(([w]) => w);
}

// The process-wide index, rebuilt when a newer content import exists.
const cached = contentCached(buildSearchIndex);
export const searchIndex = (db: DbOrTx) => cached.get(db);
export const invalidateSearchIndex = () => cached.invalidate();
