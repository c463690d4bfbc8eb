import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blocksOf, GENERAL_INFO_HEADINGS, loadGeneralInfo } from "./general-info-pack";
import { CONTENT_DIR, type ContentError } from "./pack";

const classes = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "insurance-classes.json"), "utf8")) as {
  classes: Array<{ slug: string; grouping: string }>;
};
const slugs = new Set(classes.classes.map((c) => c.slug));

describe("general information pack", () => {
  it("has a valid article for every insurance class (14 main classes and the other 7)", () => {
    const errors: ContentError[] = [];
    const articles = loadGeneralInfo(CONTENT_DIR, (f) => fs.readFileSync(f, "utf8"), errors, slugs);
    expect(errors).toEqual([]);
    const main = classes.classes.filter((c) => c.grouping === "main").map((c) => c.slug);
    expect(main).toHaveLength(14);
    for (const slug of main) expect(articles.map((a) => a.classSlug)).toContain(slug);
    expect(articles.map((a) => a.classSlug).sort()).toEqual([...slugs].sort());
    for (const a of articles) expect(a.sections.map((s) => s.heading)).toEqual([...GENERAL_INFO_HEADINGS]);
  });

  it("reports a wrong class, missing sections and a short body with the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-gi-"));
    fs.mkdirSync(path.join(dir, "content", "general-info"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "content", "general-info", "nothing.md"),
      "---\nclass: no_such_class\nroute: nothing\ntitle: Nothing\nsummary: A summary that is long enough to pass the minimum length.\n---\n## What the cover is\n\nToo short.\n",
    );
    const errors: ContentError[] = [];
    loadGeneralInfo(path.join(dir, "content"), (f) => fs.readFileSync(f, "utf8"), errors, slugs);
    const reasons = errors.map((e) => `${e.file}: ${e.reason}`).join("\n");
    expect(reasons).toContain(
      "content/general-info/nothing.md: class no_such_class is not an insurance class",
    );
    expect(reasons).toContain("sections must be");
    expect(reasons).toMatch(/\d+ words in the sections \(300-600\)/);
  });

  it("turns '- ' paragraphs into lists", () => {
    expect(blocksOf("One\ntwo.\n\n- a\n- b\n")).toEqual([
      { kind: "p", text: "One two." },
      { kind: "ul", items: ["a", "b"] },
    ]);
  });
});
