import { and, asc, eq, isNotNull } from "drizzle-orm";
import { SUPPORTED_COUNTRIES } from "../accounts/catalogue";
import type { CurrentUser } from "../accounts/viewer";
import { getDb, type DbOrTx } from "../db/client";
import { industries, industryReads, quizAttempts } from "../db/schema";
import { DEFAULT_DATE_FORMAT, formatIsoDate, localDate } from "../format/format";
import { onPointsChanged } from "./changes";
import { durationText } from "../learning/scoring";
import { can, pointTypes, type Viewer } from "../policy/policy";
import {
  claimable,
  countedActivities,
  periodFor,
  POINT_TYPES,
  type Activity,
  type Period,
  type PeriodWhich,
  type PointType,
} from "./rules";

export const defaultTimeZone = (v: Pick<Viewer, "country">) => SUPPORTED_COUNTRIES[v.country].timeZone;

/** Everything that earns points for a user, as records with local dates. */
export async function userActivity(db: DbOrTx, userId: number, timeZone: string) {
  const attempts = await db
    .select({
      id: quizAttempts.id,
      kind: quizAttempts.kind,
      courseKey: quizAttempts.courseKey,
      industryCode: quizAttempts.industryCode,
      title: quizAttempts.title,
      timeStart: quizAttempts.timeStart,
      timeEnd: quizAttempts.timeEnd,
      result: quizAttempts.result,
    })
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.timeEnd), eq(quizAttempts.passed, true)),
    )
    .orderBy(asc(quizAttempts.timeEnd));
  // Industries researched: meaningful reads (risk content opened), one per industry and local day.
  const researched = await db
    .select({ code: industries.code, name: industries.name, readOn: industryReads.readOn })
    .from(industryReads)
    .innerJoin(industries, eq(industries.id, industryReads.industryId))
    .where(eq(industryReads.userId, userId))
    .orderBy(asc(industryReads.readOn), asc(industryReads.readAt));
  const passed = attempts.map((a) => ({
    ...a,
    date: localDate(a.timeEnd!, timeZone),
    time: durationText(a.timeEnd!.getTime() - a.timeStart.getTime()),
  }));
  const industriesResearched = researched.map((r) => ({ code: r.code, name: r.name, date: r.readOn }));
  const activities: Activity[] = [
    ...passed.map((a) =>
      a.kind === "course"
        ? { kind: "course" as const, key: a.courseKey ?? a.title, date: a.date }
        : { kind: "industryQuiz" as const, key: a.industryCode ?? a.title, date: a.date },
    ),
    ...industriesResearched.map((r) => ({ kind: "industry" as const, key: r.code, date: r.date })),
  ];
  return { passed, industriesResearched, activities };
}

export type PointsCard = {
  type: PointType;
  label: string;
  title: string;
  total: number;
  cap: number;
  required: number;
  period: Period;
};

/**
 * Totals for the viewer's point types in the current period (au: CIP and CPD; nz: CIP and CPD NZ;
 * none elsewhere). For the header badge and the dashboard's credit point cards.
 */
export async function pointsSummary(
  db: DbOrTx,
  userId: number,
  viewer: Pick<Viewer, "country">,
  now = new Date(),
  timeZone = defaultTimeZone(viewer),
): Promise<PointsCard[]> {
  const types = pointTypes(viewer);
  if (types.length === 0) return [];
  const { activities } = await userActivity(db, userId, timeZone);
  const today = localDate(now, timeZone);
  return types.map((type) => {
    const period = periodFor(type, "current", today);
    const t = POINT_TYPES[type];
    return {
      type,
      label: t.label,
      title: t.title,
      total: claimable(type, activities, period),
      cap: t.cap,
      required: t.required,
      period,
    };
  });
}

/** The statement behind the certificate and the points page for one type and period. */
export async function pointsStatement(
  db: DbOrTx,
  userId: number,
  type: PointType,
  which: PeriodWhich,
  now: Date,
  timeZone: string,
  /** The user's date format: the lists' dates are shown text (page, certificate, API). */
  dateFormat: string = DEFAULT_DATE_FORMAT,
) {
  const { passed, industriesResearched, activities } = await userActivity(db, userId, timeZone);
  const period = periodFor(type, which, localDate(now, timeZone));
  // The lists show exactly what earned points: the counted activities (once per period, daily cap).
  const counted = new Set(countedActivities(activities, period).map((a) => `${a.kind}:${a.key}:${a.date}`));
  const firstOnly = <T extends { date: string }>(
    rows: T[],
    kind: Activity["kind"],
    key: (r: T) => string,
  ) => {
    const seen = new Set<string>();
    return rows.filter((r) => {
      const id = `${kind}:${key(r)}`;
      if (seen.has(id) || !counted.has(`${id}:${r.date}`)) return false;
      seen.add(id);
      return true;
    });
  };
  return {
    type,
    which,
    period,
    total: claimable(type, activities, period),
    industries: firstOnly(industriesResearched, "industry", (r) => r.code).map((r) => ({
      name: r.name,
      code: r.code,
      date: formatIsoDate(r.date, dateFormat),
    })),
    courses: firstOnly(
      passed.filter((a) => a.kind === "course"),
      "course",
      (a) => a.courseKey ?? a.title,
    ).map((a) => ({
      course: a.title,
      time: a.time,
      date: formatIsoDate(a.date, dateFormat),
      result: a.result ?? 0,
    })),
    industryCourses: firstOnly(
      passed.filter((a) => a.kind === "industry"),
      "industryQuiz",
      (a) => a.industryCode ?? a.title,
    ).map((a) => ({
      course: a.title,
      industryCode: a.industryCode ?? "",
      time: a.time,
      date: formatIsoDate(a.date, dateFormat),
      result: a.result ?? 0,
    })),
  };
}
export type PointsStatement = Awaited<ReturnType<typeof pointsStatement>>;

type BadgeTotals = Partial<Record<PointType, number>>;

/**
 * The header badge is on every page, and its totals change only when the user earns something: they
 * are kept per user for a short while and dropped as soon as this process records new activity
 * (points/changes.ts). Activity recorded by another app server shows within BADGE_TTL_MS.
 */
const BADGE_TTL_MS = 30_000;
const badges = new Map<number, { key: string; at: number; totals: Promise<BadgeTotals> }>();
onPointsChanged((userId) => badges.delete(userId));

/** Current-period totals for the header badge (gate header.pointsBadge); {} when not shown. */
export async function badgeTotals(user: CurrentUser, now = new Date()): Promise<BadgeTotals> {
  if (!can(user, "header.pointsBadge")) return {};
  // The country decides the point types and the time zone the day (and so the period) is taken in.
  const key = `${user.country}:${localDate(now, defaultTimeZone(user))}`;
  const hit = badges.get(user.id);
  if (hit && hit.key === key && now.getTime() - hit.at < BADGE_TTL_MS && now.getTime() >= hit.at)
    return hit.totals;
  const totals = (async () => {
    const cards = await pointsSummary(await getDb(), user.id, user, now);
    return Object.fromEntries(cards.map((c) => [c.type, c.total])) as BadgeTotals;
  })();
  if (badges.size > 10_000) badges.clear();
  badges.set(user.id, { key, at: now.getTime(), totals });
  totals.catch(() => badges.delete(user.id));
  return totals;
}
