/**
 * Fault (issue #11): the app killed with SIGKILL in the middle of report saves and profile updates
 * leaves no partial or corrupt rows. A child process (save-worker.ts) saves in a tight loop and is
 * killed three times at a random moment; after each kill the database is reopened (PGlite recovers
 * its folder, PostgreSQL just carries on) and checked: every report row is whole (its name and
 * customization come from the same round), the draft points at an existing report with the same
 * customization (one transaction), the profile's fields all come from one round, and every round
 * the worker reported as committed is there.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users";
import { openDatabase, type DbHandle } from "~/server/db/client";
import { industries, profiles, reportDrafts, userReports } from "~/server/db/schema";
import { dbKinds, freshDataDir, type DbKind } from "~/tests/support/db";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => undefined);
});

async function target(kind: DbKind): Promise<string> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-fault-kill-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    await freshDataDir(dir);
    return dir;
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `rc_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const open = (t: string) => openDatabase(t.startsWith("postgres") ? { url: t } : { dataDir: t });

/** Runs the worker from round `start` until it has committed `rounds` more, plus a random moment; SIGKILL. */
function runAndKill(t: string, userId: number, industryId: number, start: number, rounds: number) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "tests/faults/save-worker.ts",
        t,
        String(userId),
        String(industryId),
        String(start),
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let last = start - 1;
    let killing = false;
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.on("data", (d: Buffer) => {
      for (const line of d.toString().split("\n")) if (/^\d+$/.test(line)) last = Number(line);
      if (!killing && last >= start + rounds - 1) {
        killing = true;
        setTimeout(() => child.kill("SIGKILL"), Math.floor(Math.random() * 40));
      }
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(last);
      else reject(new Error(`worker exited ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

async function check(h: DbHandle, userId: number, industryId: number, committed: number) {
  const round = (s: string) => Number(/round (\d+)/.exec(s)?.[1] ?? NaN);
  const reports = await h.db.select().from(userReports).where(eq(userReports.userId, userId));
  expect(reports.length).toBeGreaterThan(0);
  for (const r of reports) {
    const custom = JSON.parse(r.customizations[0].customization) as {
      grouping: Array<{ classes: number[] }>;
      comments: Array<{ comment: string }>;
    };
    const n = custom.grouping[0].classes[0];
    expect(r.name).toBe(`Insured ${n}`);
    expect(round(custom.comments[0].comment)).toBe(n);
    expect(custom.comments[0].comment.length).toBe(`round ${n} `.length + 4000);
  }
  const newest = Math.max(...reports.map((r) => round(r.customizations[0].customization)));
  expect(newest).toBeGreaterThanOrEqual(committed);

  const [draft] = await h.db.select().from(reportDrafts).where(eq(reportDrafts.userId, userId));
  if (draft.reportId !== null) {
    const report = reports.find((r) => r.id === draft.reportId);
    expect(report, "the draft points at an existing report").toBeDefined();
    // Same transaction: the draft holds exactly what the report holds (jsonb reorders keys).
    expect(draft.customization).toEqual(JSON.parse(report!.customizations[0].customization));
  }
  const [p] = await h.db.select().from(profiles).where(eq(profiles.userId, userId));
  const n = Number(p.phone);
  expect(n).toBeGreaterThanOrEqual(committed);
  expect(p).toMatchObject({ personName: `Person ${n}`, email: `p${n}@example.com`, jobTitle: `Job ${n}` });
  expect(round(p.description)).toBe(n);
  void industryId;
  return Math.max(n, newest);
}

describe.each(dbKinds())("SIGKILL during saves on %s", (kind) => {
  it("leaves no partial or corrupt rows, and keeps every committed round", async () => {
    const t = await target(kind);
    let h = await open(t);
    await h.migrate();
    const userId = await createUser(h.db, {
      userName: "fault.kill",
      password: "fault-kill-pass-2026",
      personName: "Person 0",
      email: "p0@example.com",
      country: "au",
      companyName: "Fault Brokers",
      acceptedToc: true,
    });
    const [industry] = await h.db
      .insert(industries)
      .values({ code: "RC-FAULT-001", name: "Fault Cafe", anzsic: "4511", uksic: "56101", naics: "722515" })
      .returning({ id: industries.id });
    await h.close();

    let next = 1;
    for (let kill = 0; kill < 3; kill++) {
      const committed = await runAndKill(t, userId, industry.id, next, 5);
      h = await open(t);
      try {
        const reached = await check(h, userId, industry.id, committed);
        next = reached + 1;
      } finally {
        await h.close();
      }
    }
    expect(next).toBeGreaterThan(15);
  }, 90_000);
});
