import { useLoaderData } from "react-router";
import type { Route } from "./+types/preview";
import { renderNatcatSection } from "~/app/components/report/natcat-slot";
import { ReportDocument, ReportPageStyle, reportTitle } from "~/app/components/report/ReportDocument";
import type { RouteHandle } from "~/app/root";
import { industryGate } from "~/app/middleware/gates.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { previewDocument } from "~/server/reports/builder";

/** The print layout (spec §2 /industries/{id}/risk-report/preview): no shell, no React bundle. */
export const handle: RouteHandle = { print: true, hydrate: false };

export const meta = ({ data }: Route.MetaArgs) => [{ title: data ? reportTitle(data.doc) : "Report" }];

/** Industry content outside the industry layout: the same gate (trial set, search limit) as middleware. */
export const middleware: Route.MiddlewareFunction[] = industryGate;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const preview = await previewDocument(db, user, industry, new URL(request.url));
  if (!preview.ok) throw new Response(null, { status: 404 });
  return { doc: preview.doc, sections: preview.sections };
}

export default function ReportPreview() {
  const { doc, sections } = useLoaderData<typeof loader>();
  return (
    <main className="bg-slate-200 py-6 print:bg-white print:py-0">
      <p className="no-print mx-auto mb-4 max-w-[794px] text-sm text-slate-700">
        Print preview. Use your browser&apos;s Print command, or download the PDF from the report builder.
      </p>
      <ReportPageStyle doc={doc} />
      <div className="report-sheet">
        <ReportDocument doc={doc} sections={sections} renderNatcat={renderNatcatSection} />
      </div>
    </main>
  );
}
