import { z } from "zod";

/**
 * Report customizations (spec §3): the tailored 'hazard_index' grouping and comments, and the
 * underwriter 'hazard_index_underwriter' class list. Import-free but for zod: the tailor screen
 * applies the same moves in the browser that the server stores.
 */
export const GROUPS = ["recommended", "for_review", "for_consideration"] as const;
export type GroupId = (typeof GROUPS)[number];
export const GROUP_TITLES: Record<GroupId, string> = {
  recommended: "Recommended",
  for_review: "For Review",
  for_consideration: "For Consideration",
};
/** At most three classes for consideration (spec §3 Groups). */
export const MAX_FOR_CONSIDERATION = 3;
export const MAX_COMMENT_CHARS = 20000;

const ClassId = z.number().int().positive();

export const TailoredSchema = z.object({
  grouping: z
    .array(z.object({ id: z.enum(GROUPS), classes: z.array(ClassId).max(64), seq: z.number().int() }))
    .max(3),
  comments: z.array(z.object({ class: ClassId, comment: z.string().max(MAX_COMMENT_CHARS) })).max(64),
});
export type Tailored = z.infer<typeof TailoredSchema>;

export const ChecklistAnswerSchema = z.object({
  questionId: z.string().max(80),
  question: z.string().max(2000),
  answer: z.string().max(MAX_COMMENT_CHARS),
});
export const UnderwriterSchema = z.object({
  classes: z
    .array(
      z.object({
        id: ClassId,
        checked: z.boolean(),
        comments: z.string().max(MAX_COMMENT_CHARS),
        checklist: z.array(ChecklistAnswerSchema).max(200),
      }),
    )
    .max(64),
});
export type Underwriter = z.infer<typeof UnderwriterSchema>;

/** A pristine or empty customization: every hazard class recommended (spec §4). */
export function defaultTailored(classIds: readonly number[]): Tailored {
  return {
    grouping: [
      { id: "recommended", classes: [...classIds], seq: 1 },
      { id: "for_review", classes: [], seq: 2 },
      { id: "for_consideration", classes: [], seq: 3 },
    ],
    comments: [],
  };
}

/**
 * The stored customization made consistent with the industry's current classes: unknown ids
 * dropped, missing classes recommended, each class in exactly one group.
 */
export function normaliseTailored(stored: Tailored | null, classIds: readonly number[]): Tailored {
  if (!stored || stored.grouping.every((g) => g.classes.length === 0)) {
    return { ...defaultTailored(classIds), comments: stored?.comments ?? [] };
  }
  const known = new Set(classIds);
  const seen = new Set<number>();
  const grouping = GROUPS.map((id, i) => {
    const g = stored.grouping.find((x) => x.id === id);
    const classes = (g?.classes ?? []).filter((c) => known.has(c) && !seen.has(c) && seen.add(c));
    return { id, classes, seq: i + 1 };
  });
  for (const c of classIds) if (!seen.has(c)) grouping[0].classes.push(c);
  const comments = stored.comments.filter((c) => known.has(c.class));
  return { grouping, comments };
}

export type MoveResult = { ok: true; value: Tailored } | { ok: false; message: string };

export const FULL_CONSIDERATION_MESSAGE = `For Consideration holds at most ${MAX_FOR_CONSIDERATION} classes.`;

/** Moves a class to a group (at an index, or the end); refuses a fourth class for consideration. */
export function moveClass(value: Tailored, classId: number, to: GroupId, index?: number): MoveResult {
  const from = value.grouping.find((g) => g.classes.includes(classId));
  if (!from) return { ok: false, message: "Unknown insurance class." };
  const target = value.grouping.find((g) => g.id === to);
  if (!target) return { ok: false, message: "Unknown group." };
  if (to === "for_consideration" && from.id !== to && target.classes.length >= MAX_FOR_CONSIDERATION) {
    return { ok: false, message: FULL_CONSIDERATION_MESSAGE };
  }
  const grouping = value.grouping.map((g) => ({ ...g, classes: g.classes.filter((c) => c !== classId) }));
  const dest = grouping.find((g) => g.id === to)!;
  const at = index === undefined ? dest.classes.length : Math.max(0, Math.min(index, dest.classes.length));
  dest.classes.splice(at, 0, classId);
  return { ok: true, value: { ...value, grouping } };
}

export function commentFor(value: { comments: Tailored["comments"] }, classId: number): string {
  return value.comments.find((c) => c.class === classId)?.comment ?? "";
}

export function setComment(value: Tailored, classId: number, comment: string): Tailored {
  const comments = value.comments.filter((c) => c.class !== classId);
  if (comment) comments.push({ class: classId, comment });
  return { ...value, comments };
}

/** Underwriter selection: unselected classes with comments or answers are kept, unchecked (spec §4). */
export function toggleUnderwriterClass(value: Underwriter, classId: number, checked: boolean): Underwriter {
  const existing = value.classes.find((c) => c.id === classId);
  const others = value.classes.filter((c) => c.id !== classId);
  const entry = existing ?? { id: classId, checked, comments: "", checklist: [] };
  const next = { ...entry, checked };
  const keep = next.checked || next.comments !== "" || next.checklist.length > 0;
  return { classes: keep ? [...others, next].sort((a, b) => a.id - b.id) : others };
}
