/**
 * Grade colours (spec §9): LOW yellow, MEDIUM orange, HIGH red, unknown grey. `text` is for a tint
 * of the fill (hazard page chips), `onFill` for text on the solid fill (report and builder badges);
 * both keep 4.5:1 contrast.
 */
export const GRADE_STYLE = {
  LOW: { fill: "#facc15", text: "#713f12", onFill: "#422006", label: "LOW" },
  MEDIUM: { fill: "#f97316", text: "#7c2d12", onFill: "#431407", label: "MEDIUM" },
  HIGH: { fill: "#dc2626", text: "#7f1d1d", onFill: "#ffffff", label: "HIGH" },
  UNKNOWN: { fill: "#9ca3af", text: "#374151", onFill: "#111827", label: "UNKNOWN" },
} as const;
export type GradeKey = keyof typeof GRADE_STYLE;
