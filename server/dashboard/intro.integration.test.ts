import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { hasUserFlag, INTRO_FLAG, setUserFlag } from "./intro";

describe.each(dbKinds())("user flags on %s", (kind) => {
  let h: DbHandle;
  let a: number;
  let b: number;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const base = { password: "a-long-password-1", country: "au" as const, companyName: "Co" };
    a = await createUser(h.db, { ...base, userName: "flag.a", personName: "A", email: "a@x.example" });
    b = await createUser(h.db, { ...base, userName: "flag.b", personName: "B", email: "b@x.example" });
  }, 60_000);
  afterAll(async () => h?.close());

  it("intro_tailored_report_viewed is per user and idempotent", async () => {
    expect(await hasUserFlag(h.db, a, INTRO_FLAG)).toBe(false);
    await setUserFlag(h.db, a, INTRO_FLAG);
    await setUserFlag(h.db, a, INTRO_FLAG);
    expect(await hasUserFlag(h.db, a, INTRO_FLAG)).toBe(true);
    expect(await hasUserFlag(h.db, b, INTRO_FLAG)).toBe(false);
  });
});
