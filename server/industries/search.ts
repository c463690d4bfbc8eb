import { z } from "zod";
import type { CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import type { Industry } from "./catalogue";
import { contentCountry, isTrial } from "../policy/policy";
import {
  corrections,
  invalidateSearchIndex,
  queryWords,
  searchIndex,
  similarity,
  stem,
  stemsWithPrefix,
  trigrams,
  type IndexedIndustry,
  type SearchIndex,
} from "./search-index";

export { queryWords };

/** Spec §9: industry list page size. */
export const SEARCH_PAGE_SIZE = 100;
const MAX_QUERY = 100;

export type SearchOptions = {
  page?: number;
  pageSize?: number;
  /** Trial users search only the demo dataset. */
  trial?: boolean;
  /** Quiz-only mode: only industries with a quiz for this country. */
  quizCountry?: string | null;
};

export type SearchHit = Pick<Industry, "id" | "code" | "name" | "anzsic" | "uksic" | "naics">;
export type SearchPage = {
  mode: "keyword" | "code" | "empty";
  hits: SearchHit[];
  page: number;
  hasNext: boolean;
  total: number;
};

/** After a content import: the next search rebuilds the index. */
export const clearSearchCache = invalidateSearchIndex;

/**
 * Spec §5: input that parses as a number is an industry code. Dotted two-digit forms are UK SIC
 * (56.10, 56.10/1); other digits match ANZSIC, UK SIC and NAICS prefixes; RC-... is our own code.
 */
export function codeQuery(text: string): string | null {
  const t = text.trim();
  if (/^rc[-\s]?\d/i.test(t)) return t.toUpperCase().replace(/\s+/g, "-");
  if (/^\d{2}\.\d{1,2}(\/\d)?$/.test(t)) return `UK${t.replace(/[^\d]/g, "")}`;
  if (/^\d[\d.\s/-]*$/.test(t)) return t.replace(/[^\d]/g, "");
  return null;
}

/** One alternative way to satisfy a query word: every stem must be present (last may be a prefix). */
type Alternative = { stems: string[]; prefix: boolean };

function alternativeDocs(index: SearchIndex, alt: Alternative): Map<number, number> {
  let result: Map<number, number> | null = null;
  alt.stems.forEach((s, i) => {
    const keys =
      alt.prefix && i === alt.stems.length - 1 ? stemsWithPrefix(index, s) : index.postings.has(s) ? [s] : [];
    const found = new Map<number, number>();
    for (const key of keys) {
      for (const p of index.postings.get(key)!) {
        if ((found.get(p.doc) ?? 0) < p.weight) found.set(p.doc, p.weight);
      }
    }
    if (result === null) result = found;
    else {
      const next = new Map<number, number>();
      for (const [doc, w] of result) {
        const other = found.get(doc);
        if (other !== undefined) next.set(doc, Math.min(w, other));
      }
      result = next;
    }
  });
  return result ?? new Map();
}

function groupDocs(index: SearchIndex, alternatives: Alternative[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const alt of alternatives) {
    for (const [doc, w] of alternativeDocs(index, alt)) if ((out.get(doc) ?? 0) < w) out.set(doc, w);
  }
  return out;
}

const phraseAlternative = (text: string, prefix: boolean): Alternative => ({
  stems: queryWords(text).map(stem),
  prefix,
});

function wordAlternatives(index: SearchIndex, word: string, extra: string[]): Alternative[] {
  const alts: Alternative[] = [{ stems: [stem(word)], prefix: true }];
  if (stem(word) !== word) alts.push({ stems: [word], prefix: true });
  for (const syn of index.synonyms.get(word) ?? []) alts.push(phraseAlternative(syn, false));
  for (const fixed of extra) alts.push({ stems: [stem(fixed)], prefix: true });
  return alts;
}

function keywordMatches(index: SearchIndex, words: string[], phrase: string, fixes: Map<string, string[]>) {
  const groups = words.map((w) => groupDocs(index, wordAlternatives(index, w, fixes.get(w) ?? [])));
  const scores = new Map<number, number>();
  const [first, ...rest] = groups;
  for (const [doc, w] of first ?? []) {
    let total = w;
    let all = true;
    for (const g of rest) {
      const gw = g.get(doc);
      if (gw === undefined) {
        all = false;
        break;
      }
      total += gw;
    }
    if (all) scores.set(doc, total / groups.length);
  }
  // A whole-phrase synonym ("coffee shop" -> cafe) matches on its own.
  if (words.length > 1) {
    for (const syn of index.synonyms.get(phrase) ?? []) {
      for (const [doc, w] of alternativeDocs(index, phraseAlternative(syn, true))) {
        if ((scores.get(doc) ?? 0) < w) scores.set(doc, w);
      }
    }
  }
  return scores;
}

function rank(index: SearchIndex, scores: Map<number, number>, phrase: string) {
  const phraseGrams = trigrams(phrase);
  const ranked: Array<{ doc: IndexedIndustry; score: number }> = [];
  for (const [i, base] of scores) {
    const doc = index.docs[i];
    let score = base * 4;
    if (doc.nameLower === phrase) score += 4;
    if (doc.aliasNames.includes(phrase)) score += 3;
    if (doc.nameLower.startsWith(phrase)) score += 1;
    score += similarity(trigrams(doc.nameLower), phraseGrams);
    ranked.push({ doc, score });
  }
  return ranked.sort((a, b) => b.score - a.score || a.doc.name.localeCompare(b.doc.name)).map((r) => r.doc);
}

function codeMatches(index: SearchIndex, code: string): IndexedIndustry[] {
  if (code.startsWith("RC"))
    return index.docs.filter((d) => d.code.startsWith(code)).sort((a, b) => a.code.localeCompare(b.code));
  const digits = code.replace(/\D/g, "");
  if (code.startsWith("UK"))
    return index.docs
      .filter((d) => d.uksicDigits.startsWith(digits))
      .sort((a, b) => a.code.localeCompare(b.code));
  const order = (d: IndexedIndustry) => (d.anzsic === digits ? 0 : d.anzsic.startsWith(digits) ? 1 : 2);
  return index.docs
    .filter(
      (d) => d.anzsic.startsWith(digits) || d.uksicDigits.startsWith(digits) || d.naics.startsWith(digits),
    )
    .sort((a, b) => order(a) - order(b) || a.code.localeCompare(b.code));
}

function paginate(mode: SearchPage["mode"], all: IndexedIndustry[], page: number, size: number): SearchPage {
  const start = (page - 1) * size;
  const hits = all
    .slice(start, start + size)
    .map(({ id, code, name, anzsic, uksic, naics }) => ({ id, code, name, anzsic, uksic, naics }));
  return { mode, hits, page, hasNext: all.length > start + size, total: all.length };
}

/**
 * Finds industries by keyword (stems with prefixes, field weights, synonyms, typo correction;
 * aliases found through their main industry and never listed) or by code.
 */
export async function searchIndustries(
  db: DbOrTx,
  rawQuery: string,
  opts: SearchOptions = {},
): Promise<SearchPage> {
  const index = await searchIndex(db);
  const text = rawQuery.slice(0, MAX_QUERY);
  const page = Math.max(1, Math.min(opts.page ?? 1, 1000));
  const size = opts.pageSize ?? SEARCH_PAGE_SIZE;
  const quiz = opts.quizCountry;
  const visible = (d: IndexedIndustry) =>
    (!opts.trial || d.inTrial) && (!quiz || d.quizCountries.includes(quiz) || d.quizCountries.includes("*"));

  const code = codeQuery(text);
  if (code !== null) {
    if (code.replace(/\D/g, "").length === 0 && !code.startsWith("RC"))
      return paginate("empty", [], page, size);
    return paginate("code", codeMatches(index, code).filter(visible), page, size);
  }

  const words = queryWords(text);
  if (words.length === 0) return paginate("empty", [], page, size);
  const phrase = words.join(" ");
  let found = rank(index, keywordMatches(index, words, phrase, new Map()), phrase).filter(visible);
  // Few matches: the query probably has a typo; add the closest known words and try again.
  if (found.length < 5) {
    const fixes = new Map(
      words.map((w) => [w, corrections(index, w)] as const).filter(([, c]) => c.length > 0),
    );
    if (fixes.size > 0)
      found = rank(index, keywordMatches(index, words, phrase, fixes), phrase).filter(visible);
  }
  return paginate("keyword", found, page, size);
}

/** Query string of the results page and the typeahead JSON (q, page, quiz=1 for quiz-only mode). */
export const SearchParams = z.object({
  q: z.string().max(200).catch("").default(""),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  quiz: z.enum(["1"]).optional().catch(undefined),
});

/** A search as a given user makes it: trial users see the trial set; quiz-only uses their country. */
export function searchForUser(db: DbOrTx, user: CurrentUser, params: z.infer<typeof SearchParams>) {
  return searchIndustries(db, params.q, {
    page: params.page,
    trial: isTrial(user),
    quizCountry: params.quiz ? contentCountry(user) : null,
  });
}
