import type { RiskGrade } from "../layers";

/**
 * Graph values (0-100) from a measured figure, so that the grade bands of spec §9 (low 0-25, medium
 * 26-60, high 61-100) line up exactly with a layer's documented thresholds: each band of the measure is
 * mapped linearly onto its grade's score range.
 */
export type Bands = {
  /** true when a larger measure is worse (hazard factor), false when smaller is worse (distance). */
  higherIsWorse: boolean;
  /** Measure where medium starts and where high starts. */
  medium: number;
  high: number;
  /** The measure that scores 0 (best) and 100 (worst). */
  best: number;
  worst: number;
};

const RANGES: Record<RiskGrade, [number, number]> = { low: [0, 25], medium: [26, 60], high: [61, 100] };

export function gradeMeasure(value: number, b: Bands): { grade: RiskGrade; graphValue: number } {
  // Work on "badness": larger is worse.
  const s = b.higherIsWorse ? 1 : -1;
  const v = s * value;
  const [best, medium, high, worst] = [s * b.best, s * b.medium, s * b.high, s * b.worst];
  const lerp = (x: number, x0: number, x1: number, [y0, y1]: [number, number]) =>
    x1 === x0 ? y1 : y0 + ((Math.min(Math.max(x, x0), x1) - x0) / (x1 - x0)) * (y1 - y0);
  let grade: RiskGrade;
  let score: number;
  if (v >= high) {
    grade = "high";
    score = lerp(v, high, worst, RANGES.high);
  } else if (v >= medium) {
    grade = "medium";
    score = lerp(v, medium, high, [26, 60]);
  } else {
    grade = "low";
    score = lerp(v, best, medium, [0, 25]);
  }
  const [lo, hi] = RANGES[grade];
  return { grade, graphValue: Math.min(hi, Math.max(lo, Math.round(score))) };
}

/** Distance to coast (km): high within 1 km, medium to 10 km, low beyond; 0 at 100 km and more. */
export const COAST_BANDS: Bands = { higherIsWorse: false, best: 100, medium: 10, high: 1, worst: 0 };

/** Earthquake hazard factor Z: medium from 0.15, high from 0.30; 100 at Z = 0.60. */
export const Z_BANDS: Bands = { higherIsWorse: true, best: 0, medium: 0.15, high: 0.3, worst: 0.6 };
