import { afterEach, describe, expect, it, vi } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { DEMO_USERS } from "./accounts/seed";
import { resetEnvCache } from "./config/env";
import { users } from "./db/schema";
import { logger } from "./log/logger";
import { prepareDatabase } from "./setup";

/**
 * Issue 23 item 4: the demo accounts (published password) are created only when asked. `npm start`
 * used to seed them by default (SEED_DEMO defaulted to true) in every deployment.
 */
describe.each(dbKinds())("demo accounts on %s", (kind) => {
  afterEach(() => {
    delete process.env.SEED_DEMO;
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it("a start without SEED_DEMO creates no demo account and says so in the log", async () => {
    delete process.env.SEED_DEMO;
    resetEnvCache();
    const info = vi.spyOn(logger, "info");
    const h = await freshDatabase(kind);
    try {
      await prepareDatabase(h, { content: false });
      expect(await h.db.select({ id: users.id }).from(users)).toHaveLength(0);
      expect(info.mock.calls.some((c) => String(c.at(-1)).includes("demo accounts not created"))).toBe(true);
    } finally {
      await h.close();
    }
  });

  it("SEED_DEMO=true creates them and logs how many", async () => {
    process.env.SEED_DEMO = "true";
    resetEnvCache();
    const info = vi.spyOn(logger, "info");
    const h = await freshDatabase(kind);
    try {
      await prepareDatabase(h, { content: false });
      const seeded = DEMO_USERS.filter((u) => !u.allowedClasses).length;
      expect(await h.db.select({ id: users.id }).from(users)).toHaveLength(seeded);
      expect(info).toHaveBeenCalledWith({ created: seeded }, expect.stringContaining("demo accounts seeded"));
    } finally {
      await h.close();
    }
  });
});
