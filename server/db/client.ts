import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { env } from "../config/env";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * Runs `fn` while holding the database-wide preparation lock (PostgreSQL: a session advisory lock
   * on a reserved connection, released when `fn` ends or the process dies), so several app servers
   * starting at once on one database migrate and import one after the other, never together.
   * PGlite serves one process: `fn` just runs.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Advisory lock key of database preparation (migrations, content import, seeding): "RCprep". */
const PREPARE_LOCK = 0x5243_7072;

export const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");

/** Opens a database: PostgreSQL when a URL is given, else PGlite (in memory when dataDir is "memory"). */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.url) {
    const client = postgres(opts.url, {
      max: 10,
      idle_timeout: 30,
      connect_timeout: 5,
      // While the server is down, retry a connection after at most 0.5 s (the default backoff grows
      // to 20 s): requests waiting for a connection fail fast with a 503 and the app recovers within
      // a second of PostgreSQL coming back (tests/e2e/faults.spec.ts).
      backoff: (retries: number) => Math.min(0.05 * retries, 0.5),
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await client`create extension if not exists pg_trgm`;
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      },
      ping: async () => {
        await client`select 1`;
      },
      exclusive: async (fn) => {
        const conn = await client.reserve();
        try {
          await conn`select pg_advisory_lock(${PREPARE_LOCK})`;
          return await fn();
        } finally {
          await conn`select pg_advisory_unlock(${PREPARE_LOCK})`.catch(() => undefined);
          conn.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = opts.dataDir ?? "memory";
  let client: PGlite;
  if (dir === "memory") {
    client = await PGlite.create({ extensions: { pg_trgm } });
  } else {
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  }
  return pgliteHandle(client);
}

/** A handle on an open PGlite (tests open one from a dump of a prepared database). */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await client.exec("create extension if not exists pg_trgm");
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * The process-wide database. The Express server and the bundled React Router build are two module
 * graphs; keeping the handle on globalThis gives both the same connection (two PGlite instances on
 * one data folder would corrupt it).
 */
const KEY = Symbol.for("riskcoach.db");
type GlobalWithDb = typeof globalThis & { [KEY]?: Promise<DbHandle> };

export function appDatabase(): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  if (!g[KEY]) {
    const e = env();
    g[KEY] = openDatabase({ url: e.DATABASE_URL, dataDir: path.join(e.DATA_DIR, "pglite") });
  }
  return g[KEY]!;
}

export async function getDb(): Promise<Db> {
  return (await appDatabase()).db;
}

export async function closeAppDatabase() {
  const g = globalThis as GlobalWithDb;
  const handle = g[KEY];
  g[KEY] = undefined;
  if (handle) await (await handle).close();
}
