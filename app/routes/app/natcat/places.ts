import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/places";
import { requireUser } from "~/app/lib/guard.server";
import { gazetteerReady } from "~/server/geo/gazetteer";
import { suggestPlaces } from "~/server/natcat";
import { can } from "~/server/policy/policy";

/** Place suggestions from the offline gazetteer for the NatCat location search. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const q = z
    .string()
    .trim()
    .max(100)
    .catch("")
    .parse(new URL(request.url).searchParams.get("q") ?? "");
  await gazetteerReady();
  const hits = suggestPlaces(q, user.country, 8);
  return data({ data: hits }, { headers: { "Cache-Control": "private, max-age=300" } });
}
