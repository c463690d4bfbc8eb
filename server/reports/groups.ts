/** The tailored report's groups and move rule (spec §3 Groups), shared by the server and the browser. */
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
export const COMMENT_TOO_LONG = "The comment is too long: shorten it or remove some of its formatting.";

/** What the move rule needs of a customization (TailoredSchema in ./customization has this shape). */
export type Grouped = { grouping: { id: GroupId; classes: number[]; seq: number }[] };

export type MoveResult<T extends Grouped = Grouped> = { ok: true; value: T } | { ok: false; message: string };

export const FULL_CONSIDERATION_MESSAGE = `For Consideration holds at most ${MAX_FOR_CONSIDERATION} classes.`;

/** Moves a class to a group (at an index, or the end); refuses a fourth class for consideration. */
export function moveClass<T extends Grouped>(
  value: T,
  classId: number,
  to: GroupId,
  index?: number,
): MoveResult<T> {
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
