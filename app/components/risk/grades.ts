/**
 * Grade colours (spec §9): LOW yellow, MEDIUM orange, HIGH red, unknown grey. `text` and `badgeText`
 * are for the fill tinted to 20% over white (hazard page chips), `onFill` for text on the solid fill
 * (report and builder badges); all keep 4.5:1 contrast.
 */
export const GRADE_STYLE = {
  LOW: { fill: "#facc15", text: "#713f12", badgeText: "#713f12", onFill: "#422006", label: "LOW" },
  MEDIUM: { fill: "#f97316", text: "#7c2d12", badgeText: "#7c2d12", onFill: "#431407", label: "MEDIUM" },
  HIGH: { fill: "#dc2626", text: "#7f1d1d", badgeText: "#7f1d1d", onFill: "#ffffff", label: "HIGH" },
  UNKNOWN: { fill: "#9ca3af", text: "#374151", badgeText: "#374151", onFill: "#111827", label: "UNKNOWN" },
} as const;
export type GradeKey = keyof typeof GRADE_STYLE;
