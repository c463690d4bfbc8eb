import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENTRY_CLASSES } from "./entries-pack";
import { loadFlagships } from "./flagship-pack";
import { CONTENT_DIR, type ContentError } from "./pack";

const read = (file: string) => fs.readFileSync(file, "utf8");
const catalogueFrom = (codes: string[]) => ({
  mainNames: new Map(codes.map((c) => [c, c])),
  // The main classes: those an entry may name, less the cold-storage sub-class.
  mainClassSlugs: new Set<string>(
    ENTRY_CLASSES.filter((c) => c !== "deterioration_of_stock_in_cold_storage"),
  ),
});

/** A content folder holding only the given flagship files. */
function folderWith(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-flagships-"));
  fs.mkdirSync(path.join(dir, "flagships"));
  for (const [name, data] of Object.entries(files))
    fs.writeFileSync(path.join(dir, "flagships", name), JSON.stringify(data));
  return dir;
}

describe("flagship write-ups (issue 17)", () => {
  const cafe = JSON.parse(read(path.join(CONTENT_DIR, "flagships/RC-4511-001.json")));
  const codes = [cafe.code, ...cafe.related];

  it("load as they stand: the Cafe passes every rule", () => {
    const errors: ContentError[] = [];
    const out = loadFlagships(folderWith({ "RC-4511-001.json": cafe }), read, errors, catalogueFrom(codes));
    expect(errors).toEqual([]);
    expect(Object.keys(out[0].factors)).toHaveLength(27);
  });

  it("refuse endorsements under one ISR wording only, and a write-up without the trade's own levels", () => {
    const oneMark = {
      ...cafe,
      endorsements: cafe.endorsements.filter((e: { type: string }) => e.type === "Mark IV"),
    };
    const { factors: _omit, ...noLevels } = cafe;
    for (const [bad, reason] of [
      [oneMark, /^endorsements: only Mark IV; list both Mark IV and Mark V, or none$/],
      [noLevels, /^factors: /],
    ] as const) {
      const errors: ContentError[] = [];
      loadFlagships(folderWith({ "RC-4511-001.json": bad }), read, errors, catalogueFrom(codes));
      expect(errors.map((e) => e.reason)).toEqual([expect.stringMatching(reason)]);
    }
  });
});
