import { useLoaderData } from "react-router";
import type { Route } from "./+types/report-print";
import { NatcatReportDocument, natcatReportTitle } from "~/app/components/natcat/NatcatReportDocument";
import type { RouteHandle } from "~/app/root";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { can } from "~/server/policy/policy";
import { placeParam } from "~/app/lib/natcat-place";
import { buildNatcatReport } from "~/server/reports/document";

/** The Natural Catastrophe Report's print layout (the PDF prints it): no app shell, no React bundle. */
export const handle: RouteHandle = { print: true, hydrate: false };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? natcatReportTitle(data.doc) : "Natural Catastrophe Report" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const doc = await buildNatcatReport(await getDb(), user, new Date(), placeParam(request));
  if (!doc.location) throw new Response(null, { status: 404 });
  return { doc };
}

export default function NatcatReportPrint() {
  const { doc } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="bg-slate-200 py-6 print:bg-white print:py-0">
      <div className="report-sheet">
        <NatcatReportDocument doc={doc} />
      </div>
    </main>
  );
}
