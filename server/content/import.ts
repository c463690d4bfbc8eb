import { invalidateContentCaches } from "./versioned";
import { desc, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  checklistQuestions,
  contentImports,
  generalInfoArticles,
  courses,
  industries,
  industryClassLayers,
  industryEntries,
  industryMedia,
  industryWriteups,
  relatedIndustries,
  quizzes,
  insuranceClasses,
  riskCommonContent,
  riskFactors,
  riskOverrides,
  riskProfiles,
  searchSynonyms,
  taxonomies,
  taxonomyNodes,
} from "../db/schema";
import { clearSearchCache } from "../industries/search";
import type { ContentPack, TaxonomyPack } from "./pack";
import type { TaxonomyItem } from "./schemas";
import { insuranceClassRow, riskFactorRow } from "./risk-pack";

const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function nodesOf(t: TaxonomyPack) {
  const rows: Array<typeof taxonomyNodes.$inferInsert> = [];
  const walk = (items: TaxonomyItem[], parent: string | null, depth: number) => {
    items.forEach((item, position) => {
      rows.push({
        taxonomyId: t.id,
        code: item.code,
        title: item.title,
        parentCode: parent,
        depth,
        position,
      });
      if (item.children) walk(item.children, item.code, depth + 1);
    });
  };
  walk(t.items, null, 0);
  return rows;
}

async function loadTaxonomies(tx: Tx, pack: ContentPack) {
  for (const t of pack.taxonomies) {
    await tx
      .insert(taxonomies)
      .values({ id: t.id, abbr: t.abbr, revision: t.revision, name: t.name, levels: t.levels })
      .onConflictDoUpdate({
        target: taxonomies.id,
        set: { abbr: t.abbr, revision: t.revision, name: t.name, levels: t.levels },
      });
    await tx.delete(taxonomyNodes).where(sql`${taxonomyNodes.taxonomyId} = ${t.id}`);
    for (const part of chunks(nodesOf(t))) await tx.insert(taxonomyNodes).values(part);
  }
}

async function loadIndustries(tx: Tx, pack: ContentPack) {
  const trial = new Set(pack.trial);
  const rows = pack.industries.map((r) => {
    const mapped = pack.concordance.get(r.anzsic)!;
    return {
      code: r.code,
      name: r.name,
      anzsic: r.anzsic,
      uksic: r.uksic || mapped.uksic,
      naics: r.naics || mapped.naics,
      keywords: r.keywords,
      inTrial: trial.has(r.code),
      aliasOfId: null,
      updatedAt: new Date(),
    };
  });
  for (const part of chunks(rows)) {
    await tx
      .insert(industries)
      .values(part)
      .onConflictDoUpdate({
        target: industries.code,
        set: {
          name: sql`excluded.name`,
          anzsic: sql`excluded.anzsic`,
          uksic: sql`excluded.uksic`,
          naics: sql`excluded.naics`,
          keywords: sql`excluded.keywords`,
          inTrial: sql`excluded.in_trial`,
          aliasOfId: sql`null`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  // Rows that left the pack go (their history with them).
  const codes = rows.map((r) => r.code);
  await tx.delete(industries).where(notInArray(industries.code, codes));
  // Point aliases at their main industries.
  const aliasPairs = pack.industries.filter((r) => r.alias_of).map((r) => [r.code, r.alias_of] as const);
  for (const part of chunks(aliasPairs)) {
    const values = sql.join(
      part.map(([code, target]) => sql`(${code}, ${target})`),
      sql`, `,
    );
    await tx.execute(sql`
      update industries a set alias_of_id = m.id
      from (values ${values}) as v(code, target) join industries m on m.code = v.target
      where a.code = v.code`);
  }
  // Aliases are found through their main industry: keep their names on it.
  await tx.execute(sql`
    update industries m set alias_names = coalesce(
      (select array_agg(lower(a.name) order by a.name) from industries a where a.alias_of_id = m.id), '{}')
    where m.alias_of_id is null`);
  await tx.execute(sql`update industries set alias_names = '{}' where alias_of_id is not null`);
}

async function loadSynonyms(tx: Tx, pack: ContentPack) {
  const map = new Map<string, Set<string>>();
  for (const group of pack.synonyms) {
    for (const term of group) {
      const set = map.get(term) ?? new Set<string>();
      for (const other of group) if (other !== term) set.add(other);
      map.set(term, set);
    }
  }
  await tx.delete(searchSynonyms);
  const rows = [...map].map(([term, set]) => ({ term, expansions: [...set] }));
  for (const part of chunks(rows)) await tx.insert(searchSynonyms).values(part);
}

async function loadRisk(tx: Tx, pack: ContentPack) {
  const { classes, factors, profiles, overrides } = pack.risk;
  await tx.delete(insuranceClasses);
  await tx.insert(insuranceClasses).values(classes.map(insuranceClassRow));
  await tx.delete(riskFactors);
  const bank = pack.risk.factorContent;
  await tx.insert(riskFactors).values(factors.map((f) => riskFactorRow(f, bank)));
  await tx.delete(riskCommonContent);
  await tx.insert(riskCommonContent).values([
    { key: "classes", value: bank.classes },
    { key: "general_checklist", value: bank.general_checklist },
    { key: "core_checklist", value: bank.core_checklist },
  ]);
  await tx.delete(riskProfiles);
  for (const part of chunks(profiles)) await tx.insert(riskProfiles).values(part);
  await tx.delete(riskOverrides);
  for (const part of chunks(overrides)) await tx.insert(riskOverrides).values(part);
}

async function loadWriteups(tx: Tx, pack: ContentPack) {
  const codes = [...new Set(pack.flagships.flatMap((f) => [f.code, ...f.related]))];
  const idOf = new Map<string, number>();
  for (const part of chunks(codes)) {
    const rows = await tx
      .select({ id: industries.id, code: industries.code })
      .from(industries)
      .where(sql`${industries.code} in ${part}`);
    for (const r of rows) idOf.set(r.code, r.id);
  }
  await tx.delete(checklistQuestions);
  await tx.delete(relatedIndustries);
  await tx.delete(industryWriteups);
  for (const f of pack.flagships) {
    const industryId = idOf.get(f.code)!;
    await tx.insert(industryWriteups).values({
      industryId,
      summary: f.summary,
      mainClasses: f.main_classes,
      exposures: f.significant_exposures,
      materials: f.materials_equipment,
      riskDescriptions: f.risk_descriptions,
      indicativeRates: f.indicative_rates,
      endorsements: f.endorsements,
      hasMarket: f.has_market,
    });
    await tx.insert(checklistQuestions).values(
      f.checklist.map((q, position) => ({
        id: q.id,
        industryId,
        classSlug: q.class,
        type: q.type,
        section: q.section,
        question: q.question,
        position,
      })),
    );
    await tx
      .insert(relatedIndustries)
      .values(f.related.map((code, position) => ({ industryId, relatedId: idOf.get(code)!, position })));
  }
}

/** Industry entries (layer 2) by industry id, and the class layer (layer 1) by ANZSIC class. */
async function loadEntryRows(tx: Tx, pack: ContentPack) {
  await tx.delete(industryEntries);
  await tx.delete(industryClassLayers);
  const files = pack.entries.files;
  if (files.length === 0) return;
  const entries = files.flatMap((f) => f.industries);
  const ids = new Map<string, number>();
  for (const part of chunks(entries.map((e) => e.code))) {
    const rows = await tx
      .select({ id: industries.id, code: industries.code })
      .from(industries)
      .where(sql`${industries.code} in ${part}`);
    for (const r of rows) ids.set(r.code, r.id);
  }
  for (const part of chunks(entries))
    await tx.insert(industryEntries).values(
      part.map((e) => ({
        industryId: ids.get(e.code)!,
        description: e.description,
        exposures: e.exposures,
        materials: e.materials,
        keyQuestions: e.key_questions,
        reasons: e.reasons,
      })),
    );
  await tx
    .insert(industryClassLayers)
    .values(files.map((f) => ({ anzsic: f.anzsic, exposures: f.class_exposures })));
}

async function loadMediaRows(tx: Tx, pack: ContentPack) {
  await tx.delete(industryMedia);
  if (pack.media.length === 0) return;
  const codes = [...new Set(pack.media.map((m) => m.code))];
  const ids = new Map(
    (
      await tx
        .select({ id: industries.id, code: industries.code })
        .from(industries)
        .where(sql`${industries.code} in ${codes}`)
    ).map((r) => [r.code, r.id]),
  );
  await tx.insert(industryMedia).values(
    pack.media.map((m, position) => ({
      industryId: ids.get(m.code)!,
      type: m.type,
      contentUrl: m.file,
      thumbnailUrl: m.thumbnail,
      captionsUrl: m.captions,
      transcript: m.transcript,
      description: m.description,
      source: m.source,
      position,
    })),
  );
}

async function loadGeneralInfoRows(tx: Tx, pack: ContentPack) {
  await tx.delete(generalInfoArticles);
  if (pack.generalInfo.length === 0) return;
  await tx.insert(generalInfoArticles).values(
    pack.generalInfo.map((a) => ({
      classSlug: a.classSlug,
      route: a.route,
      title: a.title,
      summary: a.summary,
      sections: a.sections,
    })),
  );
}

/**
 * Courses and quizzes are upserted by key (ids stay stable, so attempts keep pointing at them);
 * rows that left the pack are deleted (attempts keep their copied names, quiz_id becomes null).
 */
async function loadLearningRows(tx: Tx, pack: ContentPack) {
  const { courses: coursePacks, industryQuizzes } = pack.learning;
  const courseIds = new Map<string, number>();
  for (const c of coursePacks) {
    const values = {
      key: c.key,
      name: c.name,
      description: c.description,
      inTrial: c.trial,
      position: c.position,
      lastUpdate: c.last_update,
      guide: c.guide.map((g) => ({ id: g.title.toLowerCase().replace(/\s+/g, "-"), ...g })),
      units: [...c.units].sort((a, b) => a.sequence - b.sequence),
    };
    const [row] = await tx
      .insert(courses)
      .values(values)
      .onConflictDoUpdate({ target: courses.key, set: values })
      .returning({ id: courses.id });
    courseIds.set(c.key, row.id);
  }
  const keepCourses = coursePacks.map((c) => c.key);
  if (keepCourses.length) await tx.delete(courses).where(notInArray(courses.key, keepCourses));
  else await tx.delete(courses);

  const codes = [...new Set(industryQuizzes.map((q) => q.code))];
  const industryIds = new Map<string, number>();
  for (const part of chunks(codes)) {
    const rows = await tx
      .select({ id: industries.id, code: industries.code })
      .from(industries)
      .where(sql`${industries.code} in ${part}`);
    for (const r of rows) industryIds.set(r.code, r.id);
  }
  const rows: Array<typeof quizzes.$inferInsert> = [
    ...coursePacks.map((c) => ({
      key: `course-${c.key}`,
      title: c.name,
      courseId: courseIds.get(c.key)!,
      industryId: null,
      country: null,
      questions: c.quiz.questions,
    })),
    ...industryQuizzes.map((q) => ({
      key: q.key,
      title: q.title,
      courseId: null,
      industryId: industryIds.get(q.code)!,
      country: q.country,
      questions: q.questions,
    })),
  ];
  // A multi-row upsert per chunk, not one statement per quiz (546 quizzes: the import's slowest step).
  // One row per key (the last one's values): a statement may not update the same row twice.
  const unique = [...new Map(rows.map((r) => [r.key, r])).values()];
  for (const part of chunks(unique))
    await tx
      .insert(quizzes)
      .values(part)
      .onConflictDoUpdate({
        target: quizzes.key,
        set: {
          title: sql`excluded.title`,
          courseId: sql`excluded.course_id`,
          industryId: sql`excluded.industry_id`,
          country: sql`excluded.country`,
          questions: sql`excluded.questions`,
        },
      });
  const keepQuizzes = rows.map((r) => r.key);
  if (keepQuizzes.length) await tx.delete(quizzes).where(notInArray(quizzes.key, keepQuizzes));
  else await tx.delete(quizzes);
}

export type ImportResult = { changed: boolean; summary: Record<string, number> };

/**
 * Loads a validated pack in one transaction. The same pack twice is a no-op (hash check), so the
 * server can call this on every start.
 */
export async function importContent(
  db: Db,
  pack: ContentPack,
  opts: { force?: boolean } = {},
): Promise<ImportResult> {
  const summary = {
    taxonomies: pack.taxonomies.length,
    industries: pack.industries.filter((r) => !r.alias_of).length,
    aliases: pack.industries.filter((r) => r.alias_of).length,
    synonymGroups: pack.synonyms.length,
    flagships: pack.flagships.length,
    industryEntries: pack.entries.files.reduce((n, f) => n + f.industries.length, 0),
    checklistQuestions: pack.flagships.reduce((n, f) => n + f.checklist.length, 0),
    generalInfoArticles: pack.generalInfo.length,
    courses: pack.learning.courses.length,
    quizzes: pack.learning.courses.length + pack.learning.industryQuizzes.length,
  };
  const [last] = await db
    .select({ hash: contentImports.hash })
    .from(contentImports)
    .orderBy(desc(contentImports.id))
    .limit(1);
  if (!opts.force && last?.hash === pack.hash) return { changed: false, summary };
  await db.transaction(async (tx) => {
    await loadTaxonomies(tx, pack);
    await loadIndustries(tx, pack);
    await loadSynonyms(tx, pack);
    await loadRisk(tx, pack);
    await loadWriteups(tx, pack);
    await loadEntryRows(tx, pack);
    await loadMediaRows(tx, pack);
    await loadGeneralInfoRows(tx, pack);
    await loadLearningRows(tx, pack);
    await tx.insert(contentImports).values({ hash: pack.hash, summary });
  });
  // Fresh planner statistics after the bulk load.
  await db.execute(sql`analyze industries`);
  await db.execute(sql`analyze taxonomy_nodes`);
  clearSearchCache();
  invalidateContentCaches();
  return { changed: true, summary };
}

/** Counts for the landing page and health output. */
export async function catalogueCounts(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(industries)
    .where(sql`${industries.aliasOfId} is null`);
  return { industries: row?.n ?? 0 };
}
