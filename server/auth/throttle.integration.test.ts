import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "../accounts/users";
import type { DbHandle } from "../db/client";
import { attemptLogin } from "./login";
import { AUTH_MESSAGES } from "./messages";
import { completePasswordReset, requestPasswordReset } from "./password-reset";

/**
 * Issue 23 item 8: sign-in throttling an attacker cannot turn against a victim, reset throttling,
 * and a completed reset ending a lockout. Each case failed on the old login_attempts counters.
 */
const PASSWORD = "correct-horse-battery";

function mailsTo(email: string): string[] {
  const dir = path.join(process.env.DATA_DIR!, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8").replace(/=\r?\n/g, ""));
}

describe.each(dbKinds())("throttling on %s", (kind) => {
  let h: DbHandle;
  let n = 0;
  const person = async (prefix: string) => {
    const userName = `${prefix}.${kind}.${++n}`;
    await createUser(h.db, {
      userName,
      password: PASSWORD,
      personName: "T",
      email: `${userName}@example.com`,
      country: "au",
      companyName: "T Co",
    });
    return userName;
  };
  const login = (username: string, password: string, ip: string) =>
    attemptLogin(h.db, { username, password, ip });

  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it("blocks guessing from one address without locking the owner out elsewhere", async () => {
    const name = await person("pair");
    for (let i = 0; i < 5; i++) expect((await login(name, "wrong", "203.0.113.1")).ok).toBe(false);
    const attacker = await login(name, PASSWORD, "203.0.113.1");
    expect(attacker).toMatchObject({ ok: false, status: 429, message: AUTH_MESSAGES.throttled });
    // Old behaviour: five bad passwords from anywhere locked the account for everyone (429 here).
    expect((await login(name, PASSWORD, "198.51.100.7")).ok).toBe(true);
  });

  it("slows a distributed attack down per account, and the owner's known address still signs in", async () => {
    const name = await person("spread");
    expect((await login(name, PASSWORD, "198.51.100.20")).ok).toBe(true); // the owner's usual address
    for (let i = 0; i < 5; i++) await login(name, "wrong", `203.0.113.${10 + i}`);
    // Slowed down, not locked: one more guess from a new address is let through, the next waits.
    expect(await login(name, "wrong-again", "203.0.113.50")).toMatchObject({ ok: false, status: 400 });
    const next = await login(name, "wrong-again", "203.0.113.51");
    expect(next).toMatchObject({ ok: false, status: 429 });
    expect((next as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(10);
    expect((await login(name, PASSWORD, "198.51.100.20")).ok).toBe(true);
  });

  it("a proxy IP that guessed 30 times does not lock out colleagues who sign in correctly", async () => {
    const colleague = await person("proxy");
    const proxy = "192.0.2.99";
    expect((await login(colleague, PASSWORD, proxy)).ok).toBe(true);
    for (let i = 0; i < 30; i++) await login(`ghost-${n}-${i}`, "x", proxy);
    // Guessing at a new account from that IP is refused...
    expect(await login(`ghost-${n}-new`, "x", proxy)).toMatchObject({ ok: false, status: 429 });
    // ...while a colleague behind the same proxy who has signed in from it before goes on working.
    expect((await login(colleague, PASSWORD, proxy)).ok).toBe(true);
  });

  it("sends at most RESET_MAX_PER_ACCOUNT reset emails per account per hour", async () => {
    const name = await person("reset");
    const outcomes = [];
    for (let i = 0; i < 25; i++)
      outcomes.push(
        await requestPasswordReset(h.db, { userName: name, requestOrigin: null, ip: `203.0.113.${100 + i}` }),
      );
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(3);
    expect(outcomes.slice(3).every((o) => o === "throttled")).toBe(true);
    expect(mailsTo(`${name}@example.com`)).toHaveLength(3);
  });

  it("limits reset requests per IP across accounts", async () => {
    const ip = "203.0.113.200";
    const outcomes = [];
    for (let i = 0; i < 21; i++)
      outcomes.push(await requestPasswordReset(h.db, { userName: `nobody-${i}`, requestOrigin: null, ip }));
    expect(outcomes.slice(0, 20).every((o) => o === "not_found")).toBe(true);
    expect(outcomes[20]).toBe("throttled");
    const name = await person("reset-ip");
    expect(await requestPasswordReset(h.db, { userName: name, requestOrigin: null, ip })).toBe("throttled");
    expect(mailsTo(`${name}@example.com`)).toHaveLength(0);
  });

  it("a completed password reset ends the account's lockout", async () => {
    const name = await person("locked");
    for (let i = 0; i < 5; i++) await login(name, "wrong", "203.0.113.150");
    expect(await login(name, PASSWORD, "203.0.113.150")).toMatchObject({ ok: false, status: 429 });
    expect(
      await requestPasswordReset(h.db, { userName: name, requestOrigin: null, ip: "203.0.113.150" }),
    ).toBe("sent");
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailsTo(`${name}@example.com`)[0])![1];
    expect(await completePasswordReset(h.db, { token, password: "a-new-password-1" })).toBe("changed");
    expect((await login(name, "a-new-password-1", "203.0.113.150")).ok).toBe(true);
  });
});
