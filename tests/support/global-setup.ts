import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { seedDemoData } from "~/server/accounts/seed";
import { importContent } from "~/server/content/import";
import { CONTENT_DIR, loadContentPack, type ContentPack } from "~/server/content/pack";
import { openDatabase, pgliteHandle, type DbHandle } from "~/server/db/client";
import { logger } from "~/server/log/logger";
import type { DbSnapshots, DbState } from "./db";

/**
 * Prepares the databases the test files start from, once per `vitest run` and never reused by the
 * next run: a migrated empty database, then the full content pack imported, then the demo data
 * seeded (what tests/support/routes.ts needs). PGlite: dumps in a temporary folder, which each file
 * loads into a new in-memory PGlite. PostgreSQL (TEST_DATABASE_URL): template databases, which each
 * file copies with `create database … template …`; dropped again at the end of the run.
 */
export default async function setup(project: TestProject) {
  const logLevel = logger.level;
  logger.level = "silent";
  const started = Date.now();
  const { pack, errors } = loadContentPack(CONTENT_DIR);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-db-snapshots-"));
  const base = process.env.TEST_DATABASE_URL;
  const admin = base ? postgres(base, { max: 1, onnotice: () => {} }) : null;
  const templates: string[] = [];
  const teardown = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!admin) return;
    for (const name of templates.reverse())
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    // One after the other: PGlite keeps the event loop busy, which would starve the other's queries.
    const pglite = await pgliteSnapshots(dir, pack);
    const pg = admin && base ? await postgresTemplates(admin, base, templates, pack) : {};
    const snapshots: DbSnapshots = { pglite, postgres: pg, packErrors: errors };
    project.provide("dbSnapshots", snapshots);
  } catch (error) {
    await teardown();
    throw error;
  } finally {
    logger.level = logLevel;
  }
  console.log(`test databases prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return teardown;
}

/** The states in order: each is the one before plus one step. */
function steps(pack: ContentPack | null) {
  const all: Array<[DbState, (h: DbHandle) => Promise<unknown>]> = [["empty", (h) => h.migrate()]];
  // With content errors there is nothing to import: tests then build those states themselves.
  if (pack) all.push(["content", (h) => importContent(h.db, pack)], ["demo", (h) => seedDemoData(h.db)]);
  return all;
}

async function pgliteSnapshots(dir: string, pack: ContentPack | null) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const handle = pgliteHandle(client);
  const files: Partial<Record<DbState, string>> = {};
  try {
    for (const [state, step] of steps(pack)) {
      await step(handle);
      const file = path.join(dir, `${state}.tar`);
      fs.writeFileSync(file, await checkpointedDump(client));
      files[state] = file;
    }
  } finally {
    await client.close();
  }
  return files;
}

/** The data folder as a tar, after a checkpoint (nothing to replay when a test file loads it). */
async function checkpointedDump(client: PGlite): Promise<Buffer> {
  await client.exec("checkpoint");
  return Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
}

/** Each state's template is a copy of the one before, then the step (nothing stays connected to it). */
async function postgresTemplates(
  admin: postgres.Sql,
  base: string,
  templates: string[],
  pack: ContentPack | null,
) {
  const prefix = `rc_tpl_${randomBytes(4).toString("hex")}`;
  const names: Partial<Record<DbState, string>> = {};
  let previous: string | null = null;
  for (const [state, step] of steps(pack)) {
    const name = `${prefix}_${state}`;
    templates.push(name);
    await admin.unsafe(previous ? `create database ${name} template ${previous}` : `create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      await step(handle);
    } finally {
      await handle.close();
    }
    names[state] = name;
    previous = name;
  }
  return names;
}
