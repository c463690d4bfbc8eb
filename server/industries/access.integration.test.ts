import { and, eq, inArray, isNotNull, isNull, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "../accounts/users";
import { loadCurrentUser, type CurrentUser } from "../accounts/viewer";
import type { DbHandle } from "../db/client";
import { industries, industryHistory } from "../db/schema";
import { gatedIndustry, NOT_OPENED_MESSAGE, openIndustry, TRIAL_UPGRADE_MESSAGE } from "./access";
import { lockoutMessage, openCounted, searchLimit } from "./history";

/** Issue 18 (Layers): the industry rules answer with results; nothing here is an HTTP response. */
describe.each(dbKinds())("openIndustry and gatedIndustry on %s", (kind) => {
  let h: DbHandle;
  let cafe: number; // in the trial set
  let nursery: number; // not in the trial set
  let alias: { id: number; mainId: number };
  const users: Record<string, CurrentUser> = {};

  async function user(name: string, roles: Array<"Trial"> = []): Promise<CurrentUser> {
    const id = await createUser(h.db, {
      userName: name,
      password: "password-123456",
      personName: name,
      email: `${name}@example.com`,
      country: "au",
      roles,
      companyName: "Co",
      acceptedToc: true,
    });
    return (await loadCurrentUser(h.db, id))!;
  }
  const idOf = async (code: string) =>
    (
      await h.db
        .select({ id: industries.id })
        .from(industries)
        .where(and(eq(industries.code, code), isNull(industries.aliasOfId)))
    )[0].id;

  beforeAll(async () => {
    h = await freshDatabase(kind, "content");
    cafe = await idOf("RC-4511-001");
    nursery = await idOf("RC-1174-001");
    const [a] = await h.db
      .select({ id: industries.id, mainId: industries.aliasOfId })
      .from(industries)
      .where(isNotNull(industries.aliasOfId))
      .limit(1);
    alias = { id: a.id, mainId: a.mainId! };
    users.advisor = await user("access.advisor");
    users.trial = await user("access.trial", ["Trial"]);
    users.passive = await user("access.passive");
    users.locked = await user("access.locked");
    // access.locked has used up the rolling search limit on other industries.
    const limit = searchLimit().maxIndustries;
    const others = await h.db
      .select({ id: industries.id })
      .from(industries)
      .where(not(inArray(industries.id, [cafe, nursery])))
      .orderBy(industries.id)
      .limit(limit);
    await h.db
      .insert(industryHistory)
      .values(others.map((o) => ({ userId: users.locked.id, industryId: o.id })));
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it("opens a known industry and records the open", async () => {
    const opened = await openIndustry(h.db, users.advisor, String(cafe), { count: true });
    expect(opened).toMatchObject({ ok: true, industry: { id: cafe } });
    expect(await openCounted(h.db, users.advisor.id, cafe)).toBe(true);
  });

  it("refuses an unknown or malformed id as not-found", async () => {
    for (const raw of ["999999", "abc", undefined, "1e400"])
      expect(await openIndustry(h.db, users.advisor, raw, { count: true })).toEqual({
        ok: false,
        reason: "not-found",
      });
  });

  it("answers an alias with its main industry's id", async () => {
    expect(await openIndustry(h.db, users.advisor, String(alias.id), { count: true })).toEqual({
      ok: false,
      reason: "alias",
      mainId: alias.mainId,
    });
  });

  it("refuses a trial user an industry outside the trial set, with the upgrade message", async () => {
    expect(await openIndustry(h.db, users.trial, String(nursery), { count: true })).toEqual({
      ok: false,
      reason: "trial",
      message: TRIAL_UPGRADE_MESSAGE,
    });
    expect(await openIndustry(h.db, users.trial, String(cafe), { count: true })).toMatchObject({ ok: true });
  });

  it("lets a passive request read only an industry already opened, and records nothing", async () => {
    expect(await openIndustry(h.db, users.passive, String(nursery), { count: false })).toEqual({
      ok: false,
      reason: "not-opened",
      message: NOT_OPENED_MESSAGE,
    });
    expect(await openCounted(h.db, users.passive.id, nursery)).toBe(false);
    await openIndustry(h.db, users.passive, String(nursery), { count: true });
    expect(await openIndustry(h.db, users.passive, String(nursery), { count: false })).toMatchObject({
      ok: true,
      industry: { id: nursery },
    });
  });

  it("refuses a new industry past the search limit with the lockout message", async () => {
    expect(await openIndustry(h.db, users.locked, String(cafe), { count: true })).toEqual({
      ok: false,
      reason: "limit",
      message: lockoutMessage(),
    });
    expect(await openCounted(h.db, users.locked.id, cafe)).toBe(false);
  });

  it("gatedIndustry: a lookup only, not-found when unknown", async () => {
    expect(await gatedIndustry(h.db, String(nursery))).toMatchObject({ ok: true, industry: { id: nursery } });
    expect(await gatedIndustry(h.db, "999999")).toEqual({ ok: false, reason: "not-found" });
    expect(await gatedIndustry(h.db, "x")).toEqual({ ok: false, reason: "not-found" });
  });
});
