/**
 * Natcat constants the browser bundle also needs (no imports: safe for the client).
 * Spec industries-and-reports §3 (layer ids), §5 and §9 (zoom slider, risk grades).
 */
export const LAYER_IDS = [
  "fluvialoff",
  "fluvialsr",
  "pluvial",
  "stormsurge",
  "earthquakebedrock",
  "tsunami",
  "windspeed",
  "hail",
  "tornado",
  "landslide",
  "lightning",
  "volcano",
  "bushfire",
  "distancetobush",
  "earthquakesoil",
  "distancetocoast",
] as const;
export type LayerId = (typeof LAYER_IDS)[number];

export const isLayerId = (v: string): v is LayerId => (LAYER_IDS as readonly string[]).includes(v);

/** Zoom slider (spec §5, §9): min 0.2, step 0.2, default 4, max = layer max + 0.1. */
export const ZOOM_MIN = 0.2;
export const ZOOM_STEP = 0.2;
export const ZOOM_DEFAULT = 4;

export function layerMaxZoom(layer: string): number {
  if (layer === "fluvialsr") return 32.4;
  if (layer === "tsunami" || layer === "lightning" || layer === "bushfire") return 128;
  return 1000;
}

export const sliderMax = (layer: string) => Math.round((layerMaxZoom(layer) + 0.1) * 10) / 10;

/** A slider value kept inside the layer's range and on the 0.2 grid. */
export function clampZoom(layer: string, value: number): number {
  if (!Number.isFinite(value)) return ZOOM_DEFAULT;
  // The highest value on the grid that the slider can reach (32.4 when the max is 32.5).
  const top = Math.floor(sliderMax(layer) / ZOOM_STEP + 1e-9) * ZOOM_STEP;
  const snapped = Math.round(value / ZOOM_STEP) * ZOOM_STEP;
  return Math.round(Math.min(Math.max(snapped, ZOOM_MIN), top) * 10) / 10;
}

/**
 * The slider's stops (issue 20): the spec's range (0.2 to the layer's maximum on the 0.2 grid) is
 * 5,000 steps wide, which no mouse or keyboard can use. The slider moves between these values instead,
 * each about 1.4 times the last (every value on the 0.2 grid), ending at the layer's top value.
 */
const BASE_STOPS = [
  0.2, 0.4, 0.6, 0.8, 1, 1.4, 2, 2.8, 4, 5.6, 8, 11.2, 16, 22.4, 32, 45, 64, 90, 128, 180, 256, 362, 512, 724,
  1000,
];

export function zoomStops(layer: string): number[] {
  const top = clampZoom(layer, sliderMax(layer));
  const stops = BASE_STOPS.filter((v) => v < top);
  stops.push(top);
  return stops;
}

/** The index of the stop nearest to a value (on a log scale). */
export function nearestStop(layer: string, value: number): number {
  const stops = zoomStops(layer);
  let best = 0;
  for (let i = 1; i < stops.length; i++)
    if (Math.abs(Math.log(stops[i] / value)) < Math.abs(Math.log(stops[best] / value))) best = i;
  return best;
}

/** A zoom as shown beside the slider: "0.2", "5.6", "45", "1,000". */
export const formatZoom = (value: number) =>
  Number.isInteger(value) ? value.toLocaleString("en-AU") : value.toFixed(1);

/** Width of the map view at a slider value: 800 km divided by the map zoom (half the slider value). */
export const viewWidthKm = (sliderValue: number) => 1600 / sliderValue;

/** The zoom sent to the map service is half the slider value (spec §9). */
export const mapZoom = (sliderValue: number) => sliderValue / 2;

export type RiskGrade = "low" | "medium" | "high";

/** Risk grades (spec §9): LOW 0-25 % yellow, MEDIUM 26-60 % orange, HIGH 61-100 % red, unknown grey. */
export function gradeOf(graphValue: number): RiskGrade {
  if (graphValue >= 61) return "high";
  if (graphValue >= 26) return "medium";
  return "low";
}

export const GRADE_COLOURS: Record<RiskGrade | "none", string> = {
  low: "#facc15",
  medium: "#f97316",
  high: "#dc2626",
  none: "#9ca3af",
};

export const GRADE_LABELS: Record<RiskGrade, string> = { low: "Low", medium: "Medium", high: "High" };

export const NO_RISK_DATA = "No risk data";
export const FETCH_FAILED = "Failed to fetch natcat profiles";
export const EMPTY_TEXT = "Please search location to view Natural Catastrophe analysis details";
