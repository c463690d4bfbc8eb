import { z } from "zod";
import { natcatProfilesAt } from "../../natcat";
import { clampZoom, FETCH_FAILED, isLayerId, LAYER_IDS, ZOOM_DEFAULT } from "../../natcat/layers";
import { natcatProvider } from "../../natcat/provider";
import { ProfileSchema } from "../../natcat/types";
import { API_BASE, ApiError, json, parseQuery } from "../http";
import type { Endpoint } from "./types";

const LayersQuery = z.object({
  longitude: z.coerce.number().min(-180).max(180),
  latitude: z.coerce.number().min(-90).max(90),
});
const MapQuery = z.object({
  LayerId: z.enum(LAYER_IDS),
  Longitude: z.coerce.number().min(-180).max(180),
  Latitude: z.coerce.number().min(-90).max(90),
  /** The zoom slider value (0.2 steps; the service gets half of it), kept inside the layer's range. */
  Zoom: z.coerce.number().min(0).max(2000).default(ZOOM_DEFAULT),
});

const failed = () => new ApiError(502, "natcat_failed", FETCH_FAILED);

const mapAddress = (layer: string, lng: number, lat: number, zoom = ZOOM_DEFAULT) =>
  `${API_BASE}/catnet/map?${new URLSearchParams({
    LayerId: layer,
    Longitude: lng.toFixed(5),
    Latitude: lat.toFixed(5),
    Zoom: String(zoom),
  })}`;

/** Natural-catastrophe profiles and maps from the configured provider; natcat app theme only. */
export const NATCAT_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/catnet/layers",
    summary:
      "The natural-catastrophe profiles (16 layers) at a point, highest graph_value first; map is the address of GET catnet/map. 502 when the provider fails.",
    auth: true,
    feature: "page.natcat",
    query: LayersQuery,
    response: z.array(ProfileSchema),
    async handler(ctx) {
      const q = parseQuery(LayersQuery, ctx.url) as z.infer<typeof LayersQuery>;
      const result = await natcatProfilesAt({ lat: q.latitude, lng: q.longitude });
      if (result.error) throw failed();
      return json(result.profiles.map((p) => ({ ...p, map: mapAddress(p.id, q.longitude, q.latitude) })));
    },
  },
  {
    method: "GET",
    path: "/catnet/map",
    summary:
      "A layer's map image around a point (PNG or SVG bytes): LayerId, Longitude, Latitude, Zoom (slider value). 502 when the provider fails.",
    auth: true,
    feature: "page.natcat",
    query: MapQuery,
    binary: "image/*",
    response: z.unknown(),
    async handler(ctx) {
      const q = parseQuery(MapQuery, ctx.url) as z.infer<typeof MapQuery>;
      if (!isLayerId(q.LayerId)) throw failed();
      let image;
      try {
        image = await (
          await natcatProvider()
        ).map(q.LayerId, { lat: q.Latitude, lng: q.Longitude }, clampZoom(q.LayerId, q.Zoom));
      } catch {
        throw failed();
      }
      return new Response(typeof image.body === "string" ? image.body : new Uint8Array(image.body), {
        headers: {
          "Content-Type": image.contentType,
          "Cache-Control": "private, max-age=86400",
          "X-Content-Type-Options": "nosniff",
          // An SVG opened on its own must not run anything.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        },
      });
    },
  },
];
