import { z } from "zod";
import type { Route } from "./+types/map";
import { requireUser } from "~/app/lib/guard.server";
import { clampZoom, isLayerId, ZOOM_DEFAULT } from "~/server/natcat/layers";
import { natcatProvider } from "~/server/natcat/provider";
import { can } from "~/server/policy/policy";

const Query = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  zoom: z.coerce.number().default(ZOOM_DEFAULT),
});

/** A layer's map image around a point at a zoom (slider value), from the configured provider; cached a day. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat") || !isLayerId(params.layer)) throw new Response(null, { status: 404 });
  const query = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return new Response("Bad map request", { status: 400 });
  const { lat, lng } = query.data;
  try {
    const image = await (
      await natcatProvider()
    ).map(params.layer, { lat, lng }, clampZoom(params.layer, query.data.zoom));
    return new Response(typeof image.body === "string" ? image.body : new Uint8Array(image.body), {
      headers: {
        "Content-Type": image.contentType,
        "Cache-Control": "private, max-age=86400",
        "X-Content-Type-Options": "nosniff",
        // An SVG opened on its own must not run anything.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch {
    return new Response("Failed to fetch natcat profiles", {
      status: 502,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
