/** Checklist question types (spec §2 tabs). No server imports: the page components use it too. */
export const CHECKLIST_TYPES = ["Core", "General", "Key"] as const;
export type ChecklistType = (typeof CHECKLIST_TYPES)[number];

/** Sections a checklist question belongs to (content/flagships/README.md). */
export const CHECKLIST_SECTIONS = [
  "premises",
  "fire protection",
  "security",
  "housekeeping",
  "processes",
  "people",
  "contracts",
  "data",
] as const;
