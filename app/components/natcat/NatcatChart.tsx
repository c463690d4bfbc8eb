import { GRADE_COLOURS, gradeOf } from "~/server/natcat/layers";
import type { NatcatProfile } from "~/server/natcat/types";

/**
 * Bar chart of the natcat layers by graph_value (spec §9: only layers with graph_value > 0), drawn as
 * SVG on the server: visible without JavaScript and in print.
 */
export function NatcatChart({ profiles, width = 680 }: { profiles: NatcatProfile[]; width?: number }) {
  const items = profiles
    .filter((p) => p.analysis.graph_value > 0)
    .sort((a, b) => b.analysis.graph_value - a.analysis.graph_value);
  if (items.length === 0) return null;
  const rowHeight = 30;
  const labelWidth = 230;
  const barMax = width - labelWidth - 50;
  const height = items.length * rowHeight + 30;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby="natcat-chart-title natcat-chart-desc"
    >
      <title id="natcat-chart-title">Natural hazards by risk score</title>
      <desc id="natcat-chart-desc">
        {items
          .map(
            (p) =>
              `${p.name}: ${p.analysis.graph_value} (${p.analysis.risk_description ?? gradeOf(p.analysis.graph_value)})`,
          )
          .join("; ")}
      </desc>
      {[0, 25, 60, 100].map((tick) => (
        <g key={tick}>
          <line
            x1={labelWidth + (tick / 100) * barMax}
            x2={labelWidth + (tick / 100) * barMax}
            y1={0}
            y2={height - 20}
            stroke="#e2e8f0"
          />
          <text
            x={labelWidth + (tick / 100) * barMax}
            y={height - 5}
            fontSize="11"
            textAnchor="middle"
            fill="#475569"
          >
            {tick}
          </text>
        </g>
      ))}
      {items.map((p, i) => {
        const y = i * rowHeight + 4;
        const w = Math.max(2, (p.analysis.graph_value / 100) * barMax);
        const grade = p.analysis.risk_description ?? gradeOf(p.analysis.graph_value);
        return (
          <g key={p.id}>
            <text x={labelWidth - 8} y={y + 16} fontSize="12" textAnchor="end" fill="#0f172a">
              {p.name.length > 34 ? `${p.name.slice(0, 32)}…` : p.name}
            </text>
            <rect x={labelWidth} y={y} width={w} height={rowHeight - 10} rx="3" fill={GRADE_COLOURS[grade]} />
            <text x={labelWidth + w + 6} y={y + 15} fontSize="12" fontWeight="600" fill="#0f172a">
              {p.analysis.graph_value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The grade bar of a panel header: a 0-100 track filled to graph_value in the grade colour. */
export function GradeBar({ profile }: { profile: NatcatProfile }) {
  const grade = profile.analysis.risk_description;
  const value = profile.analysis.graph_value;
  return (
    <span
      className="relative inline-block h-2.5 w-24 shrink-0 overflow-hidden rounded-full bg-slate-200"
      role="img"
      aria-label={grade ? `Risk score ${value} of 100` : "No risk score"}
    >
      <span
        className="absolute inset-y-0 left-0 rounded-full"
        style={{
          width: `${grade ? Math.max(4, value) : 100}%`,
          backgroundColor: GRADE_COLOURS[grade ?? "none"],
        }}
      />
    </span>
  );
}
