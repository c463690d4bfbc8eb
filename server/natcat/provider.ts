import { env } from "../config/env";
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

let chosen: NatcatProvider | null = null;

/** The provider chosen by the environment: CATNET_URL set → HTTP provider, else the built-in one. */
export async function natcatProvider(): Promise<NatcatProvider> {
  if (chosen) return chosen;
  let provider: NatcatProvider;
  const { CATNET_URL: url, CATNET_API_KEY, CATNET_TIMEOUT_MS } = env();
  if (url) {
    const { CatnetProvider } = await import("./http");
    provider = new CatnetProvider({
      baseUrl: url,
      apiKey: CATNET_API_KEY || undefined,
      timeoutMs: CATNET_TIMEOUT_MS,
    });
  } else {
    const { BuiltinProvider } = await import("./builtin/provider");
    provider = new BuiltinProvider();
  }
  chosen = provider;
  return provider;
}

/** Tests: forget the chosen provider. */
export function resetNatcatProvider() {
  chosen = null;
}
