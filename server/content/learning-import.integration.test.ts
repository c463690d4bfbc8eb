import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import type { DbHandle } from "../db/client";
import { quizzes } from "../db/schema";
import { importContent } from "./import";
import { CONTENT_DIR, loadContentPack, type ContentPack } from "./pack";

/**
 * Quizzes are upserted by key in batches: a re-import keeps the ids of the quizzes still in the pack
 * (attempts point at them), takes their new title, country and questions, and deletes the rest.
 */
describe.each(dbKinds())("quiz rows of a content import on %s", (kind) => {
  const pack = loadContentPack(CONTENT_DIR).pack!;
  let h: DbHandle;
  const rowsByKey = async () =>
    new Map((await h.db.select().from(quizzes).orderBy(asc(quizzes.id))).map((q) => [q.key, q]));

  beforeAll(async () => {
    h = await freshDatabase(kind);
    await importContent(h.db, pack);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it("one row per course and industry quiz of the pack, with its questions", async () => {
    const rows = await rowsByKey();
    const { courses, industryQuizzes } = pack.learning;
    expect(rows.size).toBe(courses.length + industryQuizzes.length);
    for (const c of courses)
      expect(rows.get(`course-${c.key}`)).toMatchObject({ title: c.name, industryId: null, country: null });
    for (const q of industryQuizzes) {
      const row = rows.get(q.key)!;
      expect(row).toMatchObject({ title: q.title, courseId: null, country: q.country });
      expect(row.industryId).toEqual(expect.any(Number));
      expect(row.questions).toEqual(q.questions);
    }
  });

  it("a re-import updates the quizzes in place, keeps their ids and deletes those that left", async () => {
    const before = await rowsByKey();
    const [gone, changed, ...rest] = pack.learning.industryQuizzes;
    const edited = { ...changed, title: `${changed.title} (revised)`, questions: changed.questions.slice(1) };
    const next: ContentPack = {
      ...pack,
      hash: `${pack.hash}-revised`,
      learning: { ...pack.learning, industryQuizzes: [edited, ...rest] },
    };
    expect((await importContent(h.db, next)).changed).toBe(true);
    const after = await rowsByKey();
    expect(after.has(gone.key)).toBe(false);
    expect(after.size).toBe(before.size - 1);
    for (const [key, row] of after) expect(row.id, key).toBe(before.get(key)!.id);
    expect(after.get(changed.key)).toMatchObject({ title: edited.title, questions: edited.questions });
    expect(after.get(rest[0].key)).toMatchObject({ title: rest[0].title, questions: rest[0].questions });
  }, 180_000);
});
