import type { LayerId } from "./layers";
import type { MapImage, NatcatPoint, NatcatProfile } from "./types";

/**
 * Where natural-catastrophe profiles come from (ARCHITECTURE.md "natcat"): the built-in open-data
 * provider by default, or a CatNet-compatible service when CATNET_URL is set.
 */
export interface NatcatProvider {
  readonly name: "builtin" | "catnet";
  /** The 16 layer profiles of spec §3 for a point (any order; the page sorts them). */
  profiles(point: NatcatPoint): Promise<NatcatProfile[]>;
  /** A map image of a layer around the point; zoom is the slider value (the service gets half of it). */
  map(layer: LayerId, point: NatcatPoint, zoom: number): Promise<MapImage>;
}

/** A provider failure; the page shows its message ('Failed to fetch natcat profiles'). */
export class NatcatError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "NatcatError";
  }
}
