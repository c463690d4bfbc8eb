/**
 * Issue #22: two app servers on one PostgreSQL database behave as one. Two production servers
 * (separate Node.js processes, `server.ts` on the production build, each with its own DATA_DIR so
 * nothing is shared through the disk) start together on one fresh database behind a small
 * round-robin reverse proxy started here (TRUST_PROXY=true, as in docs/deploy.md). A request may be
 * pinned to one server with a header the proxy strips; the proxy records which server answered.
 *
 * Runs when TEST_DATABASE_URL is set (CI sets it); skipped otherwise. Needs `npm run build` (npm test
 * builds before the unit suite); builds once when the build is missing.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, count, eq, isNull } from "drizzle-orm";
import postgres from "postgres";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "~/server/auth/messages";
import { importContent } from "~/server/content/import";
import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import { openDatabase, type DbHandle } from "~/server/db/client";
import { contentImports, industries, users, userReports } from "~/server/db/schema";

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const PASSWORD = "RiskCoach-demo-2026";
/** Both servers check the content version this often (CONTENT_CHECK_SECONDS). */
const CONTENT_CHECK_SECONDS = 2;
const PIN = "x-rc-test-backend";
const SERVED_BY = "x-rc-test-served-by";

type Backend = "a" | "b";

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** The reverse proxy: round-robin over the servers unless the request is pinned to one. */
function startProxy(ports: Record<Backend, number>) {
  let next = 0;
  const served: Backend[] = [];
  const server = http.createServer((req, res) => {
    const pinned = req.headers[PIN];
    const backend: Backend = pinned === "a" || pinned === "b" ? pinned : next++ % 2 === 0 ? "a" : "b";
    served.push(backend);
    const headers = { ...req.headers };
    delete headers[PIN];
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";
    headers["x-forwarded-proto"] = "http";
    const upstream = http.request(
      { host: "127.0.0.1", port: ports[backend], method: req.method, path: req.url, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, { ...up.headers, [SERVED_BY]: backend });
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return { server, served };
}

/** A stand-in Gotenberg: answers a one-page PDF; `hold()` keeps the next render waiting until released. */
async function startGotenbergStub() {
  const pdf = Buffer.from(await (await PDFDocument.create()).addPage().doc.save());
  let holdNext = false;
  const held: Array<() => void> = [];
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      const answer = () => res.writeHead(200, { "Content-Type": "application/pdf" }).end(pdf);
      if (holdNext) {
        holdNext = false;
        held.push(answer);
      } else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => (holdNext = true),
    release: () => held.splice(0).forEach((answer) => answer()),
    received: () => received,
  };
}

let dbName = "";
let admin: ReturnType<typeof postgres> | null = null;
let handle: DbHandle;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
let proxy: ReturnType<typeof startProxy>;
let stub: Awaited<ReturnType<typeof startGotenbergStub>>;
let base = "";
const logs: Record<Backend, string> = { a: "", b: "" };
let serverEnv: Record<string, string> = {};

function startServer(name: Backend, port: number, env: Record<string, string>): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rc-multi-${name}-`));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (d: Buffer) => (logs[name] = (logs[name] + d.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  children.push(child);
  return child;
}

async function waitHealthy(port: number, child: ChildProcess, name: Backend) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited: ${logs[name].slice(-3000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 150_000) throw new Error(`server ${name} did not start: ${logs[name]}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Res = { status: number; html: string; by: Backend; cookies: string[]; headers: Headers };

/** One request through the proxy, optionally pinned to a server; redirects are not followed. */
async function send(
  pathname: string,
  opts: { via?: Backend; cookie?: string; form?: Record<string, string> } = {},
): Promise<Res> {
  const headers: Record<string, string> = {};
  if (opts.via) headers[PIN] = opts.via;
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = base;
    body = new URLSearchParams(opts.form).toString();
  }
  const r = await fetch(base + pathname, {
    method: opts.form ? "POST" : "GET",
    headers,
    body,
    redirect: "manual",
  });
  const type = r.headers.get("content-type") ?? "";
  const html = type.includes("pdf") ? "" : await r.text();
  if (type.includes("pdf")) await r.arrayBuffer();
  return {
    status: r.status,
    html,
    by: r.headers.get(SERVED_BY) as Backend,
    cookies: r.headers.getSetCookie(),
    headers: r.headers,
  };
}

/** The value of one cookie in a Set-Cookie list, as a Cookie header pair. */
const cookiePair = (list: string[], name: string) =>
  list.map((c) => c.split(";")[0]).find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

async function signIn(username: string, via: Backend): Promise<string> {
  const r = await send("/login", { via, form: { username, password: PASSWORD } });
  const session = cookiePair(r.cookies, "__session");
  expect(r.status, `sign-in of ${username} on ${via}`).toBe(302);
  expect(session).toBeTruthy();
  return session!;
}

async function industryId(code: string): Promise<number> {
  const [row] = await handle.db
    .select({ id: industries.id })
    .from(industries)
    .where(and(eq(industries.code, code), isNull(industries.aliasOfId)));
  return row.id;
}

describe.skipIf(!enabled)("two app servers on one PostgreSQL database (issue #22)", () => {
  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js"))
      execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    dbName = `rc_t_multi_${randomBytes(5).toString("hex")}`;
    admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    url.pathname = `/${dbName}`;
    const ports = { a: await freePort(), b: await freePort() };
    proxy = startProxy(ports);
    await new Promise<void>((r) => proxy.server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    stub = await startGotenbergStub();
    // What docs/deploy.md asks to be the same on every instance, and test-sized limits.
    serverEnv = {
      NODE_ENV: "production",
      DATABASE_URL: url.toString(),
      APP_URL: base,
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      TRUST_PROXY: "true",
      COOKIE_SECURE: "false",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      INDUSTRY_LIMIT: "3",
      CONTENT_CHECK_SECONDS: String(CONTENT_CHECK_SECONDS),
      GOTENBERG_URL: stub.url,
      PDF_CONCURRENCY: "1",
      PDF_QUEUE_MAX: "0",
    };
    // Both start at once on the empty database: one migrates, imports and seeds under the
    // preparation lock, the other waits and then finds nothing to do.
    const a = startServer("a", ports.a, serverEnv);
    const b = startServer("b", ports.b, serverEnv);
    await Promise.all([waitHealthy(ports.a, a, "a"), waitHealthy(ports.b, b, "b")]);
    handle = await openDatabase({ url: url.toString() });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGTERM");
            setTimeout(() => c.kill("SIGKILL"), 10_000).unref();
          }),
      ),
    );
    await handle?.close();
    proxy?.server.close();
    stub?.server.close();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    if (admin) {
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }, 60_000);

  it("prepared the database once although both servers started together", async () => {
    const [{ n }] = await handle.db.select({ n: count() }).from(contentImports);
    expect(n).toBe(1);
    const [{ u }] = await handle.db
      .select({ u: count() })
      .from(users)
      .where(eq(users.userName, "advisor.au"));
    expect(u).toBe(1);
  });

  it("signs in through A, continues through B, and a sign-out on B ends the session on A", async () => {
    const cookie = await signIn("advisor.au", "a");
    const onB = await send("/dashboard", { via: "b", cookie });
    expect(onB.by).toBe("b");
    expect(onB.status).toBe(200);
    expect(onB.html).toContain("Alex Morgan");
    // Unpinned: the proxy alternates, and every page is the signed-in one.
    const round = await Promise.all(Array.from({ length: 6 }, async () => send("/dashboard", { cookie })));
    expect(new Set(round.map((r) => r.by))).toEqual(new Set(["a", "b"]));
    for (const r of round) expect(r.status).toBe(200);
    // Sign out through B: the session row is gone for A too, and B's flash message shows on A.
    const out = await send("/logout", { via: "b", cookie, form: {} });
    expect(out.status).toBe(302);
    const flash = cookiePair(out.cookies, "__flash");
    expect(flash).toBeTruthy();
    const afterOnA = await send("/dashboard", { via: "a", cookie });
    expect(afterOnA.status).toBe(302);
    expect(afterOnA.headers.get("location")).toBe("/");
    const landing = await send("/", { via: "a", cookie: flash });
    expect(landing.html).toContain("You have been logged out.");
  });

  it("five failed sign-ins spread over A and B lock the account on both", async () => {
    const failures = [];
    for (let i = 0; i < 5; i++)
      failures.push(await send("/login", { form: { username: "advisor.nz", password: `wrong-${i}` } }));
    // Round-robin: the servers take turns.
    for (let i = 1; i < 5; i++) expect(failures[i].by).not.toBe(failures[i - 1].by);
    for (const r of failures) {
      expect(r.status).toBe(400);
      expect(r.html).toContain("The username or password is incorrect.");
    }
    // The right password is now refused on both servers, before it is checked.
    for (const via of ["a", "b"] as const) {
      const r = await send("/login", { via, form: { username: "advisor.nz", password: PASSWORD } });
      expect(r.status).toBe(429);
      expect(r.html).toContain(AUTH_MESSAGES.throttled);
      expect(cookiePair(r.cookies, "__session")).toBeUndefined();
    }
  });

  it("counts industry opens on both servers against one limit (INDUSTRY_LIMIT=3)", async () => {
    const cookie = await signIn("underwriter.au", "b");
    const ids = await Promise.all(
      ["RC-4511-001", "RC-3232-001", "RC-6932-001", "RC-4400-001"].map(industryId),
    );
    expect((await send(`/industries/${ids[0]}/hazard-index`, { via: "a", cookie })).status).toBe(200);
    expect((await send(`/industries/${ids[1]}/hazard-index`, { via: "b", cookie })).status).toBe(200);
    expect((await send(`/industries/${ids[2]}/hazard-index`, { via: "a", cookie })).status).toBe(200);
    // Opening one already counted is free, on the other server too.
    expect((await send(`/industries/${ids[0]}/hazard-index`, { via: "b", cookie })).status).toBe(200);
    // The fourth distinct industry is refused, wherever it is asked for.
    const fourth = await send(`/industries/${ids[3]}/hazard-index`, { via: "b", cookie });
    expect(fourth.status).toBe(429);
    expect(fourth.html).toContain("exceeding the maximum industry search limit");
    // The lockout ended the session for both.
    expect((await send("/dashboard", { via: "a", cookie })).status).toBe(302);
  });

  it("opens on B a share link made on A", async () => {
    const cookie = await signIn("advisor.au", "a");
    const [user] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, "advisor.au"));
    const [report] = await handle.db
      .insert(userReports)
      .values({
        userId: user.id,
        industryId: await industryId("RC-4511-001"),
        kind: "tailored",
        name: "Bean There Multi Pty Ltd",
        sections: null,
        customizations: [{ section: "hazard_index", customization: '{"grouping":[],"comments":[]}' }],
      })
      .returning({ id: userReports.id });
    const made = await send(`/reports/${report.id}/share`, { via: "a", cookie, form: { intent: "create" } });
    expect(made.status).toBe(200);
    const link = /\/shared\/reports\/[\w-]{20,}/.exec(made.html)?.[0];
    expect(link, "the share link shown once").toBeTruthy();
    const opened = await send(link!, { via: "b" });
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Bean There Multi Pty Ltd");
    // Kept for the PDF case below.
    sharedLink = link!;
  });

  it("continues on B a report draft saved through A", async () => {
    const cookie = await signIn("advisor.au", "a");
    const page = `/industries/${await industryId("RC-4400-001")}/report/quick-report`;
    const saved = await send(page, {
      via: "a",
      cookie,
      form: { intent: "save", insuredBusinessName: "Harbour Draft Multi Pty Ltd", sections: "about" },
    });
    expect(saved.status).toBe(302);
    const onB = await send(`${page}?intro=closed`, { via: "b", cookie });
    expect(onB.status).toBe(200);
    expect(onB.html).toContain('value="Harbour Draft Multi Pty Ltd"');
  });

  it("a PDF queue full on A does not refuse PDFs on B", async () => {
    expect(sharedLink).toBeTruthy();
    stub.hold();
    const before = stub.received();
    const first = send(`${sharedLink}/pdf`, { via: "a" });
    // Wait until A's only render slot is taken by the held render.
    for (let i = 0; i < 200 && stub.received() === before; i++) await new Promise((r) => setTimeout(r, 50));
    expect(stub.received()).toBe(before + 1);
    const refused = await send(`${sharedLink}/pdf`, { via: "a" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    const onB = await send(`${sharedLink}/pdf`, { via: "b" });
    expect(onB.status).toBe(200);
    expect(onB.headers.get("content-type")).toBe("application/pdf");
    stub.release();
    expect((await first).status).toBe(200);
    // A has its slot back.
    expect((await send(`${sharedLink}/pdf`, { via: "a" })).status).toBe(200);
  });

  it("WEB_CONCURRENCY=2: two workers serve, a killed worker is replaced, SIGTERM stops them all", async () => {
    const port = await freePort();
    let log = "";
    const primary = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: {
        ...process.env,
        ...serverEnv,
        LOG_LEVEL: "info",
        WEB_CONCURRENCY: "2",
        PORT: String(port),
        DATA_DIR: dataDirs[0],
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(primary);
    primary.stdout!.on("data", (d: Buffer) => (log += d.toString()));
    primary.stderr!.on("data", (d: Buffer) => (log += d.toString()));
    const workerPids = () =>
      [...log.matchAll(/"pid":(\d+),"msg":"worker started"/g)].map((m) => Number(m[1]));
    const listening = () => (log.match(/RiskCoach listening/g) ?? []).length;
    const until = async (what: () => boolean, label: string) => {
      for (let i = 0; i < 1500 && !what(); i++) await new Promise((r) => setTimeout(r, 100));
      if (!what()) throw new Error(`${label}: ${log.slice(-3000)}`);
    };
    // /healthz on a new connection each time (a kept-alive one may belong to the killed worker),
    // with a timeout; a client retries a connection that died with its worker.
    const healthz = async (): Promise<number> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await new Promise<number>((resolve, reject) => {
            const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            });
            req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
            req.on("error", reject);
          });
        } catch (error) {
          if (attempt >= 4) throw new Error(`healthz: ${String(error)}: ${log.slice(-3000)}`);
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    };
    await until(() => listening() >= 2, "two workers listening");
    const [first, second] = workerPids();
    expect(first).not.toBe(second);
    expect(await healthz()).toBe(200);

    // New connections go to the worker with the fewest open ones. Four kept-alive connections
    // split two and two; once both of one worker's close, the next two both go to that worker
    // (node:cluster's own round robin would split them again).
    const connections: http.Agent[] = [];
    const servedBy = async (agent: http.Agent, label: string): Promise<number> => {
      const reqId = `balance-${label}-${Date.now()}`;
      await new Promise<void>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port, path: "/healthz", agent, headers: { "x-request-id": reqId } },
            (res) => {
              res.resume();
              res.on("end", resolve);
            },
          )
          .on("error", reject);
      });
      const line = new RegExp(`"worker":(\\d+),"reqId":"${reqId}"`);
      await until(() => line.test(log), `log line of ${reqId}`);
      return Number(line.exec(log)![1]);
    };
    const open = async (label: string) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      connections.push(agent);
      const worker = await servedBy(agent, label);
      // The same connection, so the same worker.
      expect(await servedBy(agent, `${label}-again`)).toBe(worker);
      return { agent, worker };
    };
    const four = [await open("1"), await open("2"), await open("3"), await open("4")];
    const workers = [...new Set(four.map((c) => c.worker))];
    expect(workers).toHaveLength(2);
    for (const w of workers) expect(four.filter((c) => c.worker === w)).toHaveLength(2);
    for (const c of four.filter((c) => c.worker === workers[0])) c.agent.destroy();
    // The primary learns of the closes over IPC.
    await new Promise((r) => setTimeout(r, 500));
    expect([(await open("5")).worker, (await open("6")).worker]).toEqual([workers[0], workers[0]]);
    for (const agent of connections) agent.destroy();
    // A crash: the worker is replaced, and the other one serves meanwhile.
    process.kill(first, "SIGKILL");
    expect(await healthz()).toBe(200);
    await until(() => listening() >= 3, "replacement worker listening");
    expect(log).toContain('"msg":"worker died; starting a new one"');
    const third = workerPids()[2];
    expect([first, second]).not.toContain(third);
    expect(await healthz()).toBe(200);
    // SIGTERM to the primary: every worker shuts down gracefully, then the primary exits 0.
    const exited = new Promise<number | null>((r) => primary.once("exit", (code) => r(code)));
    primary.kill("SIGTERM");
    const stopped = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r("still running"), 60_000)),
    ]);
    expect(stopped, log.slice(-3000)).toBe(0);
    expect((log.match(/"msg":"worker stopped"/g) ?? []).length).toBe(2);
    for (const pid of [second, third]) expect(() => process.kill(pid, 0)).toThrow();
  }, 300_000);

  it(`serves a content import on both servers within CONTENT_CHECK_SECONDS (${CONTENT_CHECK_SECONDS} s)`, async () => {
    const cookie = await signIn("advisor.others", "a");
    const code = "RC-4400-002";
    const id = await industryId(code);
    const page = `/industries/${id}/hazard-index`;
    // Both servers have the industry cached from before the import.
    for (const via of ["a", "b"] as const) {
      const r = await send(page, { via, cookie });
      expect(r.status).toBe(200);
      expect(r.html).not.toContain("Harbourside Multi Instance Kiosk");
    }
    // The import, as `npm run content:import` runs it: a third process on the same database.
    const { pack } = loadContentPack(CONTENT_DIR);
    const row = pack!.industries.find((r) => r.code === code)!;
    row.name = "Harbourside Multi Instance Kiosk";
    pack!.hash = `${pack!.hash}-renamed`;
    const result = await handle.exclusive(() => importContent(handle.db, pack!));
    expect(result.changed).toBe(true);
    const imported = Date.now();
    // The bound: any request that arrives CONTENT_CHECK_SECONDS after the import (plus one version
    // query, allowed a second here) gets the new content, on either server. Without the version
    // check neither server would show it before a restart.
    await new Promise((r) => setTimeout(r, imported + CONTENT_CHECK_SECONDS * 1000 + 1000 - Date.now()));
    const after = await Promise.all((["a", "b"] as const).map((via) => send(page, { via, cookie })));
    for (const r of after) {
      expect(r.status).toBe(200);
      expect(r.html, `server ${r.by}`).toContain("Harbourside Multi Instance Kiosk");
    }
    // The search index of both servers knows the new name too.
    for (const via of ["a", "b"] as const) {
      const r = await send("/industries/search.json?q=harbourside%20kiosk", { via, cookie });
      expect(r.status).toBe(200);
      expect(JSON.parse(r.html).data.map((d: { id: number }) => d.id)).toContain(id);
    }
  }, 60_000);
});

let sharedLink = "";
