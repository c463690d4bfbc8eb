import { GRADE_COLOURS, gradeOf } from "~/server/natcat/layers";
import type { NatcatProfile } from "~/server/natcat/types";
import { ScoreBarChart } from "~/app/components/ui/ScoreBarChart";

/** Bar chart of the natcat layers by graph_value (spec §9: only layers with graph_value > 0). */
export function NatcatChart({ profiles, width = 680 }: { profiles: NatcatProfile[]; width?: number }) {
  const items = profiles
    .filter((p) => p.analysis.graph_value > 0)
    .sort((a, b) => b.analysis.graph_value - a.analysis.graph_value);
  if (items.length === 0) return null;
  return (
    <ScoreBarChart
      id="natcat-chart"
      title="Natural hazards by risk score"
      width={width}
      labelWidth={230}
      maxLabel={34}
      bars={items.map((p) => {
        const grade = p.analysis.risk_description ?? gradeOf(p.analysis.graph_value);
        return {
          key: p.id,
          label: p.name,
          value: p.analysis.graph_value,
          colour: GRADE_COLOURS[grade],
          spoken: `${p.name}: ${p.analysis.graph_value} (${grade})`,
        };
      })}
    />
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
