/**
 * Issue 23 against a production server of its own (fresh embedded database, demo accounts, the
 * cross-host redirect configured between two host names of this machine):
 * - item 16: signing in through the form on the "wrong" host ends on the user's own host, signed in,
 *   with JavaScript on and off (the CSP's form-action used to block the redirect and leave the user
 *   on /login, already signed out);
 * - item 1: POST /reset-password with Host: evil.example emails a link to APP_URL;
 * - item 6: oversized bodies to /login, declared or chunked, get 413.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, watchPage, isPageFault } from "./fixtures";
import { portFor, waitHealthy } from "./servers";

const PORT = portFor(7);
const HOME = `http://localhost:${PORT}`; // APP_URL: where the nz user does not belong
const OWN = `http://127.0.0.1:${PORT}`; // the broker host of nz users (its host contains the domain)

let child: ChildProcess | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "js-on") return;
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rc-crosshost-"));
  child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      APP_URL: HOME,
      DATA_DIR: dataDir,
      SESSION_SECRET: "e2e-crosshost-secret",
      COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      CROSS_HOST_BROKER_COUNTRY: "nz",
      CROSS_HOST_BROKER_DOMAIN: "127.0.0.1",
      CROSS_HOST_BROKER_URL: OWN,
    },
    stdio: "ignore",
  });
  await waitHealthy(HOME, 220_000);
});

test.afterAll(() => {
  child?.kill("SIGTERM");
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// One server for both JavaScript modes: each mode is a browser context inside the js-on project.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "runs both JavaScript modes itself, against its own server");
});

for (const javaScriptEnabled of [true, false]) {
  test(`form sign-in on another host ends signed in on the user's own host (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: HOME, javaScriptEnabled });
    const page = await context.newPage();
    const problems: string[] = [];
    await watchPage(page, problems);
    try {
      await page.goto("/login");
      await page.getByLabel("Username").fill("advisor.nz");
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(`${OWN}/dashboard`);
      await expect(page).not.toHaveTitle(/Log in/);
      expect(problems.filter(isPageFault)).toEqual([]);
      // Signed in there with a web session of its own; the handover token in the URL is spent.
      const cookies = await context.cookies(OWN);
      expect(cookies.some((c) => c.name === "__session")).toBe(true);
    } finally {
      await context.close();
    }
  });
}

test("POST /reset-password with Host: evil.example emails a link to APP_URL", async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const body = new URLSearchParams({ userName: "advisor.au" }).toString();
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/reset-password",
        method: "POST",
        headers: {
          Host: "evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  expect(status).toBe(200);
  const dir = path.join(dataDir, "mail");
  const mail = fs
    .readdirSync(dir)
    .filter((f) => f.includes("alex.morgan"))
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8").replace(/=\r?\n/g, ""))
    .join("\n");
  expect(mail).toMatch(new RegExp(`${HOME}/reset-password/[A-Za-z0-9_-]{20,}`));
  expect(mail).not.toContain("evil.example");
});

/**
 * A raw client that reads while it sends (as browsers and curl do), so an early 413 is seen even
 * if the server closes the connection on the rest of the body. Sends at most `total` bytes in
 * 64 KB pieces, declared by Content-Length or chunked, and stops at the first byte of the answer.
 */
function postRaw(path: string, total: number, declare: boolean) {
  return new Promise<{ status: number; sent: number }>((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    let sent = 0;
    socket.on("data", (d) => {
      answer += d.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (m) {
        resolve({ status: Number(m[1]), sent });
        socket.destroy();
      }
    });
    socket.on("error", (e) => (answer ? undefined : reject(e)));
    socket.on("connect", async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: http://127.0.0.1:${PORT}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\n` +
          (declare ? `Content-Length: ${total}\r\n` : "Transfer-Encoding: chunked\r\n") +
          "\r\n",
      );
      const piece = Buffer.alloc(64 * 1024, 0x61);
      while (!answer && sent < total && !socket.destroyed) {
        sent += piece.length;
        socket.write(
          declare
            ? piece
            : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]),
        );
        await new Promise((r) => setTimeout(r, 5));
      }
    });
  });
}

test("oversized bodies to /login get 413 early, declared or chunked", async () => {
  const total = 64 * 1024 * 1024;
  const declared = await postRaw("/login", total, true);
  expect(declared.status).toBe(413);
  expect(declared.sent).toBeLessThan(4 * 1024 * 1024);
  const chunked = await postRaw("/login", total, false);
  expect(chunked.status).toBe(413);
  expect(chunked.sent).toBeLessThan(4 * 1024 * 1024);
  const token = await postRaw("/api/v2/token", total, false);
  expect(token.status).toBe(413);
});
