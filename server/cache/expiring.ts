import { LRUCache } from "lru-cache";

export type ExpiringCacheOptions = {
  /** Entries kept at most; past it the least recently used goes first. */
  max: number;
  /** How long an entry counts, in milliseconds; omitted: until it is pushed out by `max`. */
  ttlMs?: number;
  /** A clock for tests (lru-cache's `perf`); the default is `performance`. */
  clock?: { now(): number };
};

/**
 * The one in-process cache with a bound and an expiry (docs/decisions/0022): a thin, typed
 * wrapper around lru-cache so that every short-lived memo in server/ bounds its memory and ages
 * its entries the same way (the four hand-made Maps each had their own sweep or `clear()` when full).
 * `get`/`has` never return an entry older than `ttlMs`.
 */
export function expiringCache<V extends NonNullable<unknown>>(
  options: ExpiringCacheOptions,
): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: options.max,
    ...(options.ttlMs ? { ttl: options.ttlMs, ttlAutopurge: false } : {}),
    // lru-cache reads its clock at most once per millisecond of real time; a test clock is read every time.
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
  });
}
