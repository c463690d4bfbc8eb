import { z } from "zod";

import { GROUPS, MAX_COMMENT_CHARS } from "./groups";

/**
 * Report customizations (spec §3): the tailored 'hazard_index' grouping and comments, and the
 * underwriter 'hazard_index_underwriter' class list. The groups and the move rule the tailor screen
 * applies in the browser live in ./groups (import-free: zod here would add 24 KB gzip to the page).
 */
export {
  FULL_CONSIDERATION_MESSAGE,
  GROUPS,
  GROUP_TITLES,
  MAX_COMMENT_CHARS,
  MAX_FOR_CONSIDERATION,
  moveClass,
  type GroupId,
  type MoveResult,
} from "./groups";

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
