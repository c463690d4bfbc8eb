import type { CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import type { Industry } from "../industries/catalogue";
import { hazardIndex, riskModel } from "../risk/model";
import {
  moveClass,
  normaliseTailored,
  setComment,
  toggleUnderwriterClass,
  UnderwriterSchema,
  type GroupId,
  type Tailored,
  type Underwriter,
} from "./customization";
import { cleanComment } from "./document";
import { getDraft, saveReport, tailoredOf, underwriterOf, updateDraft } from "./store";

/** The industry's hazard classes for this user, in the order the index shows them. */
export async function hazardClassIds(db: DbOrTx, user: CurrentUser, industry: Industry): Promise<number[]> {
  const model = await riskModel(db);
  return hazardIndex(model, industry, user.country)
    .sort((a, b) => b.rating - a.rating)
    .map((i) => i.id);
}

export async function currentTailored(db: DbOrTx, user: CurrentUser, industry: Industry): Promise<Tailored> {
  const draft = await getDraft(db, user.id, industry.id, "tailored");
  return normaliseTailored(tailoredOf(draft), await hazardClassIds(db, user, industry));
}

export type TailorResult = { ok: true } | { ok: false; message: string };

/** Every move is saved at once (spec §4). */
export async function tailorMove(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  classId: number,
  to: GroupId,
  index?: number,
): Promise<TailorResult> {
  const moved = moveClass(await currentTailored(db, user, industry), classId, to, index);
  if (!moved.ok) return moved;
  await updateDraft(db, user.id, industry.id, "tailored", { customization: moved.value });
  return { ok: true };
}

export async function tailorComment(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  classId: number,
  comment: string,
): Promise<TailorResult> {
  const current = await currentTailored(db, user, industry);
  if (!current.grouping.some((g) => g.classes.includes(classId)))
    return { ok: false, message: "Unknown insurance class." };
  await updateDraft(db, user.id, industry.id, "tailored", {
    customization: setComment(current, classId, cleanComment(comment)),
  });
  return { ok: true };
}

/** Reset ('Are you sure to start over?'): back to pristine, every class recommended. */
export async function tailorReset(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  kind: "tailored" | "underwriter",
) {
  await updateDraft(db, user.id, industry.id, kind, { customization: null });
}

export async function saveTailored(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  name: string,
): Promise<number> {
  await updateDraft(db, user.id, industry.id, "tailored", { insuredBusinessName: name.trim().slice(0, 200) });
  return saveReport(db, user.id, industry.id, "tailored", await currentTailored(db, user, industry));
}

// ---- Underwriter flow -------------------------------------------------------------------

export async function currentUnderwriter(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
): Promise<Underwriter> {
  const ids = new Set(await hazardClassIds(db, user, industry));
  const value = underwriterOf(await getDraft(db, user.id, industry.id, "underwriter"));
  return { classes: value.classes.filter((c) => ids.has(c.id)) };
}

/** Class selection toggles are saved at once; unselected classes with comments or answers stay, unchecked. */
export async function underwriterToggle(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  classId: number,
  checked: boolean,
): Promise<TailorResult> {
  if (!(await hazardClassIds(db, user, industry)).includes(classId))
    return { ok: false, message: "Unknown insurance class." };
  const next = toggleUnderwriterClass(await currentUnderwriter(db, user, industry), classId, checked);
  await updateDraft(db, user.id, industry.id, "underwriter", { customization: next });
  return { ok: true };
}

export async function underwriterEdit(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  classId: number,
  edit: { comments?: string; answer?: { questionId: string; question: string; answer: string } },
): Promise<TailorResult> {
  const current = await currentUnderwriter(db, user, industry);
  const entry = current.classes.find((c) => c.id === classId);
  if (!entry) return { ok: false, message: "Select the insurance class first." };
  const next = { ...entry };
  if (edit.comments !== undefined) next.comments = cleanComment(edit.comments);
  if (edit.answer) {
    const answer = edit.answer.answer.trim().slice(0, 5000);
    next.checklist = next.checklist.filter((a) => a.questionId !== edit.answer!.questionId);
    if (answer) next.checklist.push({ ...edit.answer, answer });
  }
  const value = UnderwriterSchema.parse({
    classes: current.classes.map((c) => (c.id === classId ? next : c)),
  });
  await updateDraft(db, user.id, industry.id, "underwriter", { customization: value });
  return { ok: true };
}

export async function saveUnderwriter(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  name: string,
): Promise<number> {
  await updateDraft(db, user.id, industry.id, "underwriter", {
    insuredBusinessName: name.trim().slice(0, 200),
  });
  return saveReport(db, user.id, industry.id, "underwriter", await currentUnderwriter(db, user, industry));
}
