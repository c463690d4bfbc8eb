import type { Route } from "./+types/address-search";
import { requireUser } from "~/app/lib/guard.server";
import { addressOption, searchAddress } from "~/server/geo/address";
import { gazetteerReady } from "~/server/geo/gazetteer";

/**
 * Address suggestions from the offline gazetteer (JSON for the profile's combobox). A street typed
 * before the place ("12 Smith Street, Parramatta") comes back on every suggestion.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100).trim();
  await gazetteerReady();
  const places = q.length < 2 ? [] : searchAddress(q, { limit: 8 });
  return Response.json(
    { places: places.map(addressOption) },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}
