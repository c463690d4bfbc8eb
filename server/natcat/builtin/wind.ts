import { distanceToCoastKm, haversineKm } from "./coast";

/**
 * Wind regions of AS/NZS 1170.2 (Figure 3.1), approximated from coordinates. The standard draws the
 * coastal regions as bands set in 50, 100 and 200 km from a smoothed coastline between named latitudes;
 * we use the distance to the Natural Earth coastline and these latitudes (docs/natcat.md):
 * - Region D coast: Western Australia between 20°S and 25°S (Pardoo to Carnarvon):
 *   D within 50 km, C to 100 km, B to 200 km.
 * - Region C coast: the rest of northern Australia north of 25°S (east of 129°E) or north of 27°S (WA):
 *   C within 100 km, B to 200 km.
 * - Region B coast: 25°S to 30°S on the east coast (to about Coffs Harbour) and 27°S to 30°S on the
 *   west coast: B within 50 km.
 * - Everywhere else in Australia: Region A. New Zealand: Region A (A6/A7 not told apart) except Region W
 *   within 60 km of Wellington.
 * Regional 3-second gust speeds V50 from Table 3.1 (R = 50 years), before F_C / F_D.
 */
export type WindRegion = "A" | "B" | "C" | "D" | "W";

export const V50: Record<WindRegion, number> = { A: 39, W: 45, B: 44, C: 52, D: 60 };

/** Graph values per region (grades: A low, B and W medium, C and D high). */
export const WIND_GRAPH: Record<WindRegion, number> = { A: 20, W: 45, B: 45, C: 75, D: 95 };

/**
 * Where the Australian and New Zealand regions apply: a box around each country, the Australian one
 * cut back so that Timor and its neighbours, New Guinea and the islands east of it stay out (south of
 * 11.5°S west of 129°E, of 10.5°S to 145°E, and of 14°S east of it).
 */
export const AU_OUTLINE: Array<[number, number]> = [
  [112, -11.5],
  [129, -11.5],
  [129, -10.5],
  [145, -10.5],
  [145, -14],
  [154.5, -14],
  [154.5, -44.5],
  [112, -44.5],
];
export const NZ_OUTLINE: Array<[number, number]> = [
  [166, -34],
  [179, -34],
  [179, -47.5],
  [166, -47.5],
];

/** Ray casting: is the point inside the (lng, lat) ring? */
export function insideRing(lat: number, lng: number, ring: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inAustralia = (lat: number, lng: number) => insideRing(lat, lng, AU_OUTLINE);
const inNewZealand = (lat: number, lng: number) => lat <= -34 && lat >= -47.5 && lng >= 166 && lng <= 179;
const WELLINGTON = { lat: -41.2866, lng: 174.7756 };

export function windRegionAt(lat: number, lng: number): WindRegion | null {
  if (inNewZealand(lat, lng)) return haversineKm(lat, lng, WELLINGTON.lat, WELLINGTON.lng) <= 60 ? "W" : "A";
  if (!inAustralia(lat, lng)) return null;
  const west = lng < 129;
  const cyclonicSouth = west ? -27 : -25;
  const bSouth = -30;
  if (lat < bSouth) return "A";
  // Within 200 km at most: the search stops there.
  const d = distanceToCoastKm(lat, lng, 200);
  if (d === null) return "A";
  if (west && lat <= -20 && lat >= -25 && lng < 122) {
    if (d <= 50) return "D";
    if (d <= 100) return "C";
    return "B";
  }
  if (lat > cyclonicSouth) return d <= 100 ? "C" : "B";
  // The Region B-only coast (east coast 25-30°S, west coast 27-30°S).
  if (west || lng > 150) return d <= 50 ? "B" : "A";
  return "A";
}
