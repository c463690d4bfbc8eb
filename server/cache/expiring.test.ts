import { describe, expect, it } from "vitest";
import { expiringCache } from "./expiring";

describe("expiringCache", () => {
  it("forgets an entry once its time is up", () => {
    let t = 1_000;
    const cache = expiringCache<number>({ max: 10, ttlMs: 5_000, clock: { now: () => t } });
    cache.set("a", 1);
    t += 4_999;
    expect(cache.has("a")).toBe(true);
    expect(cache.get("a")).toBe(1);
    t += 2;
    expect(cache.has("a")).toBe(false);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps at most `max` entries, dropping the least recently used", () => {
    const cache = expiringCache<boolean>({ max: 3 });
    for (const k of ["a", "b", "c"]) cache.set(k, true);
    cache.get("a");
    cache.set("d", true);
    expect(cache.size).toBe(3);
    expect(cache.has("b")).toBe(false);
    expect([...cache.keys()].sort()).toEqual(["a", "c", "d"]);
  });

  it("without ttlMs keeps entries until pushed out", () => {
    let t = 0;
    const cache = expiringCache<boolean>({ max: 2, clock: { now: () => t } });
    cache.set("a", true);
    t += 1e9;
    expect(cache.has("a")).toBe(true);
  });
});
