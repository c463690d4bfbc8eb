import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanNaicsTitle, naicsStructure } from "./naics";
import { CONTENT_DIR, loadContentPack } from "./pack";

function copyPack(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-pack-"));
  fs.cpSync(CONTENT_DIR, path.join(dir, "content"), { recursive: true });
  return path.join(dir, "content");
}

describe("content pack", () => {
  it("validates, with more than 7,000 industries and every ANZSIC class covered", () => {
    const { pack, errors } = loadContentPack(CONTENT_DIR);
    expect(errors).toEqual([]);
    const main = pack!.industries.filter((r) => !r.alias_of);
    expect(main.length).toBeGreaterThan(7000);
    expect(new Set(main.map((r) => r.anzsic)).size).toBe(506);
    expect(pack!.concordance.size).toBe(506);
    expect(pack!.taxonomies.map((t) => [t.id, t.abbr, t.revision])).toEqual([
      [4, "ANZSIC", "2006"],
      [8, "UKSIC", "2007"],
      [12, "NAICS", "2017"],
    ]);
  });

  it("reports every bad row with file, row and reason, and loads nothing", () => {
    const dir = copyPack();
    const file = path.join(dir, "industries", "h.csv");
    const lines = fs.readFileSync(file, "utf8").trimEnd().split("\n");
    lines.push(
      "RC-4511-999,Coffee Shop,4511,,,,", // duplicate name
      "RC-4511-998,Ghost Bar,4511,RC-0000-000,,,", // alias to nothing
      "RC-4511-997,Wrong Class,9999,,,,", // class part differs from anzsic
      "RC-4511-996,Bad Keywords,4511,,,,one, two", // a comma in keywords (extra column)
      "not-a-code,Nameless,4511,,99.99,,", // malformed code and unknown UK SIC
    );
    fs.writeFileSync(file, lines.join("\n") + "\n");
    const { pack, errors } = loadContentPack(dir);
    expect(pack).toBeNull();
    const text = errors.map((e) => `${e.file} row ${e.row}: ${e.reason}`);
    const n = lines.length;
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`industries/h\\.csv row ${n - 4}: name "Coffee Shop" is also the name of RC-4511-00\\d`),
        ),
        `content/industries/h.csv row ${n - 3}: alias_of RC-0000-000 does not exist`,
        expect.stringMatching(new RegExp(`industries/h\\.csv row ${n - 2}: .*anzsic`)),
        `content/industries/h.csv row ${n - 1}: has 8 fields, expected 7 (code,name,anzsic,alias_of,uksic,naics,keywords)`,
        expect.stringMatching(
          new RegExp(`industries/h\\.csv row ${n}: code: code must look like RC-4511-004`),
        ),
      ]),
    );
    expect(errors.every((e) => e.file.startsWith("content/"))).toBe(true);
  });

  it("builds NAICS 2017 from the package with clean titles and range sectors", () => {
    const roots = naicsStructure();
    expect(roots.map((r) => r.code)).toContain("31-33");
    expect(roots).toHaveLength(20);
    const manufacturing = roots.find((r) => r.code === "31-33")!;
    expect(manufacturing.title).toBe("Manufacturing");
    expect(manufacturing.children!.map((c) => c.code)).toContain("311");
    expect(cleanNaicsTitle("UtilitiesT")).toBe("Utilities");
    expect(cleanNaicsTitle("Management of Companies and EnterprisesT ")).toBe(
      "Management of Companies and Enterprises",
    );
  });
});
