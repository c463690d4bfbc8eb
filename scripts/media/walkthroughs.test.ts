import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadWalkthroughs, walkthroughs } from "./walkthroughs";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

function fileWith(data: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rc-walk-")), "walkthroughs.json");
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

describe("walkthrough data (content/media/walkthroughs.json)", () => {
  it("has a walkthrough for each of the 42 flagships with a video, each of 3 to 5 stops", () => {
    expect(Object.keys(walkthroughs)).toHaveLength(42);
    for (const [code, stops] of Object.entries(walkthroughs)) {
      expect(stops.length, code).toBeGreaterThanOrEqual(3);
      expect(stops.length, code).toBeLessThanOrEqual(5);
      expect(fs.existsSync(path.join(ROOT, "content", "flagships", `${code}.json`)), code).toBe(true);
      expect(fs.existsSync(path.join(ROOT, "public", "media", "flagships", `${code}.svg`)), code).toBe(true);
    }
  });

  it("refuses a stop outside the drawing, a missing caption, an unknown field or a bad code", () => {
    const stop = { x: 10, y: 10, r: 40, hazard: "Hot oil", control: "Fit a cut-out." };
    expect(loadWalkthroughs(fileWith({ "RC-1174-001": [stop] }))).toEqual({ "RC-1174-001": [stop] });
    expect(() => loadWalkthroughs(fileWith({ "RC-1174-001": [{ ...stop, x: 700 }] }))).toThrow();
    expect(() => loadWalkthroughs(fileWith({ "RC-1174-001": [{ ...stop, control: "" }] }))).toThrow();
    expect(() => loadWalkthroughs(fileWith({ "RC-1174-001": [{ ...stop, zoom: 2 }] }))).toThrow();
    expect(() => loadWalkthroughs(fileWith({ "1174": [stop] }))).toThrow();
    expect(() => loadWalkthroughs(fileWith({ "RC-1174-001": [] }))).toThrow();
  });
});
