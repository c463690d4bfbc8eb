import { ScoreBarChart } from "~/app/components/ui/ScoreBarChart";
import { GRADE_STYLE, type GradeKey } from "./grades";

type Item = { slug: string; name: string; rating: number; grade: GradeKey };

/**
 * Bar chart of the hazard index (server-drawn SVG). The detail list next to it carries the same
 * figures as text.
 */
export function HazardBarChart({ items, width = 680 }: { items: Item[]; width?: number }) {
  return (
    <ScoreBarChart
      id="hazard-chart"
      title="Hazard index by insurance class"
      width={width}
      // Room for the longest class name, "Employers' Liability / Workers' Compensation", uncut (issue 24).
      labelWidth={300}
      maxLabel={46}
      bars={items.map((item) => ({
        key: item.slug,
        label: item.name,
        value: item.rating,
        colour: GRADE_STYLE[item.grade].fill,
        spoken: `${item.name}: ${item.rating} (${item.grade})`,
      }))}
    />
  );
}

/** The 'RISK GRADE CLASSIFICATION' pie: how many classes fall in each grade. */
export function GradePie({ items, size = 180 }: { items: Item[]; size?: number }) {
  const counts = (["HIGH", "MEDIUM", "LOW"] as const).map((g) => ({
    grade: g,
    n: items.filter((i) => i.grade === g).length,
  }));
  const total = counts.reduce((s, c) => s + c.n, 0) || 1;
  const r = size / 2 - 10;
  const c = size / 2;
  let angle = -Math.PI / 2;
  const arcs = counts
    .filter((x) => x.n > 0)
    .map((x) => {
      const sweep = (x.n / total) * Math.PI * 2;
      const start = angle;
      angle += sweep;
      const large = sweep > Math.PI ? 1 : 0;
      const p = (a: number) => `${c + r * Math.cos(a)} ${c + r * Math.sin(a)}`;
      const d =
        x.n === total
          ? `M ${c - r} ${c} A ${r} ${r} 0 1 1 ${c + r} ${c} A ${r} ${r} 0 1 1 ${c - r} ${c} Z`
          : `M ${c} ${c} L ${p(start)} A ${r} ${r} 0 ${large} 1 ${p(angle)} Z`;
      return { ...x, d };
    });
  return (
    <figure className="flex flex-col items-center gap-3">
      <figcaption className="text-sm font-semibold tracking-wide text-slate-800">
        RISK GRADE CLASSIFICATION
      </figcaption>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        role="img"
        aria-label={counts.map((x) => `${x.grade}: ${x.n}`).join(", ")}
      >
        {arcs.map((a) => (
          <path key={a.grade} d={a.d} fill={GRADE_STYLE[a.grade].fill} stroke="#fff" strokeWidth="2" />
        ))}
        <circle cx={c} cy={c} r={r * 0.5} fill="#fff" />
      </svg>
      <ul className="flex gap-4 text-sm">
        {counts.map((x) => (
          <li key={x.grade} className="flex items-center gap-1.5">
            <span
              className="inline-block h-3 w-3 rounded-sm"
              style={{ background: GRADE_STYLE[x.grade].fill }}
              aria-hidden="true"
            />
            {x.grade} <span className="font-semibold">{x.n}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
