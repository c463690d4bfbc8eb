import { isRowId } from "../db/ids";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { courses, quizzes } from "../db/schema";
import { isTrial, type Viewer } from "../policy/policy";

/** Cover images drawn for the project, chosen by words in the course name (spec §2). */
const COVERS: Array<[RegExp, string]> = [
  [/under-?insurance|average/i, "under-insurance"],
  [/interruption|indemnity period/i, "business-interruption"],
  [/\bISR\b|industrial special risks|mark (iv|v)/i, "isr"],
  [/cyber/i, "cyber"],
  // Before the generic liability cover, which these names would otherwise match.
  [/professional indemnity|management liability/i, "professional-and-management-liability"],
  [/liability in contracts|contractual liabilit|hold-?harmless/i, "liability-contracts"],
  [/needs analysis|fact-?find/i, "needs-analysis"],
  [/disclosure|reasonable care/i, "disclosure-duty"],
  [/commercial claim|claims? preparation/i, "claims-preparation"],
  [/machinery breakdown|electronic equipment|deterioration of stock/i, "equipment-breakdown"],
  [/contract works|\bconstruction\b/i, "contract-works"],
  [/\bmotor\b|\btransit\b/i, "motor-and-transit"],
  [/workers'? compensation|employers'? liability/i, "employers-liability-workers-compensation"],
  [/recall|contamination/i, "product-recall"],
  [/travel/i, "corporate-travel"],
  [/liability/i, "liability"],
];

export function coverFor(name: string): string {
  const match = COVERS.find(([re]) => re.test(name));
  return `/learning/covers/${match ? match[1] : "default"}.svg`;
}

/** Trial users see the trial course set only (platform §6); everyone else sees every course. */
export async function listCourses(db: DbOrTx, viewer: Viewer) {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      lastUpdate: courses.lastUpdate,
      inTrial: courses.inTrial,
      units: courses.units,
    })
    .from(courses)
    .where(isTrial(viewer) ? eq(courses.inTrial, true) : undefined)
    .orderBy(asc(courses.position));
  return rows.map(({ units, ...c }) => ({ ...c, cover: coverFor(c.name), unitCount: units.length }));
}

/** One course the viewer may open, with its quiz id, or null (404). */
export async function getCourse(db: DbOrTx, viewer: Viewer, id: number) {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select({
      id: courses.id,
      key: courses.key,
      name: courses.name,
      description: courses.description,
      lastUpdate: courses.lastUpdate,
      inTrial: courses.inTrial,
      guide: courses.guide,
      units: courses.units,
      quizId: quizzes.id,
    })
    .from(courses)
    .leftJoin(quizzes, eq(quizzes.courseId, courses.id))
    .where(and(eq(courses.id, id), isTrial(viewer) ? eq(courses.inTrial, true) : undefined))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    cover: coverFor(row.name),
    units: [...row.units].sort((a, b) => a.sequence - b.sequence),
  };
}
export type CourseDetail = NonNullable<Awaited<ReturnType<typeof getCourse>>>;
