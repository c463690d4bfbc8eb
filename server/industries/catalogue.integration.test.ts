import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "../accounts/users";
import { importContent } from "../content/import";
import { CONTENT_DIR, loadContentPack, type ContentPack } from "../content/pack";
import type { DbHandle } from "../db/client";
import { industries, quizzes } from "../db/schema";
import { browseTaxonomy, findIndustry, industryCodes } from "./catalogue";
import { recentIndustries, recordIndustryOpen } from "./history";
import { clearSearchCache, searchIndustries } from "./search";

let pack: ContentPack;
beforeAll(() => {
  const loaded = loadContentPack(CONTENT_DIR);
  expect(loaded.errors).toEqual([]);
  pack = loaded.pack!;
});

const idOf = async (h: DbHandle, name: string) => {
  const [row] = await h.db
    .select({ id: industries.id })
    .from(industries)
    .where(sql`lower(${industries.name}) = ${name.toLowerCase()} and ${industries.aliasOfId} is null`);
  return row.id;
};

describe.each(dbKinds())("catalogue on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const first = await importContent(h.db, pack);
    expect(first.changed).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  it("imports more than 7,000 industries, and a second import changes nothing", async () => {
    const [{ n }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(industries)
      .where(sql`${industries.aliasOfId} is null`);
    expect(n).toBeGreaterThan(7000);
    const again = await importContent(h.db, pack);
    expect(again.changed).toBe(false);
  });

  it("never lists aliases, and finds the main industry by an alias name", async () => {
    const sparky = await searchIndustries(h.db, "sparky", { pageSize: 5 });
    expect(sparky.hits[0].name).toBe("Electrician");
    const aliasNames = new Set(pack.industries.filter((r) => r.alias_of).map((r) => r.code));
    for (const q of ["sparky", "servo", "chippy", "smash repairer"]) {
      const page = await searchIndustries(h.db, q);
      expect(page.hits.every((hit) => !aliasNames.has(hit.code))).toBe(true);
    }
  });

  it("reads numbers as codes: ANZSIC class first, UK SIC with a dot, NAICS, our own code", async () => {
    const anzsic = await searchIndustries(h.db, "4511");
    expect(anzsic.mode).toBe("code");
    expect(anzsic.hits.length).toBeGreaterThan(20);
    expect(anzsic.hits.slice(0, 20).every((x) => x.anzsic === "4511")).toBe(true);
    const uksic = await searchIndustries(h.db, "56.10");
    expect(uksic.hits.length).toBeGreaterThan(0);
    expect(uksic.hits.every((x) => x.uksic.startsWith("56.10"))).toBe(true);
    const naics = await searchIndustries(h.db, "722511");
    expect(naics.hits.every((x) => x.naics === "722511")).toBe(true);
    const own = await searchIndustries(h.db, "RC-4511-001");
    expect(own.hits.map((x) => x.code)).toEqual(["RC-4511-001"]);
  });

  it("tolerates typos and handles hostile input without error", async () => {
    expect((await searchIndustries(h.db, "plumer", { pageSize: 3 })).hits[0].name).toBe("Plumber");
    for (const q of [
      "' or 1=1; drop table industries; --",
      "<script>alert(1)</script>",
      "咖啡店",
      "!!! & | :* ()",
      "a".repeat(5000),
      "   ",
    ]) {
      const page = await searchIndustries(h.db, q);
      expect(Array.isArray(page.hits)).toBe(true);
    }
    expect((await searchIndustries(h.db, "")).mode).toBe("empty");
    expect((await searchIndustries(h.db, "xqzvw")).hits).toEqual([]);
  });

  it("pages 100 at a time", async () => {
    const first = await searchIndustries(h.db, "shop");
    expect(first.hits).toHaveLength(100);
    expect(first.hasNext).toBe(true);
    const second = await searchIndustries(h.db, "shop", { page: 2 });
    const firstIds = new Set(first.hits.map((x) => x.id));
    expect(second.hits.some((x) => firstIds.has(x.id))).toBe(false);
  });

  it("limits trial users to the trial dataset", async () => {
    const page = await searchIndustries(h.db, "cafe", { trial: true });
    expect(page.hits.map((x) => x.code)).toEqual(["RC-4511-001"]);
    const browse = await browseTaxonomy(h.db, 4, ["H", "45", "451", "4511"], { trial: true });
    expect(browse.at(-1)!.items.map((i) => i.code)).toEqual(["RC-4511-001"]);
  });

  // The broker-query relevance set is checked in search.integration.test.ts.

  it("browses a classification level by level down to industries", async () => {
    const roots = await browseTaxonomy(h.db, 4, []);
    expect(roots).toHaveLength(1);
    expect(roots[0].level).toBe("Division");
    expect(roots[0].items).toHaveLength(19);
    const deep = await browseTaxonomy(h.db, 4, ["H", "45", "451", "4511"]);
    expect(deep.map((c) => c.level)).toEqual(["Division", "Subdivision", "Group", "Class", "Industry"]);
    expect(deep[4].items.every((i) => i.isLeaf && i.industryId)).toBe(true);
    expect(deep[4].items.some((i) => i.name === "Coffee Shop")).toBe(true);
    const wrong = await browseTaxonomy(h.db, 4, ["H", "99"]);
    expect(wrong).toHaveLength(2);
    expect(wrong[1].openCode).toBeNull();
    const uk = await browseTaxonomy(h.db, 8, []);
    expect(uk[0].level).toBe("Section");
    expect(uk[0].items).toHaveLength(21);
    const naics = await browseTaxonomy(h.db, 12, ["72", "722", "7225", "72251", "722511"]);
    expect(naics.at(-1)!.items.every((i) => i.isLeaf)).toBe(true);
  });

  it("lists codes with our own first, then ANZSIC 2006, then the others", async () => {
    const industry = (await findIndustry(h.db, await idOf(h, "Coffee Shop")))!;
    const lists = await industryCodes(h.db, industry);
    expect(lists.map((l) => l.taxonomy)).toEqual(["RiskCoach", "ANZSIC 2006", "UK SIC 2007", "NAICS 2017"]);
    expect(lists[1].codes[0]).toEqual({ code: "4511", name: "Cafes and Restaurants" });
  });

  it("records history, keeps the ten most recent, and locks past the rolling limit", async () => {
    const userId = await createUser(h.db, {
      userName: `hist-${kind}`,
      password: "history-password",
      personName: "H",
      email: "h@example.com",
      country: "au",
      companyName: "H",
    });
    const ids = (
      await h.db
        .select({ id: industries.id })
        .from(industries)
        .where(sql`${industries.aliasOfId} is null`)
        .limit(13)
    ).map((r) => r.id);
    const limit = { maxIndustries: 12, windowDays: 30 };
    const t0 = Date.now();
    for (let i = 0; i < 12; i++)
      expect(await recordIndustryOpen(h.db, userId, ids[i], limit, new Date(t0 + i * 1000))).toBe("ok");
    expect(await recordIndustryOpen(h.db, userId, ids[12], limit, new Date(t0 + 13_000))).toBe("locked");
    // Re-opening one already counted is free.
    expect(await recordIndustryOpen(h.db, userId, ids[0], limit, new Date(t0 + 14_000))).toBe("ok");
    const recent = await recentIndustries(h.db, userId);
    expect(recent).toHaveLength(10);
    expect(recent[0].id).toBe(ids[0]);
    expect(recent[1].id).toBe(ids[11]);
    // Outside the window the count starts again.
    expect(await recordIndustryOpen(h.db, userId, ids[12], limit, new Date(t0 + 31 * 24 * 3600 * 1000))).toBe(
      "ok",
    );
    const [row] = await h.db.select({ id: industries.id }).from(industries).where(eq(industries.id, ids[12]));
    expect(row.id).toBe(ids[12]);
  });
});

describe.each(dbKinds())("quiz-only search on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind, "content");
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  it("lists only industries with a knowledge test for the country", async () => {
    // The content pack's quizzes (content/learning) cover the flagships, such as the cafe; the
    // kombucha brewer and the piano tuner are not flagships and have none.
    expect((await searchIndustries(h.db, "cafe", { quizCountry: "au" })).hits.map((x) => x.name)).toContain(
      "Cafe",
    );
    expect((await searchIndustries(h.db, "kombucha", { quizCountry: "au" })).hits).toEqual([]);
    const kombucha = await idOf(h, "Kombucha Brewing");
    const tuner = await idOf(h, "Piano Tuner");
    await h.db.insert(quizzes).values([
      { key: "t-kombucha-nz", title: "Kombucha Brewing (NZ)", industryId: kombucha, country: "nz" },
      { key: "t-tuner-all", title: "Piano Tuner", industryId: tuner, country: null },
    ]);
    clearSearchCache();
    expect((await searchIndustries(h.db, "kombucha", { quizCountry: "nz" })).hits.map((x) => x.name)).toEqual(
      ["Kombucha Brewing"],
    );
    expect((await searchIndustries(h.db, "kombucha", { quizCountry: "au" })).hits).toEqual([]);
    expect(
      (await searchIndustries(h.db, "piano tuner", { quizCountry: "au" })).hits.map((x) => x.name),
    ).toEqual(["Piano Tuner"]);
    // Without quiz-only mode nothing is filtered.
    expect((await searchIndustries(h.db, "cafe")).hits.length).toBeGreaterThan(5);
  });
});
