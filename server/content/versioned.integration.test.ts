import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "~/tests/support/db";
import type { DbHandle } from "../db/client";
import { contentImports } from "../db/schema";
import { contentCached, contentKeyed, invalidateContentCaches, warmContentCaches } from "./versioned";

/** contentKeyed (decision 0012): one read per key and content version, bounded, shared values frozen. */
describe("contentKeyed", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase("pglite");
    await h.db.insert(contentImports).values({ hash: "v1", summary: {} });
  });
  afterAll(() => h.close());
  afterEach(() => vi.useRealTimers());

  function counted(max?: number) {
    const reads = new Map<number, number>();
    const cache = contentKeyed(async (_db, id: number) => {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return { id, names: [`industry ${id}`] };
    }, max);
    return { cache, reads };
  }

  it("reads a key once and then serves it from memory", async () => {
    const { cache, reads } = counted();
    const first = await cache.get(h.db, 7);
    const again = await Promise.all([cache.get(h.db, 7), cache.get(h.db, 7)]);
    expect(first).toEqual({ id: 7, names: ["industry 7"] });
    expect(again[0]).toBe(first);
    expect(again[1]).toBe(first);
    expect(reads.get(7)).toBe(1);
  });

  it("reads again once a newer content import is seen (checked at most every 30 s)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { cache, reads } = counted();
    await cache.get(h.db, 1);
    await h.db.insert(contentImports).values({ hash: "v2", summary: {} });
    vi.setSystemTime(Date.now() + 10_000);
    await cache.get(h.db, 1);
    expect(reads.get(1)).toBe(1); // not checked yet
    vi.setSystemTime(Date.now() + 25_000);
    await cache.get(h.db, 1);
    expect(reads.get(1)).toBe(2); // version changed: read again
    vi.setSystemTime(Date.now() + 31_000);
    await cache.get(h.db, 1);
    expect(reads.get(1)).toBe(2); // checked, same version: still from memory
  });

  it("is cleared by an import in this process", async () => {
    const { cache, reads } = counted();
    await cache.get(h.db, 3);
    invalidateContentCaches();
    await cache.get(h.db, 3);
    expect(reads.get(3)).toBe(2);
  });

  it("keeps at most max keys, dropping the least recently used", async () => {
    const { cache, reads } = counted(2);
    await cache.get(h.db, 1);
    await cache.get(h.db, 2);
    await cache.get(h.db, 1); // 1 is now the most recent
    await cache.get(h.db, 3); // drops 2
    await cache.get(h.db, 1);
    expect(reads.get(1)).toBe(1);
    await cache.get(h.db, 2);
    expect(reads.get(2)).toBe(2);
  });

  it("does not keep a failed read", async () => {
    let calls = 0;
    const cache = contentKeyed(async (_db, id: number) => {
      calls++;
      if (calls === 1) throw new Error("database hiccup");
      return id;
    });
    await expect(cache.get(h.db, 9)).rejects.toThrow("database hiccup");
    await expect(cache.get(h.db, 9)).resolves.toBe(9);
  });

  it("freezes shared values outside production, so a caller cannot change what others see", async () => {
    const { cache } = counted();
    const value = await cache.get(h.db, 5);
    expect(() => value.names.push("changed")).toThrow(TypeError);
    expect(() => {
      (value as { id: number }).id = 6;
    }).toThrow(TypeError);
  });
});

/** warmContentCaches (issue 24): the start builds every whole-content cache once, off the request path. */
describe("warmContentCaches", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase("pglite");
    await h.db.insert(contentImports).values({ hash: "v1", summary: {} });
  });
  afterAll(() => h.close());

  it("builds a whole-content cache before its first use, and the first use reads nothing more", async () => {
    let builds = 0;
    const cache = contentCached(async () => ({ built: ++builds }));
    expect(builds).toBe(0);
    await warmContentCaches(h.db);
    expect(builds).toBe(1);
    expect(await cache.get(h.db)).toEqual({ built: 1 });
    expect(builds).toBe(1);
  });
});
