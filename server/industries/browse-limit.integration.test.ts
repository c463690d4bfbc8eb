import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { industries } from "../db/schema";
import { browseTaxonomy } from "./catalogue";
import { recordIndustryOpen, searchLimitNotice, searchLimitUsage } from "./history";

/** Issue 19 (UI part): one kind of item per browse column, and the near-limit count. */
describe.each(dbKinds())("browse columns and search-limit usage on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind, "content");
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it("keeps UK SIC subclasses and the industries filed at class level in separate columns", async () => {
    // 56.10 has subclasses (56.10/1 ...) and industries filed at the class itself.
    const cols = await browseTaxonomy(h.db, 8, ["I", "56", "56.1", "56.10"]);
    expect(cols.map((c) => [c.level, c.kind])).toEqual([
      ["Section", "nodes"],
      ["Division", "nodes"],
      ["Group", "nodes"],
      ["Class", "nodes"],
      ["Subclass", "nodes"],
      ["Industry", "industries"],
    ]);
    const subclass = cols[4];
    expect(subclass.items.length).toBeGreaterThanOrEqual(2);
    expect(subclass.items.every((i) => !i.isLeaf && /^56\.10\/\d$/.test(i.code))).toBe(true);
    expect(cols[5].parentCode).toBe("56.10");
    expect(cols[5].items.length).toBeGreaterThan(0);
    expect(cols[5].items.every((i) => i.isLeaf && i.industryId)).toBe(true);
    // Opening a subclass: its industries, and the class-level ones are no longer beside it.
    const open = await browseTaxonomy(h.db, 8, ["I", "56", "56.1", "56.10", "56.10/1"]);
    expect(open.map((c) => c.level)).toEqual([
      "Section",
      "Division",
      "Group",
      "Class",
      "Subclass",
      "Industry",
    ]);
    expect(open[4].openCode).toBe("56.10/1");
    expect(open[5].parentCode).toBe("56.10/1");
    expect(open[5].items.every((i) => i.isLeaf)).toBe(true);
  });

  it("names a column of industries 'Industry' even at a level the classification names", async () => {
    // Every UK SIC column named by a level holds codes only; industries sit only in Industry columns.
    for (const path of [
      ["J", "62", "62.0", "62.01"],
      ["I", "56", "56.3", "56.30"],
      ["G", "47", "47.7", "47.79"],
    ]) {
      const cols = await browseTaxonomy(h.db, 8, path);
      for (const c of cols) {
        if (c.kind === "nodes") expect(c.items.every((i) => !i.isLeaf)).toBe(true);
        else expect(c.level).toBe("Industry");
        if (c.level !== "Industry") expect(c.kind).toBe("nodes");
      }
    }
    // ANZSIC keeps its four levels and then the industries.
    const anzsic = await browseTaxonomy(h.db, 4, ["H", "45", "451", "4511"]);
    expect(anzsic.map((c) => c.level)).toEqual(["Division", "Subdivision", "Group", "Class", "Industry"]);
  });

  it("counts distinct industries in the window and tells the user from 80% of the limit", async () => {
    const userId = await createUser(h.db, {
      userName: `usage-${kind}`,
      password: "usage-password",
      personName: "U",
      email: "u@example.com",
      country: "au",
      companyName: "U",
    });
    const ids = (
      await h.db
        .select({ id: industries.id })
        .from(industries)
        .where(sql`${industries.aliasOfId} is null`)
        .limit(10)
    ).map((r) => r.id);
    const limit = { maxIndustries: 10, windowDays: 30 };
    const t0 = Date.now();
    const at = (s: number) => new Date(t0 + s * 1000);
    for (let i = 0; i < 7; i++) await recordIndustryOpen(h.db, userId, ids[i], limit, at(i));
    // Re-opening counts once.
    await recordIndustryOpen(h.db, userId, ids[0], limit, at(8));
    let usage = await searchLimitUsage(h.db, userId, limit, at(9));
    expect(usage).toEqual({ used: 7, maxIndustries: 10, windowDays: 30, near: false });
    expect(searchLimitNotice(usage)).toBeNull();
    await recordIndustryOpen(h.db, userId, ids[7], limit, at(10));
    usage = await searchLimitUsage(h.db, userId, limit, at(11));
    expect(usage.near).toBe(true);
    expect(searchLimitNotice(usage)).toBe(
      "Industry search limit: you have opened 8 of the 10 industries allowed in 30 days. Opening more than 10 will lock your account.",
    );
    await recordIndustryOpen(h.db, userId, ids[8], limit, at(12));
    await recordIndustryOpen(h.db, userId, ids[9], limit, at(13));
    usage = await searchLimitUsage(h.db, userId, limit, at(14));
    expect(searchLimitNotice(usage)).toMatch(
      /^Industry search limit: you have opened all 10 industries allowed in 30 days\./,
    );
    // Outside the window nothing is counted any more.
    usage = await searchLimitUsage(h.db, userId, limit, new Date(t0 + 31 * 24 * 3600 * 1000));
    expect(usage.used).toBe(0);
    expect(searchLimitNotice(usage)).toBeNull();
  });

  it("formats large limits with thousands separators", () => {
    expect(searchLimitNotice({ used: 1200, maxIndustries: 1500, windowDays: 30, near: true })).toBe(
      "Industry search limit: you have opened 1,200 of the 1,500 industries allowed in 30 days. Opening more than 1,500 will lock your account.",
    );
  });
});
