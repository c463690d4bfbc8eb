import { GRADE_STYLE, type GradeKey } from "./grades";

/** A class's grade and rating on the solid grade colour ("HIGH 75"), as the report builders show it. */
export function GradeChip({
  grade,
  rating,
  className = "",
}: {
  grade: GradeKey;
  rating: number;
  className?: string;
}) {
  const g = GRADE_STYLE[grade];
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 text-xs font-bold ${className}`}
      style={{ background: g.fill, color: g.onFill }}
    >
      {g.label} {rating}
    </span>
  );
}
