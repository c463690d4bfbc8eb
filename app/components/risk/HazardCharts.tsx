import { GRADE_STYLE, type GradeKey } from "./grades";

type Item = { slug: string; name: string; rating: number; grade: GradeKey };

/**
 * Bar chart of the hazard index, drawn as SVG on the server (visible without JavaScript and in
 * print). The detail list next to it carries the same figures as text.
 */
export function HazardBarChart({ items, width = 680 }: { items: Item[]; width?: number }) {
  const rowHeight = 30;
  const labelWidth = 250;
  const barMax = width - labelWidth - 50;
  const height = items.length * rowHeight + 30;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby="hazard-chart-title hazard-chart-desc"
    >
      <title id="hazard-chart-title">Hazard index by insurance class</title>
      <desc id="hazard-chart-desc">{items.map((i) => `${i.name}: ${i.rating} (${i.grade})`).join("; ")}</desc>
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
      {items.map((item, i) => {
        const y = i * rowHeight + 4;
        const w = Math.max(2, (item.rating / 100) * barMax);
        return (
          <g key={item.slug}>
            <text x={labelWidth - 8} y={y + 16} fontSize="12" textAnchor="end" fill="#0f172a">
              {item.name.length > 38 ? `${item.name.slice(0, 36)}…` : item.name}
            </text>
            <rect
              x={labelWidth}
              y={y}
              width={w}
              height={rowHeight - 10}
              rx="3"
              fill={GRADE_STYLE[item.grade].fill}
            />
            <text x={labelWidth + w + 6} y={y + 15} fontSize="12" fontWeight="600" fill="#0f172a">
              {item.rating}
            </text>
          </g>
        );
      })}
    </svg>
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
