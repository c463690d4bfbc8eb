/** A problem found in the content pack: the file, its row when known, and why (./pack.ts and each *-pack.ts). */
export type ContentError = { file: string; row: number | null; reason: string };
