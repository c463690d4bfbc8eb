import type { Route } from "./+types/address-search";
import { requireUser } from "~/server/auth/guard";
import { searchPlaces } from "~/server/geo/gazetteer";

/** Address suggestions from the offline gazetteer (JSON for the profile's combobox). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100).trim();
  const places = q.length < 2 ? [] : searchPlaces(q, { limit: 8 });
  return Response.json(
    {
      places: places.map((p) => ({
        id: p.id,
        label: p.label,
        suburb: p.suburb,
        postcode: p.postcode ?? "",
        state: p.state,
        country: p.countryName,
      })),
    },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
