import { GRADE_COLOURS, GRADE_LABELS, NO_RISK_DATA } from "~/server/natcat/layers";
import type { NatcatProfile } from "~/server/natcat/types";
import { NatcatChart } from "./NatcatChart";

/**
 * The Natural Catastrophe section of a report (print layout): the chart of layers with a score, then
 * one block per graded hazard with its grade, description and map, then the hazards without data.
 * Map images come from `mapImages` (data: URIs for PDF rendering, see natcatReportData) or else from
 * each profile's `map` address.
 */
export function NatcatReportSection({
  profiles,
  address,
  mapImages = {},
  title = "Natural Catastrophe Analysis",
}: {
  profiles: NatcatProfile[];
  address?: string | null;
  mapImages?: Record<string, string | null | undefined>;
  title?: string;
}) {
  const sorted = [...profiles].sort((a, b) => b.analysis.graph_value - a.analysis.graph_value);
  const graded = sorted.filter((p) => p.analysis.risk_description);
  const ungraded = sorted.filter((p) => !p.analysis.risk_description);
  return (
    <section className="natcat-report" aria-labelledby="natcat-report-title">
      <h2 id="natcat-report-title" className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      {address ? (
        <p className="mt-1 text-sm text-slate-700">
          Business location: <span className="font-semibold text-slate-900">{address}</span>
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">
        General information, not advice. Figures and their sources are listed with each hazard.
      </p>
      <div className="mt-4" style={{ maxWidth: 680, breakInside: "avoid" }}>
        <NatcatChart profiles={sorted} width={680} />
      </div>
      {graded.map((p) => {
        const grade = p.analysis.risk_description!;
        const src = mapImages[p.id] ?? p.map;
        return (
          <article
            key={p.id}
            className="mt-6 border-t border-slate-200 pt-4"
            style={{ breakInside: "avoid", pageBreakInside: "avoid" }}
          >
            <div className="flex items-center justify-between gap-4">
              <h3 className="text-base font-semibold text-slate-900">{p.name}</h3>
              <span
                className="rounded px-2 py-0.5 text-xs font-bold uppercase"
                style={{ backgroundColor: GRADE_COLOURS[grade], color: grade === "low" ? "#713f12" : "#fff" }}
              >
                {GRADE_LABELS[grade]} ({p.analysis.graph_value})
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-800">{p.analysis.hazard ?? NO_RISK_DATA}</p>
            {p.analysis.return_period ? (
              <p className="mt-1 text-xs text-slate-600">Return period: {p.analysis.return_period}</p>
            ) : null}
            {src ? (
              <img
                src={src}
                alt={`Map of ${p.name} around the business location`}
                width={640}
                height={400}
                className="mt-3 h-auto w-full max-w-[640px] rounded border border-slate-200"
              />
            ) : null}
            {p.sources.length ? (
              <p className="mt-2 text-xs text-slate-600">Sources: {p.sources.join("; ")}</p>
            ) : null}
          </article>
        );
      })}
      {ungraded.length ? (
        <div className="mt-6 border-t border-slate-200 pt-4" style={{ breakInside: "avoid" }}>
          <h3 className="text-base font-semibold text-slate-900">{NO_RISK_DATA}</h3>
          <p className="mt-1 text-sm text-slate-700">{ungraded.map((p) => p.name).join(", ")}</p>
        </div>
      ) : null}
    </section>
  );
}
