import { seedDemoData } from "./accounts/seed";
import { ensureSettingDefinitions } from "./accounts/users";
import { pruneLoginAttempts } from "./auth/login";
import { env } from "./config/env";
import type { DbHandle } from "./db/client";
import { logger } from "./log/logger";

/** Brings a database to the current schema and reference data; safe to run on every start. */
export async function prepareDatabase(handle: DbHandle, opts: { seed?: boolean } = {}) {
  const started = Date.now();
  await handle.migrate();
  await ensureSettingDefinitions(handle.db);
  if (opts.seed ?? env().SEED_DEMO) await seedDemoData(handle.db);
  await pruneLoginAttempts(handle.db);
  logger.info({ db: handle.kind, ms: Date.now() - started }, "database ready");
}
