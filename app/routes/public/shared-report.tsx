import { useLoaderData } from "react-router";
import type { Route } from "./+types/shared-report";
import { renderNatcatSection } from "~/app/components/report/natcat-slot";
import { ReportDocument, ReportPageStyle, reportTitle } from "~/app/components/report/ReportDocument";
import type { RouteHandle } from "~/app/root";
import { getDb } from "~/server/db/client";
import { sharedDocument } from "~/server/reports/builder";
import { resolveShareToken } from "~/server/reports/store";

/** A shared report, read-only, without an account: the print layout plus a PDF link. */
export const handle: RouteHandle = { print: true, hydrate: false };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? reportTitle(data.doc) : "Shared report" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const report = await resolveShareToken(db, params.token);
  if (!report) throw new Response(null, { status: 404 });
  const shared = await sharedDocument(db, report, params.token);
  if (!shared.ok) throw new Response(null, { status: 404 });
  return { doc: shared.doc, sections: shared.sections, token: params.token };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export default function SharedReport() {
  const { doc, sections, token } = useLoaderData<typeof loader>();
  return (
    <main className="bg-slate-200 py-6 print:bg-white print:py-0">
      <div className="no-print mx-auto mb-4 flex max-w-[794px] items-center justify-between gap-3 text-sm text-slate-700">
        <p>A read-only copy of a saved report, shared by its author.</p>
        <a href={`/shared/reports/${token}/pdf`} className="btn btn-primary">
          Download PDF
        </a>
      </div>
      <ReportPageStyle doc={doc} />
      <div className="report-sheet">
        <ReportDocument doc={doc} sections={sections} renderNatcat={renderNatcatSection} />
      </div>
    </main>
  );
}
