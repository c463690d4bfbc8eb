import type { Route } from "./+types/certificate-print";
import { certificateRequest } from "~/server/points/certificate-route";

/** HTML print document of the Certificate of Eligibility (?type=&period=), one .page per A4 page. */
export async function loader({ request }: Route.LoaderArgs) {
  const { html } = await certificateRequest(request);
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
