import { haversineKm } from "./builtin/coast";
import { pastEvents, type PastEvent } from "./content";
import type { NearbyEvent } from "./event-labels";
import type { NatcatPoint } from "./types";

/**
 * Significant past events near a location (issue 20): the authored events of content/natcat/events.json
 * whose affected area (any of its circles) comes within EVENT_RADIUS_KM of the point, newest first.
 */
export const EVENT_RADIUS_KM = 50;

export { EVENT_TYPE_LABELS, type NearbyEvent } from "./event-labels";

/** Distance from a point to the edge of an event's nearest affected circle (0 inside one). */
export function distanceToEventKm(point: NatcatPoint, event: Pick<PastEvent, "areas">): number {
  let best = Infinity;
  for (const a of event.areas) {
    const d = Math.max(0, haversineKm(point.lat, point.lng, a.lat, a.lng) - a.radiusKm);
    if (d < best) best = d;
  }
  return best;
}

export function eventsNear(
  point: NatcatPoint,
  radiusKm = EVENT_RADIUS_KM,
  events: PastEvent[] = pastEvents(),
): NearbyEvent[] {
  const out: NearbyEvent[] = [];
  for (const e of events) {
    const distanceKm = distanceToEventKm(point, e);
    if (distanceKm > radiusKm) continue;
    out.push({
      id: e.id,
      name: e.name,
      type: e.type,
      start: e.start,
      region: e.region,
      description: e.description,
      distanceKm: Math.round(distanceKm),
    });
  }
  return out.sort((a, b) => b.start.localeCompare(a.start) || a.name.localeCompare(b.name));
}
