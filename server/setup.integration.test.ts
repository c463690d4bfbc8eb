import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { CONTENT_DIR, loadContentPack } from "./content/pack";
import type { DbHandle } from "./db/client";
import { contentImports, industries } from "./db/schema";
import { logger } from "./log/logger";
import { prepareDatabase } from "./setup";

/** A copy of the content pack with one file replaced (everything else linked). */
function packWith(file: string, text: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rc-setup-"));
  const dir = path.join(root, "content");
  fs.symlinkSync(path.resolve(CONTENT_DIR, "../public"), path.join(root, "public"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

describe("a malformed content file", () => {
  it("is reported with its file and reason, never as a raw error", () => {
    const factors = fs.readFileSync(path.join(CONTENT_DIR, "risk", "factors.json"), "utf8");
    const { pack, errors } = loadContentPack(packWith("risk/factors.json", factors.slice(0, 500)));
    expect(pack).toBeNull();
    expect(errors).toEqual([
      { file: "content/risk/factors.json", row: null, reason: expect.stringMatching(/^not valid JSON: /) },
    ]);
    const profiles = fs.readFileSync(path.join(CONTENT_DIR, "risk", "profiles.csv"), "utf8").split("\n");
    profiles[3] = profiles[3].replace(/^(\d{4}),\d/, "$1,7");
    const bad = loadContentPack(packWith("risk/profiles.csv", profiles.join("\n")));
    expect(bad.errors).toEqual([
      { file: "content/risk/profiles.csv", row: 4, reason: "fire_load must be 0, 1, 2 or 3" },
    ]);
  }, 60_000);
});

describe.each(dbKinds())("starting with a malformed content file on %s", (kind) => {
  let h: DbHandle;
  let truncated: string;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const text = fs.readFileSync(path.join(CONTENT_DIR, "risk", "factor-content.json"), "utf8");
    truncated = packWith("risk/factor-content.json", text.slice(0, text.length / 2));
  }, 60_000);
  afterAll(async () => {
    await h.close();
  });

  it("refuses to start on an empty database, naming the problem", async () => {
    await expect(prepareDatabase(h, { seed: false, contentDir: truncated })).rejects.toThrow(
      /1 error\(s\) and the database holds no content yet/,
    );
  }, 120_000);

  it("keeps serving the last good import and logs the file and reason", async () => {
    await prepareDatabase(h, { seed: false });
    const count = async () => {
      const [row] = await h.db.select({ n: sql<number>`count(*)::int` }).from(industries);
      const [imports] = await h.db.select({ n: sql<number>`count(*)::int` }).from(contentImports);
      return { industries: row.n, imports: imports.n };
    };
    const before = await count();
    expect(before.industries).toBeGreaterThan(7000);
    const logged = vi.spyOn(logger, "error");
    await expect(prepareDatabase(h, { seed: false, contentDir: truncated })).resolves.toBeUndefined();
    expect(await count()).toEqual(before);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        file: "content/risk/factor-content.json",
        row: null,
        reason: expect.stringMatching(/^not valid JSON/),
      }),
      "content error",
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ errors: 1 }),
      "content pack not imported: serving the last good import",
    );
    logged.mockRestore();
  }, 180_000);
});
