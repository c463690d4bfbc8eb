import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadFlagships } from "./flagship-pack";
import { CONTENT_DIR, type ContentError } from "./pack";

const read = (file: string) => fs.readFileSync(file, "utf8");
const catalogueFrom = (codes: string[]) => ({
  mainNames: new Map(codes.map((c) => [c, c])),
  mainClassSlugs: new Set([
    "property_damage",
    "business_interruption",
    "crime",
    "marine_including_inland_transit",
    "motor",
    "public_liability",
    "product_liability",
    "professional_indemnity",
    "management_liability",
    "employer_liability_workers_compensation",
    "equipment_breakdown",
    "cyber_risks",
    "corporate_travel",
    "product_recall_product_contamination",
  ]),
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
