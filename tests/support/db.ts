import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DbHandle } from "~/server/db/client";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database: PGlite in memory, or a throwaway PostgreSQL database created next to
 * TEST_DATABASE_URL and dropped again by `close`.
 */
export async function freshDatabase(kind: DbKind): Promise<DbHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory" });
    await handle.migrate();
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `rc_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
