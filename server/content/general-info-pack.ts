import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ContentError } from "./content-error";

/** The five sections of every general information article, in this order (content/general-info/README.md). */
export const GENERAL_INFO_HEADINGS = [
  "What the cover is",
  "What it typically covers",
  "Common exclusions",
  "How sums insured and limits are set",
  "A claims example",
] as const;

const MIN_WORDS = 300;
const MAX_WORDS = 600;
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

const FrontMatter = z
  .object({
    class: z.string().regex(/^[a-z_]+$/),
    route: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "route must be lowercase words joined by hyphens"),
    title: z.string().min(2).max(120),
    summary: z.string().min(40).max(400),
  })
  .strict();

export type GeneralInfoBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };
export type GeneralInfoSection = { heading: string; blocks: GeneralInfoBlock[] };
export type GeneralInfoPack = {
  classSlug: string;
  route: string;
  title: string;
  summary: string;
  sections: GeneralInfoSection[];
};

/** Splits a section body into paragraphs and lists (a paragraph whose lines all start with "- "). */
export function blocksOf(body: string): GeneralInfoBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const lines = p.split("\n").map((l) => l.trim());
      if (lines.every((l) => l.startsWith("- ")))
        return { kind: "ul" as const, items: lines.map((l) => l.slice(2).trim()) };
      return { kind: "p" as const, text: lines.join(" ") };
    });
}

/** Parses one article file: front matter between --- lines, then `## ` sections. */
export function parseArticle(text: string): {
  front: Record<string, string>;
  sections: Array<[string, string]>;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error("missing front matter (--- ... ---)");
  const front: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const i = line.indexOf(":");
    if (i < 1) throw new Error(`front matter line "${line}" is not key: value`);
    front[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  const sections: Array<[string, string]> = [];
  const parts = match[2].split(/^## /m);
  if (parts[0].trim()) throw new Error("text before the first ## heading");
  for (const part of parts.slice(1)) {
    const nl = part.indexOf("\n");
    sections.push([(nl < 0 ? part : part.slice(0, nl)).trim(), nl < 0 ? "" : part.slice(nl + 1)]);
  }
  return { front, sections };
}

/** Reads content/general-info/*.md; every article must name a known insurance class, once. */
export function loadGeneralInfo(
  dir: string,
  read: (file: string) => string,
  errors: ContentError[],
  classSlugs: Set<string>,
): GeneralInfoPack[] {
  const folder = path.join(dir, "general-info");
  if (!fs.existsSync(folder)) return [];
  const out: GeneralInfoPack[] = [];
  const seenClass = new Set<string>();
  const seenRoute = new Set<string>();
  for (const name of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()) {
    const file = path.join(folder, name);
    const label = path.relative(path.dirname(dir), file);
    const fail = (reason: string) => errors.push({ file: label, row: null, reason });
    let parsed;
    try {
      parsed = parseArticle(read(file));
    } catch (error) {
      fail((error as Error).message);
      continue;
    }
    const front = FrontMatter.safeParse(parsed.front);
    if (!front.success) {
      for (const i of front.error.issues) fail(`${i.path.join(".")}: ${i.message}`);
      continue;
    }
    const f = front.data;
    if (!classSlugs.has(f.class)) fail(`class ${f.class} is not an insurance class`);
    if (seenClass.has(f.class)) fail(`class ${f.class} has a second article`);
    if (seenRoute.has(f.route)) fail(`route ${f.route} is used twice`);
    seenClass.add(f.class);
    seenRoute.add(f.route);
    if (name !== `${f.route}.md`) fail(`file name must be ${f.route}.md`);
    const headings = parsed.sections.map(([h]) => h);
    if (headings.join("|") !== GENERAL_INFO_HEADINGS.join("|"))
      fail(`sections must be ${GENERAL_INFO_HEADINGS.join(", ")} (found ${headings.join(", ") || "none"})`);
    const n = parsed.sections.reduce((sum, [, body]) => sum + words(body), 0);
    if (n < MIN_WORDS || n > MAX_WORDS) fail(`${n} words in the sections (${MIN_WORDS}-${MAX_WORDS})`);
    for (const [heading, body] of parsed.sections)
      if (words(body) < 20) fail(`section "${heading}" has fewer than 20 words`);
    out.push({
      classSlug: f.class,
      route: f.route,
      title: f.title,
      summary: f.summary,
      sections: parsed.sections.map(([heading, body]) => ({ heading, blocks: blocksOf(body) })),
    });
  }
  return out;
}
