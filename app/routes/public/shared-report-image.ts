import type { Route } from "./+types/shared-report-image";
import { imageResponse } from "~/server/accounts/image-response";
import { getDb } from "~/server/db/client";
import { sharedReportImage, type SharedImageKind } from "~/server/reports/shared-images";

/**
 * /shared/reports/{token}/avatar and …/logo: the shared report's author's photo and primary
 * company logo, for anyone holding the live link (no account), 404 otherwise.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const kind: SharedImageKind = new URL(request.url).pathname.endsWith("/logo") ? "logo" : "avatar";
  const image = await sharedReportImage(await getDb(), params.token, kind);
  if (!image) throw new Response(null, { status: 404 });
  const response = imageResponse(request, image);
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}
