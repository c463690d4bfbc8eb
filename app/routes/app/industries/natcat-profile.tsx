import { Link, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/natcat-profile";
import { NatcatChart } from "~/app/components/natcat/NatcatChart";
import { NatcatPanels } from "~/app/components/natcat/NatcatPanels";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { natcatProfilesFor } from "~/server/natcat";
import { clampZoom, EMPTY_TEXT, isLayerId } from "~/server/natcat/layers";
import { can } from "~/server/policy/policy";

const Query = z.object({ layer: z.string().max(40).optional(), zoom: z.coerce.number().optional() });

/** The industry's NatCat Profile tab (natcat theme only): the profiles of the user's business location. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const parsed = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : {};
  const result = await natcatProfilesFor(await getDb(), user.id);
  const openLayer = query.layer && isLayerId(query.layer) ? query.layer : null;
  return {
    ...result,
    self: `/industries/${Number(params.id)}/natcat-profile`,
    openLayer,
    openZoom: openLayer && query.zoom !== undefined ? clampZoom(openLayer, query.zoom) : null,
  };
}

export default function NatcatProfile() {
  const { location, profiles, error, self, openLayer, openZoom } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="natcat-profile-title">
      <h1 id="natcat-profile-title" className="text-xl font-semibold text-brand-800">
        NatCat Profile
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        {location ? (
          <>
            Business location: <span className="font-semibold text-slate-900">{location.address}</span>.{" "}
          </>
        ) : null}
        <Link to="/natcat" className="font-medium text-brand-700 underline">
          {location ? "Change the business location" : "Search a business location"}
        </Link>
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      {location && profiles.length ? (
        <>
          <div className="card mt-4 p-4">
            <NatcatChart profiles={profiles} />
          </div>
          <NatcatPanels
            profiles={profiles}
            formAction={self}
            hidden={{}}
            openLayer={openLayer}
            openZoom={openZoom}
          />
        </>
      ) : !error ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
          {EMPTY_TEXT}
        </p>
      ) : null}
    </section>
  );
}
