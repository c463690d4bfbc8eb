import { describe, expect, it } from "vitest";
import { gazetteerReady, placeById, searchPlaces, warmGazetteer } from "./gazetteer";

/**
 * The gazetteer is built in a worker thread (issue #22): about 3 s of CPU that, done on the main
 * thread, left a freshly started server answering nothing. Its own file: the module starts unloaded.
 */
describe("gazetteer warm-up in a worker thread", () => {
  it("keeps the event loop turning while it loads, and a lookup made meanwhile waits for it", async () => {
    let last = performance.now();
    let longestGap = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 10);
    const started = performance.now();
    const warming = warmGazetteer();
    // A search arriving during the load waits for the same load rather than building another copy.
    const [found] = await gazetteerReady().then(() => searchPlaces("parramat"));
    await warming;
    clearInterval(timer);
    const took = performance.now() - started;

    expect(found).toMatchObject({ suburb: "Parramatta", postcode: "2150", state: "NSW" });
    expect(placeById("au:2150:PARRAMATTA")?.label).toBe("Parramatta NSW 2150, Australia");
    expect(searchPlaces("auckland")[0]).toMatchObject({ country: "NZ", state: "Auckland" });
    // Built on this thread the load blocked it for its whole length (seconds); now the slices leave
    // only short pauses. Generous bound for a busy machine, far below the blocking build.
    expect(took).toBeGreaterThan(500);
    expect(ticks).toBeGreaterThan(10);
    expect(longestGap).toBeLessThan(Math.max(400, took / 4));
    // Loaded once: later calls resolve at once.
    await expect(gazetteerReady()).resolves.toBeUndefined();
  }, 60_000);
});
