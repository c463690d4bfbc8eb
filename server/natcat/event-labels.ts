/** Past-event kinds and their labels (no imports: safe for the client bundle). */
export const EVENT_TYPES = [
  "bushfire",
  "cyclone",
  "earthquake",
  "eruption",
  "flood",
  "hailstorm",
  "landslide",
  "storm",
  "tsunami",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  bushfire: "Bushfire",
  cyclone: "Tropical cyclone",
  earthquake: "Earthquake",
  eruption: "Volcanic eruption",
  flood: "Flood",
  hailstorm: "Hailstorm",
  landslide: "Landslide",
  storm: "Storm",
  tsunami: "Tsunami",
};

/** A past event near a location, as the page and the report show it. */
export type NearbyEvent = {
  id: string;
  name: string;
  type: EventType;
  /** First day, ISO date. */
  start: string;
  region: string;
  description: string;
  /** Distance from the location to the edge of the nearest affected area, whole km; 0 inside it. */
  distanceKm: number;
};
