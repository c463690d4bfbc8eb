import type { CurrentUser } from "../accounts/viewer";
import type { DbOrTx } from "../db/client";
import type { Industry } from "../industries/catalogue";
import { classActive } from "../policy/policy";
import { riskModel } from "../risk/model";
import { viewerHazardIndex } from "../risk/restriction";
import { industryContent } from "../risk/writeups";
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
import { cleanComment } from "./comments";
import { COMMENT_TOO_LONG, MAX_COMMENT_CHARS } from "./groups";
import { getDraft, saveReport, type SaveResult, tailoredOf, underwriterOf, updateDraft } from "./store";

/**
 * The industry's hazard classes for this user, in the order the index shows them: a restricted
 * user's inactive classes are not among them (decision 0011), so they cannot be grouped,
 * commented or selected.
 */
export async function hazardClassIds(db: DbOrTx, user: CurrentUser, industry: Industry): Promise<number[]> {
  const model = await riskModel(db);
  return viewerHazardIndex(model, industry, user.country, user).items.map((i) => i.id);
}

/** The refusal for a change to an inactive class (a crafted form; the builders offer none). */
export const CLASS_NOT_INCLUDED = "This insurance class is not included in your subscription.";

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
  if (!classActive(user, classId)) return { ok: false, message: CLASS_NOT_INCLUDED };
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
  if (!classActive(user, classId)) return { ok: false, message: CLASS_NOT_INCLUDED };
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
  opts: { asNew?: boolean } = {},
): Promise<SaveResult> {
  if (!name.trim()) return { ok: false, message: NAME_NEEDED, field: "insuredBusinessName" };
  await updateDraft(db, user.id, industry.id, "tailored", { insuredBusinessName: name.trim().slice(0, 200) });
  return saveReport(db, user.id, industry.id, "tailored", await currentTailored(db, user, industry), opts);
}

/** A saved report is named after its client: saving asks for the name (issue 24). */
export const NAME_NEEDED = "Enter the insured business name to save the report.";

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
  if (!classActive(user, classId)) return { ok: false, message: CLASS_NOT_INCLUDED };
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
  if (!classActive(user, classId)) return { ok: false, message: CLASS_NOT_INCLUDED };
  const current = await currentUnderwriter(db, user, industry);
  const entry = current.classes.find((c) => c.id === classId);
  if (!entry) return { ok: false, message: "Select the insurance class first." };
  const next = { ...entry };
  if (edit.comments !== undefined) {
    next.comments = cleanComment(edit.comments);
    // Cleaning may lengthen a comment (unclosed tags are closed, markup-like text escaped).
    if (next.comments.length > MAX_COMMENT_CHARS) return { ok: false, message: COMMENT_TOO_LONG };
  }
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

/**
 * An underwriter's answer to a checklist question of a class: the question must be one of that
 * class's questions as this user sees them (so an inactive class's question text never reaches the
 * report under another class).
 */
export async function underwriterAnswer(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  classId: number,
  questionId: string,
  answer: string,
): Promise<TailorResult> {
  if (!classActive(user, classId)) return { ok: false, message: CLASS_NOT_INCLUDED };
  const model = await riskModel(db);
  const cls = model.classes.find((c) => c.id === classId);
  const content = await industryContent(db, model, industry);
  const q = content.checklist.find((c) => c.id === questionId && c.classSlug === cls?.slug);
  if (!q) return { ok: false, message: "Unknown checklist question." };
  return underwriterEdit(db, user, industry, classId, {
    answer: { questionId: q.id, question: q.question, answer },
  });
}

export async function saveUnderwriter(
  db: DbOrTx,
  user: CurrentUser,
  industry: Industry,
  name: string,
  opts: { asNew?: boolean } = {},
): Promise<SaveResult> {
  if (!name.trim()) return { ok: false, message: NAME_NEEDED, field: "insuredBusinessName" };
  await updateDraft(db, user.id, industry.id, "underwriter", {
    insuredBusinessName: name.trim().slice(0, 200),
  });
  return saveReport(
    db,
    user.id,
    industry.id,
    "underwriter",
    await currentUnderwriter(db, user, industry),
    opts,
  );
}
