import { data, Form, Link, redirect, useLoaderData, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { NatcatChart } from "~/app/components/natcat/NatcatChart";
import { NatcatPanels } from "~/app/components/natcat/NatcatPanels";
import { FormAlert } from "~/app/components/ui/Field";
import { LocationSearch } from "~/app/components/natcat/LocationSearch";
import { NatcatEvents } from "~/app/components/natcat/NatcatEvents";
import { placeQuery } from "~/app/lib/natcat-place";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { readForm } from "~/app/lib/forms.server";
import { gazetteerReady, placeById } from "~/server/geo/gazetteer";
import { EVENT_RADIUS_KM, eventsNear } from "~/server/natcat/events";
import { businessLocation, natcatProfilesAt, setBusinessLocation, suggestPlaces } from "~/server/natcat";
import { clampZoom, EMPTY_TEXT, isLayerId, zoomStops } from "~/server/natcat/layers";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("NatCat Profiles");

const Query = z.object({
  place: z.string().trim().max(120).optional(),
  q: z.string().trim().max(100).optional(),
  layer: z.string().max(40).optional(),
  zoom: z.coerce.number().optional(),
  /** The slider's stop index, as the no-JS zoom form sends it. */
  zoomStop: z.coerce.number().int().min(0).max(100).optional(),
});

/**
 * NatCat Profiles (spec §2 NatCat page, natcat theme only). The chosen place id is in the URL so the
 * page can be shared; without a place the user's business location is shown when one is kept.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : {};
  if (!query.place && !query.q) {
    const stored = await businessLocation(await getDb(), user.id);
    if (stored) throw redirect(`/natcat?${new URLSearchParams({ place: stored.placeId })}`);
  }
  await gazetteerReady();
  const place = query.place ? placeById(query.place) : null;
  const results = !place && query.q ? suggestPlaces(query.q, user.country, 10) : [];
  const natcat = place ? await natcatProfilesAt(place) : null;
  const events = place ? eventsNear(place) : [];
  const openLayer = query.layer && isLayerId(query.layer) ? query.layer : null;
  return {
    place: place ? { id: place.id, label: place.label } : null,
    unknownPlace: Boolean(query.place && !place),
    q: query.q ?? "",
    results,
    profiles: natcat?.profiles ?? [],
    error: natcat?.error ?? null,
    events,
    eventRadiusKm: EVENT_RADIUS_KM,
    openLayer,
    openZoom: openLayer ? zoomFromQuery(openLayer, query) : null,
  };
}

function zoomFromQuery(layer: string, query: { zoom?: number; zoomStop?: number }): number | null {
  if (query.zoomStop !== undefined) {
    const stops = zoomStops(layer);
    return stops[Math.min(query.zoomStop, stops.length - 1)];
  }
  return query.zoom !== undefined ? clampZoom(layer, query.zoom) : null;
}

/** Choosing a place sets the business location, then the page loads its profiles (spec §4). */
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  // A malformed body (a broken multipart post) is an empty form, not a 500.
  const form = await readForm(request);
  const placeId = z.string().trim().min(1).max(120).safeParse(form.get("place"));
  const saved = placeId.success ? await setBusinessLocation(await getDb(), user.id, placeId.data) : null;
  if (!saved) return data({ error: "Please choose a place from the list." }, { status: 400 });
  return redirect(`/natcat?${new URLSearchParams({ place: saved.placeId })}`);
}

export default function NatcatPage() {
  const { place, unknownPlace, q, results, profiles, error, events, eventRadiusKm, openLayer, openZoom } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-800">NatCat Profiles</h1>
      <p className="mt-1 text-slate-700">
        Exposure of a business location to natural hazards. General information, not advice.
      </p>
      <div className="card mt-6 p-4 sm:p-6">
        <LocationSearch key={place?.id ?? q} defaultQuery={place?.label ?? q} action="/natcat" />
        <p className="mt-2 text-xs text-slate-600">
          Place names and positions include data from GeoNames (geonames.org, CC BY 4.0).
        </p>
        {/* A refused pick names no field: the keyboard lands on the message (docs/architecture.md, Forms). */}
        <div className="mt-2">
          <FormAlert message={actionData?.error} autoFocus refusal={actionData} />
        </div>
        {results.length ? (
          <div className="mt-4">
            <h2 className="text-sm font-semibold text-slate-800">Choose a place</h2>
            <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
              {results.map((r) => (
                <li key={r.id}>
                  <Form method="post" action="/natcat">
                    <input type="hidden" name="place" value={r.id} />
                    <button
                      type="submit"
                      className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50"
                    >
                      {r.label}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </div>
        ) : q && !place ? (
          <p className="mt-3 text-sm text-slate-700">No matching place.</p>
        ) : null}
        {unknownPlace ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            That place is not in the gazetteer. Please search again.
          </p>
        ) : null}
      </div>
      {place ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Business location: <span className="font-semibold text-slate-900">{place.label}</span>
          </p>
          {profiles.length ? (
            <Link to={`/natcat/report${placeQuery(place.id)}`} className="btn btn-primary">
              View Report
            </Link>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      {place && profiles.length ? (
        <>
          <section aria-labelledby="natcat-chart-heading" className="card mt-4 p-4 sm:p-6">
            <h2 id="natcat-chart-heading" className="text-lg font-semibold text-brand-800">
              Risk by hazard
            </h2>
            {/* Scrolls sideways on narrow screens so that the labels stay readable. */}
            <div
              className="mt-3 max-w-3xl overflow-x-auto"
              tabIndex={0}
              role="group"
              aria-label="Chart of risk by hazard"
            >
              <div className="min-w-[30rem]">
                <NatcatChart profiles={profiles} />
              </div>
            </div>
            {profiles.every((p) => p.analysis.graph_value <= 0) ? (
              <p className="mt-2 text-sm text-slate-700">No hazard has a risk score at this location.</p>
            ) : null}
          </section>
          <NatcatPanels
            profiles={profiles}
            formAction="/natcat"
            hidden={{ place: place.id }}
            openLayer={openLayer}
            openZoom={openZoom}
          />
          <NatcatEvents events={events} radiusKm={eventRadiusKm} className="card mt-6 p-4 sm:p-6" />
        </>
      ) : !error ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
          {EMPTY_TEXT}
        </p>
      ) : null}
    </div>
  );
}
