import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { businessLocations } from "../db/schema";
import { gazetteerReady, placeById, searchPlaces, type Place } from "../geo/gazetteer";
import { FETCH_FAILED, ZOOM_DEFAULT, type LayerId } from "./layers";
import { natcatProvider } from "./provider";
import type { NatcatPoint, NatcatProfile } from "./types";

/** The business location kept per user (natcat state, spec §3). */
export type BusinessLocation = {
  placeId: string;
  address: string;
  lat: number;
  lng: number;
  postcode: string | null;
};

export async function businessLocation(db: DbOrTx, userId: number): Promise<BusinessLocation | null> {
  const [row] = await db
    .select({
      placeId: businessLocations.placeId,
      address: businessLocations.address,
      lat: businessLocations.lat,
      lng: businessLocations.lng,
      postcode: businessLocations.postcode,
    })
    .from(businessLocations)
    .where(eq(businessLocations.userId, userId));
  return row ?? null;
}

export const locationOfPlace = (place: Place): BusinessLocation => ({
  placeId: place.id,
  address: place.label,
  lat: place.lat,
  lng: place.lng,
  postcode: place.postcode,
});

/** Sets the user's business location to a gazetteer place; null when the place id is unknown. */
export async function setBusinessLocation(
  db: DbOrTx,
  userId: number,
  placeId: string,
): Promise<BusinessLocation | null> {
  await gazetteerReady();
  const place = placeById(placeId);
  if (!place) return null;
  const loc = locationOfPlace(place);
  await db
    .insert(businessLocations)
    .values({ userId, ...loc })
    .onConflictDoUpdate({
      target: businessLocations.userId,
      set: {
        placeId: loc.placeId,
        address: loc.address,
        lat: loc.lat,
        lng: loc.lng,
        postcode: loc.postcode,
        updatedAt: sql`now()`,
      },
    });
  return loc;
}

/** Countries searched after the user's own: Australia and New Zealand are each other's neighbours. */
const NEIGHBOURS: Record<string, string[]> = { au: ["NZ"], nz: ["AU"], gb: [] };

/** At most this many places outside the user's region when their own region has matches. */
const FOREIGN_AFTER_OWN = 2;

/**
 * Place suggestions for a location search (issue 20): the user's own country first (au, nz, gb), then
 * its neighbour (Australia for New Zealand and the reverse), then the rest of the world, which is
 * cut to a couple of places when the user's region has matches. One entry per label.
 */
export function suggestPlaces(
  text: string,
  country: string,
  limit = 8,
): Array<{ id: string; label: string }> {
  const home = country.toUpperCase();
  const served = home in { AU: 1, NZ: 1, GB: 1 };
  const own = served ? searchPlaces(text, { countries: [home], limit }) : [];
  const near =
    served && NEIGHBOURS[country]?.length
      ? searchPlaces(text, { countries: NEIGHBOURS[country], limit })
      : [];
  const regional = [...own, ...near];
  const world = searchPlaces(text, { limit: limit + regional.length });
  const out: Array<{ id: string; label: string }> = [];
  const seen = new Set<string>();
  let foreign = 0;
  const add = (p: { id: string; label: string; country: string }, isForeign: boolean) => {
    if (seen.has(p.id) || seen.has(p.label) || out.length >= limit) return;
    if (isForeign && regional.length && foreign >= FOREIGN_AFTER_OWN) return;
    seen.add(p.id);
    seen.add(p.label);
    if (isForeign) foreign++;
    out.push({ id: p.id, label: p.label });
  };
  for (const p of regional) add(p, false);
  const regionCountries = new Set([home, ...(NEIGHBOURS[country] ?? [])]);
  for (const p of world) add(p, !regionCountries.has(p.country));
  return out;
}

/** Address of a layer's map image (served by /natcat/map/:layer, cached). */
export function mapUrl(layer: LayerId | string, point: NatcatPoint, zoom = ZOOM_DEFAULT): string {
  const q = new URLSearchParams({ lat: point.lat.toFixed(5), lng: point.lng.toFixed(5), zoom: String(zoom) });
  return `/natcat/map/${encodeURIComponent(layer)}?${q}`;
}

export type NatcatResult = { profiles: NatcatProfile[]; error: string | null };

/** Profiles at a point from the configured provider, sorted by graph_value descending, with map addresses. */
export async function natcatProfilesAt(point: NatcatPoint): Promise<NatcatResult> {
  try {
    const provider = await natcatProvider();
    const profiles = (await provider.profiles(point))
      .map((p) => ({ ...p, map: mapUrl(p.id, point) }))
      // Highest score first; at equal scores a graded layer (a low grade scores 0 far from a hazard)
      // comes before the layers with no risk data.
      .sort(
        (a, b) =>
          b.analysis.graph_value - a.analysis.graph_value ||
          Number(Boolean(b.analysis.risk_description)) - Number(Boolean(a.analysis.risk_description)) ||
          a.name.localeCompare(b.name),
      );
    return { profiles, error: null };
  } catch {
    return { profiles: [], error: FETCH_FAILED };
  }
}

/**
 * The location a NatCat view is about: the place named in its address (`?place=`) when there is one
 * and the gazetteer knows it, else the user's business location (issue 20: the location in the URL is
 * the location, for the page, the report and its PDF).
 */
export async function locationFor(
  db: DbOrTx,
  userId: number,
  placeId?: string | null,
): Promise<BusinessLocation | null> {
  if (placeId) await gazetteerReady();
  const place = placeId ? placeById(placeId) : null;
  return place ? locationOfPlace(place) : businessLocation(db, userId);
}

/**
 * For the report and the dashboard: the location (`placeId` when given and known, else the user's
 * business location) and its profiles (empty without a location; error 'Failed to fetch natcat
 * profiles' when the provider fails).
 */
export async function natcatProfilesFor(
  db: DbOrTx,
  userId: number,
  placeId?: string | null,
): Promise<NatcatResult & { location: BusinessLocation | null }> {
  const location = await locationFor(db, userId, placeId);
  if (!location) return { location: null, profiles: [], error: null };
  return { location, ...(await natcatProfilesAt(location)) };
}

/** A layer's map as a data: URI, for print layouts that cannot fetch signed-in addresses. */
export async function mapDataUri(
  layer: LayerId,
  point: NatcatPoint,
  zoom = ZOOM_DEFAULT,
): Promise<string | null> {
  try {
    const image = await (await natcatProvider()).map(layer, point, zoom);
    const body = typeof image.body === "string" ? Buffer.from(image.body, "utf8") : image.body;
    return `data:${image.contentType.split(";")[0]};base64,${body.toString("base64")}`;
  } catch {
    return null;
  }
}

/**
 * Everything the report's Natural Catastrophe section needs for a user: the location, the sorted
 * profiles and the maps of the graded layers as data: URIs (the PDF renderer cannot fetch signed-in
 * addresses). Pass to app/components/natcat/NatcatReportSection.
 */
export async function natcatReportData(db: DbOrTx, userId: number) {
  const result = await natcatProfilesFor(db, userId);
  const mapImages: Record<string, string | null> = {};
  if (result.location) {
    const point = { lat: result.location.lat, lng: result.location.lng };
    for (const p of result.profiles) {
      if (p.analysis.risk_description) mapImages[p.id] = await mapDataUri(p.id as LayerId, point);
    }
  }
  return { ...result, mapImages };
}
