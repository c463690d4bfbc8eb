import { desc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contentImports } from "../db/schema";

const CHECK_EVERY_MS = 30_000;

export async function contentVersion(db: DbOrTx): Promise<number> {
  const [latest] = await db
    .select({ id: contentImports.id })
    .from(contentImports)
    .orderBy(desc(contentImports.id))
    .limit(1);
  return latest?.id ?? 0;
}

/**
 * A value derived from imported content (search index, risk model), built once per process and
 * rebuilt when a newer content import exists (checked at most every 30 s). `invalidate` forces a
 * rebuild on the next use (the import in this process calls it).
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
  return {
    async get(db: DbOrTx): Promise<T> {
      if (!current) return (await rebuild(db)).value;
      if (Date.now() - current.checkedAt >= CHECK_EVERY_MS) {
        const cached = await current.value;
        current.checkedAt = Date.now();
        if ((await contentVersion(db)) !== cached.version) return (await rebuild(db)).value;
      }
      return (await current.value).value;
    },
    invalidate() {
      current = null;
    },
  };
}
