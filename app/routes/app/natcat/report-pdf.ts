import type { Route } from "./+types/report-pdf";
import { requireUser } from "~/server/auth/guard";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { getDb } from "~/server/db/client";
import { can } from "~/server/policy/policy";
import { buildNatcatReport } from "~/server/reports/document";

/**
 * The Natural Catastrophe Report as a PDF: its print layout (cover, location, broker, sections, back
 * cover; no app chrome), named after the location, with the broker as author (issue 24).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const doc = await buildNatcatReport(await getDb(), user);
  if (!doc.location) throw new Response(null, { status: 404 });
  const place = doc.location.address.split(",")[0]?.trim() || "Business location";
  const author = [doc.advisor.personName, doc.advisor.company].filter(Boolean).join(", ");
  return pdfDownload(
    request,
    "/natcat/report/print",
    `${place} - Natural Catastrophe Report.pdf`,
    {
      info: {
        title: `Natural Catastrophe Report – ${doc.location.address}`,
        ...(author ? { author } : {}),
        subject: `Natural catastrophe hazards at ${doc.location.address}: general information, not advice`,
        keywords: ["natural catastrophe", "flood", "bushfire", "storm", "earthquake", "general information"],
        language: "en-AU",
      },
    },
    { userId: user.id },
  );
}
