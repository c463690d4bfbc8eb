import { z } from "zod";
import type { CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import type { Industry } from "./catalogue";
import { contentCountry, isTrial } from "../policy/policy";
import { formatNumber } from "../format/amount";
import {
  corrections,
  invalidateSearchIndex,
  familyOf,
  phraseKey,
  queryWords,
  searchIndex,
  similarity,
  stem,
  stemsWithPrefix,
  STOP_WORDS,
  synonymsOf,
  trigrams,
  type IndexedIndustry,
  type NameTerm,
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
  /** The user's classification: its codes come first in a code search. */
  taxonomy?: TaxonomyId;
};

export type SearchHit = Pick<Industry, "id" | "code" | "name" | "anzsic" | "uksic" | "naics">;
export type SearchPage = {
  mode: "keyword" | "code" | "empty";
  hits: SearchHit[];
  page: number;
  hasNext: boolean;
  total: number;
  /** "Did you mean": a better query, on no result or a weak one. */
  suggestion: string | null;
};

/** After a content import: the next search rebuilds the index. */
export const clearSearchCache = invalidateSearchIndex;

/** The classifications a user can choose (settings: industry_classification). */
export type TaxonomyId = 4 | 8 | 12;
export const TAXONOMY_LABEL: Record<TaxonomyId, string> = { 4: "ANZSIC", 8: "UK SIC", 12: "NAICS" };

/** The user's classification setting (ANZSIC when unset or unknown). */
export function userTaxonomyId(user: Pick<CurrentUser, "settings">): TaxonomyId {
  const setting = Number(user.settings.industry_classification);
  return setting === 8 || setting === 12 ? setting : 4;
}

/** A hit's code in the given classification, with its short label ("UK SIC 56.10"). */
export function taxonomyCode(hit: Pick<SearchHit, "anzsic" | "uksic" | "naics">, taxonomy: TaxonomyId) {
  const code = taxonomy === 8 ? hit.uksic : taxonomy === 12 ? hit.naics : hit.anzsic;
  return { label: TAXONOMY_LABEL[taxonomy], code };
}

/** "UK SIC 56.10 · ANZSIC 4511 · NAICS 722515": a result's codes, the user's classification first. */
export function resultCodes(
  hit: Pick<SearchHit, "anzsic" | "uksic" | "naics">,
  taxonomy: TaxonomyId,
): string {
  return ([taxonomy, ...([4, 8, 12] as const).filter((t) => t !== taxonomy)] as TaxonomyId[])
    .map((t) => `${TAXONOMY_LABEL[t]} ${taxonomyCode(hit, t).code}`)
    .join(" · ");
}

/** A typeahead row: the hit with its code in the user's classification (not always ANZSIC). */
export type TypeaheadHit = Pick<SearchHit, "id" | "code" | "name" | "anzsic"> & {
  taxonomy: string;
  taxonomyCode: string;
};

export function typeaheadRows(hits: SearchHit[], taxonomy: TaxonomyId): TypeaheadHit[] {
  return hits.map((h) => {
    const { label, code } = taxonomyCode(h, taxonomy);
    return { id: h.id, code: h.code, name: h.name, anzsic: h.anzsic, taxonomy: label, taxonomyCode: code };
  });
}

/** "12 industries found" (spec: the results page shows how many). */
export function resultCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? "industry" : "industries"} found`;
}

export type CodeQuery =
  | { kind: "rc"; code: string }
  /** UK SIC written with a dot (56.10, 56.10/1): digits of class and subclass. */
  | { kind: "uksic"; digits: string }
  /** Bare digits: ANZSIC (4), UK SIC (4 or 5: 62020 = 62.02), NAICS (2 to 6), or prefixes of them. */
  | { kind: "digits"; digits: string };

/**
 * Spec §5: input that parses as a number is an industry code. Dotted two-digit forms are UK SIC
 * (56.10, 56.10/1); other digits match ANZSIC, UK SIC and NAICS; RC-... is our own code.
 */
export function codeQuery(text: string): CodeQuery | null {
  const t = text.trim();
  if (/^rc[-\s]?\d/i.test(t)) return { kind: "rc", code: t.toUpperCase().replace(/\s+/g, "-") };
  if (/^\d{2}\.\d{1,2}(\/\d)?$/.test(t)) return { kind: "uksic", digits: t.replace(/\D/g, "") };
  if (/^\d[\d.\s/-]*$/.test(t)) return { kind: "digits", digits: t.replace(/\D/g, "") };
  return null;
}

/** One way to satisfy a query unit: every stem must be present (the last may be a prefix). */
type Alternative = {
  stems: string[];
  prefix: boolean;
  factor: number;
  /** What a longer word that only starts like the last stem counts for. */
  prefixFactor?: number;
  lancaster?: boolean;
};

/** A query word, or a run of words that is an authored synonym term ("truck driver"). */
type Unit = { text: string; alts: Alternative[]; optional?: boolean };

/**
 * Words that name the kind of business rather than the trade ("tiling contractor", "taxi
 * company"): an industry that lacks them still matches, a little lower.
 */
const ROLE_WORDS = new Set([
  "contractor",
  "contractors",
  "company",
  "companies",
  "business",
  "firm",
  "service",
  "services",
  "operator",
  "specialist",
  "provider",
]);
const MISSING_ROLE_PENALTY = 0.15;

// How much each way of matching counts against matching the typed word itself.
// A prefix of a word still being typed ("plumb") counts more than the start of a longer word
// inside a complete, known one ("house" in houseboat).
const FACTOR = { word: 1, prefix: 0.85, knownPrefix: 0.6, family: 0.7, synonym: 0.9, typo: 0.7 } as const;
const MIN_PREFIX = 3;

function alternativeDocs(index: SearchIndex, alt: Alternative): Map<number, number> {
  let result: Map<number, number> | null = null;
  alt.stems.forEach((s, i) => {
    const keys = alt.lancaster
      ? [s]
      : alt.prefix && i === alt.stems.length - 1 && s.length >= MIN_PREFIX
        ? stemsWithPrefix(index, s)
        : [s];
    const postings = alt.lancaster ? index.lpostings : index.postings;
    const found = new Map<number, number>();
    for (const key of keys) {
      // A longer word that only starts like the typed one counts for less (houseboat for house).
      const factor = key === s ? 1 : (alt.prefixFactor ?? FACTOR.prefix);
      for (const p of postings.get(key) ?? []) {
        const w = p.weight * factor;
        if ((found.get(p.doc) ?? 0) < w) found.set(p.doc, w);
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
  const out = result ?? new Map<number, number>();
  if (alt.factor !== 1) for (const [doc, w] of out) out.set(doc, w * alt.factor);
  return out;
}

function unitDocs(index: SearchIndex, unit: Unit): Map<number, number> {
  const out = new Map<number, number>();
  for (const alt of unit.alts) {
    for (const [doc, w] of alternativeDocs(index, alt)) if ((out.get(doc) ?? 0) < w) out.set(doc, w);
  }
  return out;
}

const phraseAlternative = (index: SearchIndex, text: string, factor: number): Alternative => ({
  stems: index.phraseStems.get(text) ?? queryWords(text).map(stem),
  prefix: false,
  factor,
});

function synonymAlternatives(index: SearchIndex, term: string): Alternative[] {
  return (synonymsOf(index, term) ?? []).map((syn) => phraseAlternative(index, syn, FACTOR.synonym));
}

/**
 * Splits the query into units: the longest runs of words that are an authored synonym term
 * become one unit (matched as a phrase or through the term's synonyms); other words are matched
 * by Porter stem with prefixes, by word family (Lancaster stem), by synonyms, and by typo fixes.
 */
function queryUnits(index: SearchIndex, words: string[], fixes: Map<string, string[]>): Unit[] {
  const units: Unit[] = [];
  // A query that is exactly an industry or alias name ("plumer", a common slip for plumber) is
  // not broadened by word family (plumer is not plum).
  const families = !index.exactNames.has(words.join(" "));
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let j = Math.min(words.length, i + 4); j >= i + 2; j--) {
      const term = words.slice(i, j).join(" ");
      if (synonymsOf(index, term)) {
        units.push({
          text: term,
          alts: [phraseAlternative(index, term, FACTOR.word), ...synonymAlternatives(index, term)],
        });
        taken = j - i;
        break;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    // Two words that are one known word when joined ("hair dresser", "book shop").
    const joined = i + 1 < words.length ? words[i] + words[i + 1] : "";
    if (joined && !isKnown(index, words[i] + " " + words[i + 1]) && isKnown(index, joined)) {
      const unit = wordUnit(index, joined, fixes, families);
      unit.alts.push(phraseAlternative(index, `${words[i]} ${words[i + 1]}`, FACTOR.word));
      units.push(unit);
      i += 2;
      continue;
    }
    units.push(wordUnit(index, words[i++], fixes, families));
  }
  // A query of role words only ("services") needs them.
  if (units.every((u) => u.optional)) for (const u of units) u.optional = false;
  return units;
}

function wordUnit(index: SearchIndex, word: string, fixes: Map<string, string[]>, families: boolean): Unit {
  const s = stem(word);
  const prefixFactor = isKnown(index, word) ? FACTOR.knownPrefix : FACTOR.prefix;
  const alts: Alternative[] = [{ stems: [s], prefix: true, factor: FACTOR.word, prefixFactor }];
  if (s !== word) alts.push({ stems: [word], prefix: true, factor: FACTOR.word, prefixFactor });
  // The word family of a misspelling means nothing (plumer is not plum).
  const family = familyOf(word);
  const typo = (fixes.get(word) ?? []).length > 0;
  if (families && !typo && family)
    alts.push({ stems: [family], prefix: false, factor: FACTOR.family, lancaster: true });
  alts.push(...synonymAlternatives(index, word));
  for (const fixed of fixes.get(word) ?? []) {
    alts.push({ stems: [stem(fixed)], prefix: false, factor: FACTOR.typo });
    alts.push(...synonymAlternatives(index, fixed).map((a) => ({ ...a, factor: FACTOR.typo })));
  }
  return { text: word, alts, optional: ROLE_WORDS.has(word) };
}

/** A complete word of the catalogue or the synonym table (not a prefix still being typed). */
const isKnown = (index: SearchIndex, word: string) =>
  index.words.has(word) || synonymsOf(index, word) !== undefined;

/** A word that is neither known nor the start of a known stem: probably a typo. */
const isUnknown = (index: SearchIndex, word: string) =>
  !isKnown(index, word) && !/^\d+$/.test(word) && stemsWithPrefix(index, stem(word)).length === 0;

/** Meaningful query words: stop words are dropped unless the query has nothing else. */
function meaningfulWords(text: string): string[] {
  const words = queryWords(text);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return kept.length > 0 ? kept : words;
}

/** Documents matching every required unit, scored by the mean weight of the units they match. */
function keywordMatches(index: SearchIndex, units: Unit[]): Map<number, number> {
  const required = units.filter((u) => !u.optional).map((u) => unitDocs(index, u));
  const optional = units.filter((u) => u.optional).map((u) => unitDocs(index, u));
  const scores = new Map<number, number>();
  const [first, ...rest] = required;
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
    if (!all) continue;
    let count = required.length;
    let missing = 0;
    for (const g of optional) {
      const gw = g.get(doc);
      if (gw === undefined) missing++;
      else {
        total += gw;
        count++;
      }
    }
    scores.set(doc, total / count - MISSING_ROLE_PENALTY * missing);
  }
  return scores;
}

/**
 * Share of a name's meaning that the query covers: the rare words of the name, weighted by how
 * rare they are among all names. "Saw Doctor" is poorly covered by "doctor" (saw is rare), "GP
 * Clinic" well covered by "gp" (clinic is common). This is the modifier penalty.
 */
function coverage(
  terms: NameTerm[],
  matched: { stems: Set<string>; lstems: Set<string>; prefixes: string[] },
) {
  let all = 0;
  let hit = 0;
  for (const t of terms) {
    all += t.idf;
    if (
      matched.stems.has(t.stem) ||
      matched.lstems.has(t.lstem) ||
      matched.prefixes.some((p) => t.stem.startsWith(p))
    )
      hit += t.idf;
  }
  return all === 0 ? 0 : hit / all;
}

type Ranked = { doc: IndexedIndustry; score: number };

const CONSENSUS_TOP = 10;
const CONSENSUS_WEIGHT = 2;

/** The n best of a list by score, without sorting the whole list. */
function topScores(list: Ranked[], n: number): Ranked[] {
  const best: Ranked[] = [];
  for (const r of list) {
    if (best.length < n) best.push(r);
    else if (r.score > best[n - 1].score) best[n - 1] = r;
    else continue;
    for (let i = best.length - 1; i > 0 && best[i].score > best[i - 1].score; i--)
      [best[i], best[i - 1]] = [best[i - 1], best[i]];
  }
  return best;
}

function rank(index: SearchIndex, scores: Map<number, number>, units: Unit[], phrase: string): Ranked[] {
  const matched = { stems: new Set<string>(), lstems: new Set<string>(), prefixes: [] as string[] };
  const expansions = new Set<string>();
  for (const unit of units) {
    for (const alt of unit.alts) {
      if (alt.lancaster) alt.stems.forEach((s) => matched.lstems.add(s));
      else alt.stems.forEach((s) => matched.stems.add(s));
      const last = alt.stems.at(-1);
      if (
        alt.prefix &&
        last &&
        last.length >= MIN_PREFIX &&
        (alt.prefixFactor ?? FACTOR.prefix) >= FACTOR.prefix
      )
        matched.prefixes.push(last);
    }
  }
  // An industry named as the query, or (one-unit query: "drugstore", "truck driver") as one of
  // its synonyms, is what the broker means; so is the ANZSIC class of that name.
  const key = phraseKey(phrase);
  const core = units.filter((u) => !u.optional);
  if (core.length === 1)
    for (const syn of synonymsOf(index, core[0].text) ?? [])
      expansions.add(index.phraseKeys.get(syn) ?? phraseKey(syn));
  const phraseGrams = trigrams(phrase);
  const ranked: Ranked[] = [];
  for (const [i, base] of scores) {
    const doc = index.docs[i];
    let cover = coverage(doc.nameTerms, matched);
    for (const alias of doc.aliasTerms) cover = Math.max(cover, 0.9 * coverage(alias, matched));
    let score = base * 4 + cover * 3;
    if (doc.nameKey === key) score += 3;
    else if (doc.aliasKeys.includes(key)) score += 2.5;
    else if (expansions.has(doc.nameKey)) score += 2;
    else if (doc.aliasKeys.some((a) => expansions.has(a))) score += 1.5;
    if (doc.classKey === key || expansions.has(doc.classKey)) score += 1;
    if (doc.nameLower.startsWith(phrase)) score += 0.5;
    score += similarity(doc.nameGrams, phraseGrams);
    ranked.push({ doc, score });
  }
  // Class consensus: the ANZSIC classes of the strongest matches tell what the query is about
  // ("doctor": medical practices, not the Saw Doctor of sharpening services).
  const top = topScores(ranked, CONSENSUS_TOP);
  const mass = top.reduce((sum, r) => sum + r.score, 0);
  if (mass > 0 && top.length > 1) {
    const byClass = new Map<string, number>();
    for (const r of top) byClass.set(r.doc.anzsic, (byClass.get(r.doc.anzsic) ?? 0) + r.score);
    for (const r of ranked) r.score += CONSENSUS_WEIGHT * ((byClass.get(r.doc.anzsic) ?? 0) / mass);
  }
  return ranked.sort((a, b) => b.score - a.score || a.doc.nameOrder - b.doc.nameOrder);
}

/** Code search; the user's own classification comes first, exact codes before longer ones. */
function codeMatches(index: SearchIndex, query: CodeQuery, taxonomy: TaxonomyId): IndexedIndustry[] {
  if (query.kind === "rc")
    return index.docs
      .filter((d) => d.code.startsWith(query.code))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const d = query.digits;
  const ranked: Array<{ doc: IndexedIndustry; order: number }> = [];
  const consider = (doc: IndexedIndustry, tax: TaxonomyId, exact: boolean) => {
    const order = (tax === taxonomy ? 0 : 2) + (exact ? 0 : 1);
    const prev = ranked.at(-1);
    if (prev?.doc === doc) prev.order = Math.min(prev.order, order);
    else ranked.push({ doc, order });
  };
  const wholeClass = d.length === 5 && d.endsWith("0");
  const ukClass = d.slice(0, 4);
  for (const doc of index.docs) {
    const uk = doc.uksicDigits;
    if (query.kind === "uksic") {
      if (uk.startsWith(d)) consider(doc, 8, uk === d);
      continue;
    }
    if (d.length <= 4 && doc.anzsic.startsWith(d)) consider(doc, 4, doc.anzsic === d);
    // UK SIC five-digit form: 62020 is class 62.02 (subclass 0), 56101 is 56.10/1, and 56100 is
    // the class 56.10 as a whole.
    if (
      d.length <= 4
        ? uk.startsWith(d)
        : d.length === 5 && (doc.uksicFive === d || (wholeClass && uk.startsWith(ukClass)))
    )
      consider(doc, 8, d.length === 5 || uk === d);
    if (d.length >= 2 && doc.naics.startsWith(d)) consider(doc, 12, doc.naics === d);
  }
  // Our codes are ASCII: plain comparison, no locale rules.
  return ranked
    .sort((a, b) => a.order - b.order || (a.doc.code < b.doc.code ? -1 : a.doc.code > b.doc.code ? 1 : 0))
    .map((r) => r.doc);
}

function paginate(
  mode: SearchPage["mode"],
  all: IndexedIndustry[],
  page: number,
  size: number,
  suggestion: string | null = null,
): SearchPage {
  const start = (page - 1) * size;
  const hits = all
    .slice(start, start + size)
    .map(({ id, code, name, anzsic, uksic, naics }) => ({ id, code, name, anzsic, uksic, naics }));
  return { mode, hits, page, hasNext: all.length > start + size, total: all.length, suggestion };
}

// A result this weak (a word matched only in keywords or through a typo) earns a suggestion.
const WEAK_SCORE = 4;

// Near matches (all query units but one) rank below full matches.
const RELAXED_PENALTY = 3;
const MAX_NEAR_POOL = 200;
const MAX_NEAR = 20;

function keywordSearch(index: SearchIndex, words: string[], visible: (d: IndexedIndustry) => boolean) {
  const phrase = words.join(" ");
  const run = (units: Unit[]) =>
    rank(index, keywordMatches(index, units), units, phrase).filter((r) => visible(r.doc));
  let units = queryUnits(index, words, new Map());
  let ranked = run(units);
  const strict = ranked.length;
  let fixed: Map<string, string[]> | null = null;
  // Few matches, or a word nobody uses: probably a typo; add the closest known words and retry.
  if (ranked.length < 5 || words.some((w) => isUnknown(index, w))) {
    const fixes = new Map(
      words.map((w) => [w, corrections(index, w)] as const).filter(([, c]) => c.length > 0),
    );
    if (fixes.size > 0) {
      fixed = fixes;
      units = queryUnits(index, words, fixes);
      ranked = run(units);
    }
  }
  // Still few: add industries that match every unit but one ("tow truck driver" finds Tow Truck
  // Operator), after the full matches.
  if (ranked.length < 5 && units.length > 1) {
    const seen = new Set(ranked.map((r) => r.doc));
    const near = new Map<IndexedIndustry, number>();
    units.forEach((_, i) => {
      const rest = units.filter((__, j) => j !== i);
      const matches = keywordMatches(index, rest);
      // Leaving out the word that made the query precise ("crumpet manufacturing" without
      // crumpet) finds everything: not a near match.
      if (matches.size > MAX_NEAR_POOL) return;
      for (const r of rank(index, matches, rest, phrase)) {
        if (seen.has(r.doc) || !visible(r.doc)) continue;
        near.set(r.doc, Math.max(near.get(r.doc) ?? -Infinity, r.score - RELAXED_PENALTY));
      }
    });
    const extra = [...near].map(([doc, score]) => ({ doc, score }));
    extra.sort((a, b) => b.score - a.score || a.doc.nameOrder - b.doc.nameOrder);
    ranked = [...ranked, ...extra.slice(0, MAX_NEAR)];
  }
  return { ranked, fixed, strict };
}

/**
 * "Did you mean": on no result or a weak one, the query with unknown words replaced by their
 * closest known word, or (no result at all) with the word that stops every match left out;
 * offered only when it finds something better.
 */
function suggest(
  index: SearchIndex,
  words: string[],
  found: Ranked[],
  strict: number,
  fixed: Map<string, string[]> | null,
  visible: (d: IndexedIndustry) => boolean,
): string | null {
  const best = strict > 0 ? (found[0]?.score ?? 0) : 0;
  if (strict > 0 && best >= WEAK_SCORE && !fixed) return null;
  const candidates: string[][] = [];
  // Every combination of the closest known words (ties kept: "drivr" is as near "drive" as "driver"),
  // at most 8; the one that finds the best industry wins.
  if (fixed) {
    let combos: string[][] = [[]];
    for (const w of words) {
      const options = fixed.get(w)?.length ? fixed.get(w)! : [w];
      combos = combos.flatMap((c) => options.map((o) => [...c, o])).slice(0, 8);
    }
    candidates.push(...combos);
  }
  if (strict === 0 && words.length > 1)
    words.forEach((_, i) => candidates.push(words.filter((__, j) => j !== i)));
  let choice: { text: string; score: number } | null = null;
  for (const c of candidates) {
    const text = c.join(" ");
    if (text === words.join(" ")) continue;
    const units = queryUnits(index, c, new Map());
    const top = rank(index, keywordMatches(index, units), units, text).find((r) => visible(r.doc));
    if (top && top.score > best && (!choice || top.score > choice.score)) choice = { text, score: top.score };
  }
  return choice?.text ?? null;
}

/**
 * Finds industries by keyword (stems with prefixes, word families, synonyms and regional words,
 * typo correction, coverage of the name; aliases found through their main industry and never
 * listed) or by code in any of the three classifications.
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
    if (code.kind !== "rc" && code.digits.length === 0) return paginate("empty", [], page, size);
    return paginate("code", codeMatches(index, code, opts.taxonomy ?? 4).filter(visible), page, size);
  }

  const words = meaningfulWords(text);
  if (words.length === 0) return paginate("empty", [], page, size);
  const { ranked, fixed, strict } = keywordSearch(index, words, visible);
  const suggestion = page === 1 ? suggest(index, words, ranked, strict, fixed, visible) : null;
  return paginate(
    "keyword",
    ranked.map((r) => r.doc),
    page,
    size,
    suggestion,
  );
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
    taxonomy: userTaxonomyId(user),
  });
}
