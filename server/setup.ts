import { seedDemoData } from "./accounts/seed";
import { ensureSettingDefinitions } from "./accounts/users";
import { pruneLoginAttempts } from "./auth/login";
import { env } from "./config/env";
import { importContent } from "./content/import";
import { CONTENT_DIR, loadContentPack } from "./content/pack";
import { desc } from "drizzle-orm";
import type { DbHandle } from "./db/client";
import { contentImports } from "./db/schema";
import { logger } from "./log/logger";

type PrepareOptions = { seed?: boolean; content?: boolean; contentDir?: string };

/**
 * Brings a database to the current schema and reference data; safe to run on every start. Several
 * app servers starting at once on one PostgreSQL database take turns (DbHandle.exclusive): the first
 * migrates and imports, the others find nothing left to do.
 */
export function prepareDatabase(handle: DbHandle, opts: PrepareOptions = {}) {
  return handle.exclusive(() => prepareLocked(handle, opts));
}

async function prepareLocked(handle: DbHandle, opts: PrepareOptions) {
  const started = Date.now();
  await handle.migrate();
  await ensureSettingDefinitions(handle.db);
  if (opts.content ?? true) {
    const { pack, errors } = loadContentPack(opts.contentDir ?? CONTENT_DIR);
    if (!pack) {
      for (const e of errors.slice(0, 50)) logger.error(e, "content error");
      // Issue 23 item 17: one bad file must not take down a server whose database already holds
      // good content. Keep serving the last good import; refuse only when there is none.
      const [last] = await handle.db
        .select({ id: contentImports.id, at: contentImports.importedAt })
        .from(contentImports)
        .orderBy(desc(contentImports.id))
        .limit(1);
      if (!last)
        throw new Error(
          `The content pack has ${errors.length} error(s) and the database holds no content yet; run npm run content:import to list them.`,
        );
      logger.error(
        { errors: errors.length, lastImport: last.at },
        "content pack not imported: serving the last good import",
      );
    } else {
      for (const e of pack.entryErrors.slice(0, 50)) logger.warn(e, "industry entry left out");
      const result = await importContent(handle.db, pack);
      if (result.changed) logger.info(result.summary, "content imported");
    }
  }
  // Demo accounts share a published password: created only when asked (npm run demo / dev, tests,
  // or SEED_DEMO=true), and the log says which way it went.
  if (opts.seed ?? env().SEED_DEMO) {
    const created = await seedDemoData(handle.db);
    logger.info({ created }, "demo accounts seeded (SEED_DEMO=true or npm run demo)");
  } else if (opts.seed === undefined) {
    logger.info("demo accounts not created (SEED_DEMO is off; set SEED_DEMO=true or use npm run demo)");
  }
  await pruneLoginAttempts(handle.db);
  logger.info({ db: handle.kind, ms: Date.now() - started }, "database ready");
}
