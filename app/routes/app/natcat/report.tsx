import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/report";
import { NatcatEvents } from "~/app/components/natcat/NatcatEvents";
import { NatcatReportSection } from "~/app/components/natcat/NatcatReportSection";
import { DownloadButton } from "~/app/components/report/DownloadButton";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { EVENT_RADIUS_KM, eventsNear } from "~/server/natcat/events";
import { natcatProfilesFor } from "~/server/natcat/location";
import { placeParam, placeQuery } from "~/app/lib/natcat-place";
import { can } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";

export const meta = titled("Natural Catastrophe Report");

/**
 * 'View Report' from the NatCat page (spec §2): the Natural Catastrophe Report of the place the page
 * showed (`?place=`), else of the user's business location, with a back action and the PDF.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const result = await natcatProfilesFor(await getDb(), user.id, placeParam(request));
  return {
    location: result.location ? { placeId: result.location.placeId, address: result.location.address } : null,
    profiles: result.profiles,
    events: result.location ? eventsNear(result.location) : [],
    eventRadiusKm: EVENT_RADIUS_KM,
    error: result.error,
  };
}

export default function NatcatReport() {
  const { location, profiles, events, eventRadiusKm, error } = useLoaderData<typeof loader>();
  const query = placeQuery(location?.placeId);
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link to={`/natcat${query}`} className="btn btn-secondary">
          Back
        </Link>
        {location && profiles.length ? (
          <div className="w-48">
            <DownloadButton href={`/natcat/report/pdf${query}`} />
          </div>
        ) : null}
      </div>
      <h1 className="text-2xl font-semibold text-brand-800">Natural Catastrophe Report</h1>
      {error ? <p role="alert">{error}</p> : null}
      {!location ? (
        <p>Please search location to view Natural Catastrophe analysis details</p>
      ) : (
        <div className="report-sheet p-6">
          <NatcatReportSection profiles={profiles} address={location.address} />
          <NatcatEvents
            events={events}
            radiusKm={eventRadiusKm}
            className="mt-6 border-t border-slate-200 pt-4"
          />
        </div>
      )}
    </div>
  );
}
