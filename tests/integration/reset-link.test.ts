import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as resetRoute from "~/app/routes/public/reset-password";
import { callRoute } from "~/tests/support/routes";
import { dbKinds, freshDatabase } from "~/tests/support/db";
import { createUser } from "~/server/accounts/users";
import { env, resetEnvCache } from "~/server/config/env";
import type { DbHandle } from "~/server/db/client";
import { logger } from "~/server/log/logger";
import { emailLinkOrigin, requestPasswordReset } from "~/server/auth/password-reset";

/**
 * Issue 23 items 1 and 13: a reset link never comes from the request's Host, and the live link
 * never reaches the logs (the .eml file's path does).
 */
const DB_KEY = Symbol.for("riskcoach.db");

function lastMailTo(email: string): string {
  const dir = path.join(process.env.DATA_DIR!, "mail");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  return fs.readFileSync(path.join(dir, files[files.length - 1]), "utf8").replace(/=\r?\n/g, "");
}

describe.each(dbKinds())("reset links on %s", (kind) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    for (const name of ["victim.one", "victim.two", "victim.three"])
      await createUser(h.db, {
        userName: name,
        password: "a-long-password-1",
        personName: "V",
        email: `${name}@example.com`,
        country: "au",
        companyName: "V Co",
      });
    (globalThis as Record<symbol, unknown>)[DB_KEY] = Promise.resolve(h);
  });
  afterAll(async () => {
    (globalThis as Record<symbol, unknown>)[DB_KEY] = undefined;
    delete process.env.CROSS_HOST_BROKER_URL;
    resetEnvCache();
    await h.close();
  });

  it("POST /reset-password with Host: evil.example emails a link to APP_URL, never to evil.example", async () => {
    const out = await callRoute(resetRoute.action, {
      url: "http://evil.example/reset-password",
      headers: { Host: "evil.example" },
      form: [["userName", "victim.one"]],
    });
    expect(out.status).toBe(200);
    const mail = lastMailTo("victim.one@example.com");
    expect(mail).not.toContain("evil.example");
    expect(mail).toMatch(new RegExp(`${env().APP_URL}/reset-password/[A-Za-z0-9_-]{20,}`));
  });

  it("uses the request's origin only when the configuration names it", () => {
    process.env.CROSS_HOST_BROKER_URL = "https://app.brokerhub.example/";
    resetEnvCache();
    expect(emailLinkOrigin("https://app.brokerhub.example")).toBe("https://app.brokerhub.example");
    expect(emailLinkOrigin("https://evil.example")).toBe(env().APP_URL);
    expect(emailLinkOrigin("http://app.brokerhub.example")).toBe(env().APP_URL);
    expect(emailLinkOrigin(null)).toBe(env().APP_URL);
  });

  it("logs the mail file's path, never the live link", async () => {
    const info = vi.spyOn(logger, "info");
    try {
      expect(
        await requestPasswordReset(h.db, { userName: "victim.two", requestOrigin: null, ip: "10.7.0.1" }),
      ).toBe("sent");
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(lastMailTo("victim.two@example.com"))![1];
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).not.toContain(token);
      expect(logged).toContain(".eml");
    } finally {
      info.mockRestore();
    }
  });
});
