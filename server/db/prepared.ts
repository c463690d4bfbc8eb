import type { DbOrTx } from "./client";

/**
 * A query that runs on (nearly) every request, prepared once per database handle: PostgreSQL parses
 * and plans it once per connection instead of on every call (Drizzle's `.prepare()`; without it
 * postgres.js sends each query as an unnamed statement). Issue #22 measured the signed-in user's
 * query this way. PgBouncer in transaction mode needs `max_prepared_statements` (docs/deploy.md).
 */
export function preparedPerDb<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byDb = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
