/** One bar: a 0-100 score with its label and colour; `spoken` is its text for screen readers. */
export type ScoreBar = { key: string; label: string; value: number; colour: string; spoken: string };

/**
 * Horizontal bar chart of 0-100 scores with the grade boundaries (25, 60) marked, drawn as SVG on
 * the server: visible without JavaScript and in print. The hazard index and the NatCat layers use it.
 */
export function ScoreBarChart({
  id,
  title,
  bars,
  width = 680,
  labelWidth,
  maxLabel,
}: {
  /** Prefix of the title and description ids (unique on the page). */
  id: string;
  title: string;
  bars: ScoreBar[];
  width?: number;
  labelWidth: number;
  /** Longer labels are cut with an ellipsis. */
  maxLabel: number;
}) {
  const rowHeight = 30;
  const barMax = width - labelWidth - 50;
  const height = bars.length * rowHeight + 30;
  const x = (score: number) => labelWidth + (score / 100) * barMax;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{bars.map((b) => b.spoken).join("; ")}</desc>
      {[0, 25, 60, 100].map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - 20} stroke="#e2e8f0" />
          <text x={x(tick)} y={height - 5} fontSize="11" textAnchor="middle" fill="#475569">
            {tick}
          </text>
        </g>
      ))}
      {bars.map((bar, i) => {
        const y = i * rowHeight + 4;
        const w = Math.max(2, (bar.value / 100) * barMax);
        return (
          <g key={bar.key}>
            <text x={labelWidth - 8} y={y + 16} fontSize="12" textAnchor="end" fill="#0f172a">
              {bar.label.length > maxLabel ? `${bar.label.slice(0, maxLabel - 2)}…` : bar.label}
            </text>
            <rect x={labelWidth} y={y} width={w} height={rowHeight - 10} rx="3" fill={bar.colour} />
            <text x={labelWidth + w + 6} y={y + 15} fontSize="12" fontWeight="600" fill="#0f172a">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
