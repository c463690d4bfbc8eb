import type { Route } from "./+types/certificate-print";
import { certificateRequest } from "~/app/lib/certificate-route.server";

const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * HTML print document of the Certificate of Eligibility (?type=&period=), one .page per A4 page;
 * 409 with the "nothing to certify yet" message when the period has no points.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { html, refusal } = await certificateRequest(request);
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" };
  if (refusal)
    return new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Certificate of Eligibility</title></head><body><p role="alert">${esc(refusal)}</p><p><a href="/points">Back to Points</a></p></body></html>`,
      { status: 409, headers },
    );
  return new Response(html, { headers });
}
