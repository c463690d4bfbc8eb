/**
 * Points rules (docs/points.md): pure functions, unit-tested. Dates are local calendar dates
 * "YYYY-MM-DD" in the user's time zone.
 */
export type PointType = "cip" | "cpd" | "cpdnz";
export type PeriodWhich = "current" | "last";

export const POINT_TYPES: Record<
  PointType,
  { label: string; title: string; body: string; cap: number; required: number; years: 1 | 2 }
> = {
  cip: { label: "CIP", title: "CIP", body: "ANZIIF", cap: 15, required: 25, years: 1 },
  cpd: { label: "CPD", title: "CPD (NIBA)", body: "NIBA", cap: 20, required: 50, years: 2 },
  cpdnz: { label: "CPD NZ", title: "CPD NZ (IBANZ)", body: "IBANZ", cap: 10, required: 10, years: 1 },
};

/** Points per recorded activity. */
export const ACTIVITY_POINTS = {
  /** A short course whose quiz was passed (once per course per period). */
  course: 2,
  /** An industry quiz passed (once per industry per period). */
  industryQuiz: 1,
  /** An industry researched: its risk content read (once per industry per period, daily cap). */
  industry: 0.25,
} as const;

/** At most this many industries researched count on one day (so 1 point a day at most). */
export const RESEARCH_DAILY_CAP = 4;

export type Period = { start: string; end: string };

/**
 * Spec §9: CIP and CPD NZ are the calendar year; CPD is a two-year window starting in an odd year
 * (odd current year: this January to the end of next year; even: last January to the end of this
 * year). The last period is shifted back by the window (1 year, or 2 for CPD).
 */
export function periodFor(type: PointType, which: PeriodWhich, today: string): Period {
  const year = Number(today.slice(0, 4));
  const years = POINT_TYPES[type].years;
  let startYear = years === 2 ? (year % 2 === 1 ? year : year - 1) : year;
  if (which === "last") startYear -= years;
  const endYear = startYear + years - 1;
  return { start: `${startYear}-01-01`, end: `${endYear}-12-31` };
}

export const inPeriod = (date: string, p: Period) => date >= p.start && date <= p.end;

export type Activity =
  | { kind: "course"; key: string; date: string }
  | { kind: "industryQuiz"; key: string; date: string }
  | { kind: "industry"; key: string; date: string };

/**
 * The activities that earn points in a period, in date order: each (kind, key) counts once, on its
 * first date in the period; and no more than RESEARCH_DAILY_CAP industries researched count on one
 * day (a read past the cap can count on a later day when the industry is read again).
 */
export function countedActivities<A extends Activity>(activities: A[], period: Period): A[] {
  const seen = new Set<string>();
  const researchedOn = new Map<string, number>();
  const out: A[] = [];
  for (const a of [...activities].sort((x, y) => x.date.localeCompare(y.date))) {
    if (!inPeriod(a.date, period)) continue;
    const id = `${a.kind}:${a.key}`;
    if (seen.has(id)) continue;
    if (a.kind === "industry") {
      const today = researchedOn.get(a.date) ?? 0;
      if (today >= RESEARCH_DAILY_CAP) continue;
      researchedOn.set(a.date, today + 1);
    }
    seen.add(id);
    out.push(a);
  }
  return out;
}

/** Earned points in a period before the cap. */
export function earned(activities: Activity[], period: Period): number {
  let quarters = 0;
  for (const a of countedActivities(activities, period)) quarters += Math.round(ACTIVITY_POINTS[a.kind] * 4);
  return quarters / 4;
}

/** Claimable total: earned points capped by the type's cap for the period. */
export function claimable(type: PointType, activities: Activity[], period: Period): number {
  return Math.min(POINT_TYPES[type].cap, earned(activities, period));
}

/** 2, 2.5, 0.25: no trailing zeros. */
export function formatPoints(n: number): string {
  return String(Math.round(n * 100) / 100);
}
