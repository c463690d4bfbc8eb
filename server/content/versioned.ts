import { env, isProduction } from "../config/env";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contentImports } from "../db/schema";

/**
 * How long a process may serve content after another process (another worker or app server, or
 * `npm run content:import`) imported newer content: CONTENT_CHECK_SECONDS, 30 s by default. This is
 * the staleness bound of every content cache (docs/performance.md, tests/multi/instances.test.ts).
 */
export const contentCheckMs = () => env().CONTENT_CHECK_SECONDS * 1000;

export async function contentVersion(db: DbOrTx): Promise<number> {
  const [latest] = await db
    .select({ id: contentImports.id })
    .from(contentImports)
    .orderBy(desc(contentImports.id))
    .limit(1);
  return latest?.id ?? 0;
}

/** Every content cache of this process, so that an import here clears them all at once. */
const registry = new Set<{ invalidate(): void; warm?(db: DbOrTx): Promise<unknown> }>();

/**
 * Builds every whole-content cache of this process now: called once at start, in the background,
 * so the first industry page or report after a start does not pay for it (issue 24).
 */
export async function warmContentCaches(db: DbOrTx) {
  for (const cache of registry) await cache.warm?.(db);
}

/** Forces every content-derived cache of this process to rebuild on its next use (the import calls it). */
export function invalidateContentCaches() {
  for (const cache of registry) cache.invalidate();
}

/**
 * Values read from imported content are immutable until the next import, and shared by every
 * request: in development and tests they are frozen, so a caller that mutates one fails loudly
 * instead of corrupting what the next request sees.
 */
function shared<T>(value: T): T {
  if (isProduction()) return value;
  const seen = new Set<unknown>();
  const freeze = (v: unknown) => {
    if (v === null || typeof v !== "object" || seen.has(v)) return;
    seen.add(v);
    if (v instanceof Date) return;
    Object.freeze(v);
    for (const child of Object.values(v as Record<string, unknown>)) freeze(child);
  };
  freeze(value);
  return value;
}

/**
 * A value derived from imported content (search index, risk model), built once per process and
 * rebuilt when a newer content import exists (checked every CONTENT_CHECK_SECONDS, 30 s by default).
 * `invalidate` forces a rebuild on the next use (the import in this process calls it).
 */
export function contentCached<T>(build: (db: DbOrTx) => Promise<T>) {
  let current: { value: Promise<{ version: number; value: T }>; checkedAt: number } | null = null;
  const rebuild = (db: DbOrTx) => {
    const value = (async () => {
      const version = await contentVersion(db);
      return { version, value: await build(db) };
    })();
    current = { value, checkedAt: Date.now() };
    value.catch(() => {
      current = null;
    });
    return value;
  };
  const cache = {
    async get(db: DbOrTx): Promise<T> {
      if (!current) return (await rebuild(db)).value;
      if (Date.now() - current.checkedAt >= contentCheckMs()) {
        const cached = await current.value;
        current.checkedAt = Date.now();
        if ((await contentVersion(db)) !== cached.version) return (await rebuild(db)).value;
      }
      return (await current.value).value;
    },
    invalidate() {
      current = null;
    },
    warm: (db: DbOrTx) => cache.get(db),
  };
  registry.add(cache);
  return cache;
}

/**
 * Per-key values read from imported content (an industry's row, its write-up, whether it has a
 * quiz): each is read from the database once and then served from memory until the content version
 * changes (checked every CONTENT_CHECK_SECONDS, as above) or this process imports. At most `max` keys are
 * kept, the least recently used going first, so probing ids cannot grow it without bound.
 */
export function contentKeyed<K extends string | number, V>(
  build: (db: DbOrTx, key: K) => Promise<V>,
  max = 2_000,
) {
  const entries = new Map<K, Promise<V>>();
  let version: number | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const fresh = (db: DbOrTx): Promise<void> | null => {
    if (version !== null && Date.now() - checkedAt < contentCheckMs()) return null;
    checking ??= (async () => {
      try {
        const latest = await contentVersion(db);
        if (latest !== version) entries.clear();
        version = latest;
        checkedAt = Date.now();
      } finally {
        checking = null;
      }
    })();
    return checking;
  };
  const cache = {
    async get(db: DbOrTx, key: K): Promise<V> {
      const check = fresh(db);
      if (check) await check;
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = build(db, key).then(shared);
      value.catch(() => entries.delete(key));
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      return value;
    },
    invalidate() {
      entries.clear();
      version = null;
    },
  };
  registry.add(cache);
  return cache;
}
