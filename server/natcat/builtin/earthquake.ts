import { hazardFactors, type HazardFactor } from "../content";
import { haversineKm } from "./coast";

/** Listed towns farther than this give no value: the standards map Z between towns, we do not. */
export const Z_MAX_DISTANCE_KM = 50;

/** The hazard factor Z of the nearest town listed in AS 1170.4 / NZS 1170.5 within 50 km, or null. */
export function hazardFactorAt(lat: number, lng: number): (HazardFactor & { distanceKm: number }) | null {
  let best: (HazardFactor & { distanceKm: number }) | null = null;
  for (const f of hazardFactors()) {
    // Cheap reject before the trigonometry: 50 km is under 0.5 degrees of latitude.
    if (Math.abs(f.lat - lat) > 0.6) continue;
    const d = haversineKm(lat, lng, f.lat, f.lng);
    if (d <= Z_MAX_DISTANCE_KM && (!best || d < best.distanceKm)) best = { ...f, distanceKm: d };
  }
  return best;
}
