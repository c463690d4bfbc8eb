import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import type { DbHandle } from "../db/client";
import { industries, industryClassLayers, industryEntries, riskProfiles } from "../db/schema";
import { hazardIndex, riskModel } from "../risk/model";
import { groupChecklist, industryContent } from "../risk/writeups";
import { importContent } from "./import";
import { CONTENT_DIR, loadContentPack } from "./pack";

const FIXTURE = path.resolve(import.meta.dirname, "../../tests/fixtures/entries/6222.json");

/** The content pack with content/entries/ holding only the given files (the rest linked, not copied). */
function packWithEntries(files: Record<string, string>): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rc-entries-")), "content");
  fs.mkdirSync(path.join(dir, "entries"), { recursive: true });
  // Media paths are checked against public/ beside content/.
  fs.symlinkSync(path.resolve(CONTENT_DIR, "../public"), path.resolve(dir, "../public"));
  for (const name of fs.readdirSync(CONTENT_DIR))
    if (name !== "entries") fs.symlinkSync(path.join(CONTENT_DIR, name), path.join(dir, name));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, "entries", name), text);
  return dir;
}

describe("industry entries in the content pack", () => {
  it("report a malformed or truncated file with its name and reason, and leave out only that file", () => {
    const text = fs.readFileSync(FIXTURE, "utf8");
    const truncated = loadContentPack(packWithEntries({ "6222.json": text.slice(0, 400) }));
    expect(truncated.errors).toEqual([]);
    expect(truncated.pack!.entries.files).toEqual([]);
    expect(truncated.pack!.entryErrors).toEqual([
      expect.objectContaining({
        file: "content/entries/6222.json",
        reason: expect.stringMatching(/^not valid JSON/),
      }),
    ]);
    const entry = JSON.parse(text);
    entry.industries[0].factors.client_money = 5;
    const bad = loadContentPack(packWithEntries({ "6222.json": JSON.stringify(entry) }));
    expect(bad.pack!.entries.files).toEqual([]);
    expect(bad.pack!.entryErrors.map((e) => `${e.file}: ${e.reason}`)).toEqual([
      expect.stringMatching(/^content\/entries\/6222\.json: industries\.0\.factors\.client_money: /),
    ]);
  });
});

describe("an entry whose page breaks the content lint or whose ratings contradict its text", () => {
  it("is left out of the import with its reasons, while the rest of the pack loads", () => {
    const entry = JSON.parse(fs.readFileSync(FIXTURE, "utf8"));
    entry.industries[0].exposures[1] =
      "Staff frying snacks in deep fryers for the branch open day can start a kitchen fire.";
    entry.industries[0].reasons[0].class = "property_damage"; // named first, but far from its top three
    const { pack, errors } = loadContentPack(packWithEntries({ "6222.json": JSON.stringify(entry) }));
    expect(errors).toEqual([]);
    expect(pack!.entries.files.map((f) => [f.anzsic, f.industries.length])).toEqual([["6222", 0]]);
    expect(pack!.entryErrors.map((e) => `${e.file}: ${e.reason}`)).toEqual([
      expect.stringMatching(
        /^content\/entries\/6222\.json: RC-6222-001 Building Society: first reason is property_damage .* \(entry left out\)$/,
      ),
      expect.stringMatching(
        /^content\/entries\/6222\.json: RC-6222-001 Building Society: lint: exposures\[1\] is about deep frying .* \(entry left out\)$/,
      ),
    ]);
    // Its industry keeps the class's levels (no profile row of its own).
    expect(pack!.risk.profiles.find((p) => p.scope === "RC-6222-001")).toBeUndefined();
  }, 60_000);
});

describe.each(dbKinds())("importing industry entries on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it("stores the entry and the class layer, rates the industry by the entry's levels, and re-imports to the same rows", async () => {
    const { pack, errors } = loadContentPack(
      packWithEntries({ "6222.json": fs.readFileSync(FIXTURE, "utf8") }),
    );
    expect(errors).toEqual([]);
    expect((await importContent(h.db, pack!)).summary.industryEntries).toBe(1);
    const read = async () => ({
      entries: await h.db
        .select({
          code: industries.code,
          description: industryEntries.description,
          reasons: industryEntries.reasons,
        })
        .from(industryEntries)
        .innerJoin(industries, eq(industries.id, industryEntries.industryId)),
      layers: await h.db.select().from(industryClassLayers),
      profile: await h.db.select().from(riskProfiles).where(eq(riskProfiles.scope, "RC-6222-001")),
    });
    const first = await read();
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({
      code: "RC-6222-001",
      description: expect.stringMatching(/^Member-owned/),
    });
    expect(first.layers.map((l) => [l.anzsic, l.exposures.length])).toEqual([["6222", 2]]);
    expect(Object.keys(first.profile[0].levels)).toHaveLength(27);
    expect(first.profile[0].levels.client_money).toBe(3);

    const model = await riskModel(h.db);
    const crime = hazardIndex(model, { code: "RC-6222-001", anzsic: "6222" }, "au").find(
      (i) => i.slug === "crime",
    )!;
    expect(crime.grade).not.toBe("LOW");
    // The entry's own sentence leads the RISK SUMMARY.
    expect(crime.reasons[0]).toMatch(/^Members' savings and branch cash/);

    // The page in three layers: the entry's own lines, then the class layer, then the bank (under 8).
    const [row] = await h.db.select().from(industries).where(eq(industries.code, "RC-6222-001"));
    const page = await industryContent(h.db, model, row);
    expect(page).toMatchObject({
      derived: true,
      entry: true,
      summary: expect.stringMatching(/^Member-owned/),
    });
    // The trade's own lines, then its class's, and nothing from the bank's general lines.
    expect(page.exposures).toEqual([
      expect.stringMatching(/^A staff member with access to dormant/),
      expect.stringMatching(/^Branch cash held/),
      expect.stringMatching(/^A home loan approved/),
      expect.stringMatching(/^An outage of the core banking/),
      expect.stringMatching(/^Members' deposits and loan repayments/),
      expect.stringMatching(/^Prudential supervision/),
    ]);
    expect(page.materials).toContain("Branch tills, safes and automatic teller machines");
    const key = page.checklist.filter((q) => q.type === "Key");
    expect(key.slice(0, 3).map((q) => [q.id, q.classSlug])).toEqual([
      ["RC-6222-001-K01", "crime"],
      ["RC-6222-001-K02", "crime"],
      ["RC-6222-001-K03", "professional_indemnity"],
    ]);
    expect(groupChecklist(page.checklist, "Core").get("core")!.size).toBeGreaterThanOrEqual(3);
    // A sibling without an entry (here: none in this pack) is on class-level content, and says so: the
    // pages show the general-content notice for `derived && !entry`.
    const [sibling] = await h.db.select().from(industries).where(eq(industries.code, "RC-6221-001"));
    expect(await industryContent(h.db, model, sibling)).toMatchObject({
      derived: true,
      entry: false,
      materials: [],
    });

    expect((await importContent(h.db, pack!, { force: true })).changed).toBe(true);
    expect(await read()).toEqual(first);
    const [{ n }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(industryEntries);
    expect(n).toBe(1);
  }, 180_000);
});
