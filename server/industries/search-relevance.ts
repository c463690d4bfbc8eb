import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { DbOrTx } from "../db/client";
import { searchIndustries, type SearchHit } from "./search";

/**
 * The broker-query relevance set (content/search/relevance.csv): each query with the industries
 * a broker would accept ("|"-separated names, or field:prefix such as anzsic:1111 or uksic:62.02)
 * and, optionally, industries that must not appear in the top three (absurd neighbours).
 */
export type RelevanceCase = { query: string; expected: string[]; notTop3: string[] };

export function loadRelevanceSet(contentDir: string): RelevanceCase[] {
  const rows = parse(fs.readFileSync(path.join(contentDir, "search", "relevance.csv"), "utf8"), {
    columns: true,
  }) as Array<{ query: string; expected: string; not_top3?: string }>;
  const list = (v: string | undefined) =>
    (v ?? "")
      .split("|")
      .map((x) => x.trim())
      .filter(Boolean);
  return rows.map((r) => ({ query: r.query, expected: list(r.expected), notTop3: list(r.not_top3) }));
}

/** Whether a hit is one of the accepted answers ("name" or "field:prefix"). */
export function accepts(expected: string[], hit: SearchHit): boolean {
  return expected.some((e) => {
    const colon = e.indexOf(":");
    if (colon < 0) return hit.name === e;
    const field = e.slice(0, colon) as "anzsic" | "uksic" | "naics" | "code";
    return String(hit[field]).startsWith(e.slice(colon + 1));
  });
}

export type RelevanceReport = {
  queries: number;
  top1: number;
  top5: number;
  /** Share of queries with an accepted answer first / in the first five. */
  top1Rate: number;
  top5Rate: number;
  neighbourCases: number;
  misses: string[];
  firstMisses: string[];
  neighbours: string[];
};

/** Runs every query as an ANZSIC user would and scores the answers. */
export async function evaluateRelevance(db: DbOrTx, cases: RelevanceCase[]): Promise<RelevanceReport> {
  let top1 = 0;
  let top5 = 0;
  const misses: string[] = [];
  const firstMisses: string[] = [];
  const neighbours: string[] = [];
  for (const c of cases) {
    const hits = (await searchIndustries(db, c.query, { pageSize: 5 })).hits;
    const got = hits.map((h) => h.name).join(", ");
    if (hits.length > 0 && accepts(c.expected, hits[0])) top1++;
    else firstMisses.push(`${c.query} -> ${c.expected.join(" | ")} (got ${got})`);
    if (hits.some((h) => accepts(c.expected, h))) top5++;
    else misses.push(`${c.query} -> ${c.expected.join(" | ")} (got ${got})`);
    const bad = hits.slice(0, 3).filter((h) => c.notTop3.includes(h.name));
    if (bad.length > 0) neighbours.push(`${c.query}: ${bad.map((h) => h.name).join(", ")} in the top 3`);
  }
  const n = cases.length || 1;
  return {
    queries: cases.length,
    top1,
    top5,
    top1Rate: top1 / n,
    top5Rate: top5 / n,
    neighbourCases: cases.filter((c) => c.notTop3.length > 0).length,
    misses,
    firstMisses,
    neighbours,
  };
}
