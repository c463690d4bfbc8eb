import { z } from "zod";
import { FETCH_FAILED, mapZoom, type LayerId } from "./layers";
import { NatcatError, type NatcatProvider } from "./provider-contract";
import { ProfileSchema, type MapImage, type NatcatPoint, type NatcatProfile } from "./types";

/**
 * A CatNet-compatible natcat service (spec §7): GET catnet/layers?longitude&latitude returns the
 * profiles; GET catnet/map?LayerId&Longitude&Latitude&Zoom returns an image, Zoom being half the slider
 * value. Every call has a timeout; any failure (network, timeout, status, invalid body) becomes
 * NatcatError('Failed to fetch natcat profiles').
 */
export type CatnetOptions = {
  baseUrl: string;
  apiKey?: string;
  /** Per request; default 8 s for layers and 10 s for maps. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const LayersResponse = z.union([z.array(ProfileSchema), z.object({ data: z.array(ProfileSchema) })]);

const MAX_MAP_BYTES = 5 * 1024 * 1024;

export class CatnetProvider implements NatcatProvider {
  readonly name = "catnet" as const;
  private readonly base: URL;
  constructor(private readonly opts: CatnetOptions) {
    this.base = new URL(opts.baseUrl.endsWith("/") ? opts.baseUrl : `${opts.baseUrl}/`);
  }

  private async get(path: string, params: Record<string, string>, accept: string, timeoutMs: number) {
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const headers: Record<string, string> = { Accept: accept };
    if (this.opts.apiKey) headers["x-api-key"] = this.opts.apiKey;
    try {
      const res = await (this.opts.fetch ?? fetch)(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`HTTP ${res.status}`);
      }
      return res;
    } catch (cause) {
      throw new NatcatError(FETCH_FAILED, { cause });
    }
  }

  async profiles(point: NatcatPoint): Promise<NatcatProfile[]> {
    const timeout = this.opts.timeoutMs ?? 8000;
    const res = await this.get(
      "catnet/layers",
      { longitude: String(point.lng), latitude: String(point.lat) },
      "application/json;v=2.0",
      timeout,
    );
    let body: unknown;
    try {
      body = await res.json();
    } catch (cause) {
      throw new NatcatError(FETCH_FAILED, { cause });
    }
    const parsed = LayersResponse.safeParse(body);
    if (!parsed.success) throw new NatcatError(FETCH_FAILED, { cause: parsed.error });
    return Array.isArray(parsed.data) ? parsed.data : parsed.data.data;
  }

  async map(layer: LayerId, point: NatcatPoint, zoom: number): Promise<MapImage> {
    const res = await this.get(
      "catnet/map",
      {
        LayerId: layer,
        Longitude: String(point.lng),
        Latitude: String(point.lat),
        Zoom: String(mapZoom(zoom)),
      },
      "image/*",
      this.opts.timeoutMs ?? 10000,
    );
    const contentType = res.headers.get("content-type") ?? "";
    if (!/^image\/(png|jpeg|gif|webp|svg\+xml)\b/.test(contentType)) {
      await res.body?.cancel();
      throw new NatcatError(FETCH_FAILED, { cause: new Error(`not an image: ${contentType}`) });
    }
    try {
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length === 0 || body.length > MAX_MAP_BYTES) throw new Error(`bad image size ${body.length}`);
      return { contentType, body };
    } catch (cause) {
      throw new NatcatError(FETCH_FAILED, { cause });
    }
  }
}
