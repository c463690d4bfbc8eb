import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/report";
import { NatcatReportSection } from "~/app/components/natcat/NatcatReportSection";
import { DownloadButton } from "~/app/components/report/DownloadButton";
import { requireUser } from "~/server/auth/guard";
import { getDb } from "~/server/db/client";
import { natcatProfilesFor } from "~/server/natcat/location";
import { can } from "~/server/policy/policy";

export const meta = () => [{ title: "Natural Catastrophe Report | RiskCoach" }];

/**
 * 'View Report' from the NatCat page (spec §2): the Natural Catastrophe Report of the user's
 * business location, with a back action and the PDF.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const result = await natcatProfilesFor(await getDb(), user.id);
  return {
    location: result.location ? { placeId: result.location.placeId, address: result.location.address } : null,
    profiles: result.profiles,
    error: result.error,
  };
}

export default function NatcatReport() {
  const { location, profiles, error } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link
          to={location ? `/natcat?${new URLSearchParams({ place: location.placeId })}` : "/natcat"}
          className="btn btn-secondary"
        >
          Back
        </Link>
        {location && profiles.length ? (
          <div className="w-48">
            <DownloadButton href="/natcat/report/pdf" />
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
        </div>
      )}
    </div>
  );
}
