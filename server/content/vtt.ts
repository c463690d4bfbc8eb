/** One caption of a WebVTT file: its time span in seconds and its text lines (markup removed). */
export type CaptionCue = { start: number; end: number; lines: string[] };

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIME.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", nbsp: "\u00a0", lrm: "", rlm: "" };

/** Cue text without WebVTT tags (<b>, <v Speaker>, timestamps) and with the basic entities decoded. */
function plain(line: string): string {
  return line
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name])
    .trim();
}

/**
 * The cues of a WebVTT file (https://www.w3.org/TR/webvtt1/), enough of the format for captions
 * written for this project: a WEBVTT header, optional cue identifiers, `start --> end` with cue
 * settings after it, one or more text lines; NOTE, STYLE and REGION blocks are skipped. Returns an
 * error message instead when the file is not usable as captions.
 */
export function parseVtt(text: string): { cues: CaptionCue[] } | { error: string } {
  const blocks = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0].split("\n")[0])) return { error: "does not start with WEBVTT" };
  const cues: CaptionCue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (lines.length === 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0])) continue;
    const timing = lines.findIndex((l) => l.includes("-->"));
    if (timing < 0 || timing > 1) return { error: `cue without a timing line: "${lines[0]}"` };
    const [from, rest] = lines[timing].split("-->").map((s) => s.trim());
    const start = seconds(from);
    const end = seconds(rest.split(/\s+/)[0]);
    if (start === null || end === null || end <= start) return { error: `bad cue timing "${lines[timing]}"` };
    if (cues.length > 0 && start < cues[cues.length - 1].start)
      return { error: `cue at ${from} starts before the previous cue` };
    const body = lines
      .slice(timing + 1)
      .map(plain)
      .filter(Boolean);
    if (body.length === 0) return { error: `cue at ${from} has no text` };
    cues.push({ start, end, lines: body });
  }
  if (cues.length === 0) return { error: "has no cues" };
  return { cues };
}
