import { describe, expect, it } from "vitest";
import {
  defaultTailored,
  FULL_CONSIDERATION_MESSAGE,
  moveClass,
  normaliseTailored,
  setComment,
  toggleUnderwriterClass,
} from "./customization";
import { cleanComment, commentText } from "./comments";

const ids = [1, 2, 3, 4, 5];
const group = (t: ReturnType<typeof defaultTailored>, id: string) =>
  t.grouping.find((g) => g.id === id)!.classes;

describe("tailored customization", () => {
  it("puts every hazard class in recommended when pristine or empty", () => {
    expect(group(normaliseTailored(null, ids), "recommended")).toEqual(ids);
    const empty = { grouping: [{ id: "for_review" as const, classes: [], seq: 2 }], comments: [] };
    expect(group(normaliseTailored(empty, ids), "recommended")).toEqual(ids);
  });

  it("moves classes between groups and refuses a fourth for consideration", () => {
    let t = defaultTailored(ids);
    for (const id of [1, 2, 3]) {
      const r = moveClass(t, id, "for_consideration");
      expect(r.ok).toBe(true);
      if (r.ok) t = r.value;
    }
    expect(moveClass(t, 4, "for_consideration")).toEqual({ ok: false, message: FULL_CONSIDERATION_MESSAGE });
    const r = moveClass(t, 1, "for_review");
    expect(r.ok && group(r.value, "for_review")).toEqual([1]);
    expect(r.ok && group(r.value, "for_consideration")).toEqual([2, 3]);
    expect(moveClass(t, 99, "for_review").ok).toBe(false);
  });

  it("repairs stored groupings: unknown ids dropped, duplicates removed, new classes recommended", () => {
    const stored = {
      grouping: [
        { id: "recommended" as const, classes: [1, 1, 42], seq: 1 },
        { id: "for_review" as const, classes: [2], seq: 2 },
        { id: "for_consideration" as const, classes: [1], seq: 3 },
      ],
      comments: [
        { class: 2, comment: "<p>x</p>" },
        { class: 42, comment: "gone" },
      ],
    };
    const t = normaliseTailored(stored, ids);
    expect(group(t, "recommended")).toEqual([1, 3, 4, 5]);
    expect(group(t, "for_review")).toEqual([2]);
    expect(group(t, "for_consideration")).toEqual([]);
    expect(t.comments).toEqual([{ class: 2, comment: "<p>x</p>" }]);
  });

  it("stores an empty comment as no comment", () => {
    const t = setComment(setComment(defaultTailored(ids), 2, "<p>Good</p>"), 2, "");
    expect(t.comments).toEqual([]);
  });
});

describe("comments", () => {
  it("are sanitised, plain text becomes paragraphs and an empty paragraph is ''", () => {
    expect(cleanComment("<p><br></p>")).toBe("");
    expect(cleanComment("   ")).toBe("");
    expect(cleanComment("Sprinklers fitted.\n\nAlarm monitored.")).toBe(
      "<p>Sprinklers fitted.</p><p>Alarm monitored.</p>",
    );
    expect(cleanComment('<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>')).toBe(
      "<p>Hi</p>",
    );
    expect(cleanComment("a < b & c")).toBe("<p>a &lt; b &amp; c</p>");
    expect(commentText(cleanComment("One\n\nTwo & <three>"))).toBe("One\n\nTwo & <three>");
    expect(commentText(cleanComment("<p>Hood <b>cleaned</b></p><p>Next</p>"))).toBe(
      "Hood <b>cleaned</b>\n\nNext",
    );
  });
});

describe("underwriter selection", () => {
  it("keeps unselected classes with comments or answers, unchecked, and drops bare ones", () => {
    let u = toggleUnderwriterClass({ classes: [] }, 3, true);
    expect(u.classes).toEqual([{ id: 3, checked: true, comments: "", checklist: [] }]);
    u = toggleUnderwriterClass(u, 3, false);
    expect(u.classes).toEqual([]);
    u = { classes: [{ id: 3, checked: true, comments: "<p>Note</p>", checklist: [] }] };
    expect(toggleUnderwriterClass(u, 3, false).classes).toEqual([
      { id: 3, checked: false, comments: "<p>Note</p>", checklist: [] },
    ]);
  });
});
