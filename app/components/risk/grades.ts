/**
 * Grade colours (spec §9): LOW yellow, MEDIUM orange, HIGH red, unknown grey. Text colours keep 4.5:1
 * contrast: `text` on the solid `fill`, `badgeText` on the fill tinted to 20% over white (badges).
 */
export const GRADE_STYLE = {
  LOW: { fill: "#facc15", text: "#713f12", badgeText: "#713f12", label: "LOW" },
  MEDIUM: { fill: "#f97316", text: "#431407", badgeText: "#431407", label: "MEDIUM" },
  HIGH: { fill: "#dc2626", text: "#ffffff", badgeText: "#7f1d1d", label: "HIGH" },
  UNKNOWN: { fill: "#9ca3af", text: "#374151", badgeText: "#374151", label: "UNKNOWN" },
} as const;
export type GradeKey = keyof typeof GRADE_STYLE;
