import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { inject } from "vitest";
import { seedDemoData } from "~/server/accounts/seed";
import type { ContentError } from "~/server/content/content-error";
import { importContent } from "~/server/content/import";
import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import { invalidateContentCaches } from "~/server/content/versioned";
import { openDatabase, pgliteHandle, type DbHandle } from "~/server/db/client";
import { clearSearchCache } from "~/server/industries/search";

export type DbKind = "pglite" | "postgres";

/**
 * What a fresh database holds: "empty" migrated only; "content" also the full content pack
 * (CONTENT_DIR) imported; "demo" also the demo data seeded.
 */
export type DbState = "empty" | "content" | "demo";

/** The prepared databases of this run (tests/support/global-setup.ts), by state. */
export type DbSnapshots = {
  /** PGlite dumps (files). */
  pglite: Partial<Record<DbState, string>>;
  /** PostgreSQL template databases, when TEST_DATABASE_URL is set. */
  postgres: Partial<Record<DbState, string>>;
  /** loadContentPack(CONTENT_DIR).errors of this run. */
  packErrors: ContentError[];
};

declare module "vitest" {
  export interface ProvidedContext {
    dbSnapshots: DbSnapshots;
  }
}

/** Absent when the file runs without the global setup (another config): then built step by step. */
function snapshots(): DbSnapshots | undefined {
  try {
    return inject("dbSnapshots");
  } catch {
    return undefined;
  }
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** The errors loadContentPack(CONTENT_DIR) reports, read once per run when the global setup ran. */
export function contentPackErrors(): ContentError[] {
  return snapshots()?.packErrors ?? loadContentPack(CONTENT_DIR).errors;
}

/**
 * A fresh, migrated database of its own (`state` says what else it holds): PGlite in memory, or a
 * throwaway PostgreSQL database created next to TEST_DATABASE_URL and dropped again by `close`. It is
 * a copy of the run's prepared database of that state, or built here when there is none.
 */
export async function freshDatabase(kind: DbKind, state: DbState = "empty"): Promise<DbHandle> {
  const prepared = snapshots()?.[kind][state];
  const handle = kind === "pglite" ? await freshPglite(prepared) : await freshPostgres(prepared);
  if (!prepared) {
    await handle.migrate();
    if (state !== "empty") await importContent(handle.db, loadContentPack(CONTENT_DIR).pack!);
    if (state === "demo") await seedDemoData(handle.db);
  } else if (state !== "empty") {
    // As importContent does: no content cache of this process may answer from another database.
    clearSearchCache();
    invalidateContentCaches();
  }
  return handle;
}

/**
 * A fresh, migrated PGlite database in the folder `dir` (empty or missing), for a test that opens the
 * folder itself: the run's prepared database when there is one.
 */
export async function freshDataDir(dir: string): Promise<void> {
  const dump = snapshots()?.pglite.empty;
  if (dump) {
    const loadDataDir = new Blob([fs.readFileSync(dump)]);
    await (await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir })).close();
    return;
  }
  const handle = await openDatabase({ dataDir: dir });
  await handle.migrate();
  await handle.close();
}

async function freshPglite(dump: string | undefined): Promise<DbHandle> {
  if (!dump) return openDatabase({ dataDir: "memory" });
  const loadDataDir = new Blob([fs.readFileSync(dump)]);
  return pgliteHandle(await PGlite.create({ extensions: { pg_trgm }, loadDataDir }));
}

async function freshPostgres(template: string | undefined): Promise<DbHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `rc_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
