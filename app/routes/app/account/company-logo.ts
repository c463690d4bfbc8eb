import type { Route } from "./+types/company-logo";
import { getCompanyLogo } from "~/server/accounts/companies";
import { imageResponse } from "~/server/accounts/image-response";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";

/** A company logo, only for a user of that company (anyone else: 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const image = await getCompanyLogo(await getDb(), user.id, Number(params.id));
  if (!image) throw new Response(null, { status: 404 });
  return imageResponse(request, image);
}
