import { volcanoes, type Volcano } from "../content";
import { haversineKm } from "./coast";
import type { Bands } from "./grading";

/**
 * Volcano: distance to the nearest Holocene volcano of content/natcat/volcanoes.csv (Australia, New
 * Zealand and the south-west Pacific). Bands (ours, docs/natcat.md): high within 30 km (the reach of
 * pyroclastic flows, lahars, ballistic blocks and thick ash from the larger North Island eruptions),
 * medium to 100 km (damaging ash fall downwind of a moderate eruption), low beyond; 0 at 300 km and more.
 */
export const VOLCANO_BANDS: Bands = { higherIsWorse: false, best: 300, medium: 100, high: 30, worst: 0 };

export function nearestVolcano(lat: number, lng: number): (Volcano & { distanceKm: number }) | null {
  let best: (Volcano & { distanceKm: number }) | null = null;
  for (const v of volcanoes()) {
    const d = haversineKm(lat, lng, v.lat, v.lng);
    if (!best || d < best.distanceKm) best = { ...v, distanceKm: d };
  }
  return best;
}
