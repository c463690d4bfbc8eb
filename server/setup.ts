import { seedDemoData } from "./accounts/seed";
import { ensureSettingDefinitions } from "./accounts/users";
import { pruneLoginAttempts } from "./auth/login";
import { env } from "./config/env";
import { importContent } from "./content/import";
import { CONTENT_DIR, loadContentPack } from "./content/pack";
import type { DbHandle } from "./db/client";
import { logger } from "./log/logger";

/** Brings a database to the current schema and reference data; safe to run on every start. */
export async function prepareDatabase(handle: DbHandle, opts: { seed?: boolean; content?: boolean } = {}) {
  const started = Date.now();
  await handle.migrate();
  await ensureSettingDefinitions(handle.db);
  if (opts.content ?? true) {
    const { pack, errors } = loadContentPack(CONTENT_DIR);
    if (!pack) {
      for (const e of errors.slice(0, 20)) logger.error(e, "content error");
      throw new Error(
        `The content pack has ${errors.length} error(s); run npm run content:import to list them.`,
      );
    }
    const result = await importContent(handle.db, pack);
    if (result.changed) logger.info(result.summary, "content imported");
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
