import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUTH_FORM_LIMIT,
  bodyLimitFor,
  FORM_LIMIT,
  JSON_LIMIT,
  KB,
  limitRequestBody,
  LINGER_MS,
  UPLOAD_LIMIT,
} from "./body-limit";

/**
 * Issue 23 item 6: /login, /reset-password and /api/v2/token buffered any body (300 MB took 15 s and
 * 570 MB). The cap answers 413 before a route reads, for a declared length and for a chunked body.
 * The handler here reads the body exactly as @react-router/express does (a web stream over the
 * Node request), so what it sees is what a route would see.
 */
describe("body caps per route", () => {
  it.each([
    ["/login", "application/x-www-form-urlencoded", AUTH_FORM_LIMIT],
    ["/login.data", "application/x-www-form-urlencoded", AUTH_FORM_LIMIT],
    ["/reset-password", "application/x-www-form-urlencoded", AUTH_FORM_LIMIT],
    ["/reset-password/abc", "application/x-www-form-urlencoded", AUTH_FORM_LIMIT],
    ["/api/v2/token", "application/x-www-form-urlencoded", AUTH_FORM_LIMIT],
    ["/_root.data", "application/x-www-form-urlencoded", AUTH_FORM_LIMIT],
    ["/api/v2/user/reports", "application/json", JSON_LIMIT],
    ["/api/v2/user/avatar", "multipart/form-data; boundary=x", UPLOAD_LIMIT],
    ["/api/v2/user/companies/12/logo", "multipart/form-data; boundary=x", UPLOAD_LIMIT],
    ["/account/user-profile", "multipart/form-data; boundary=x", UPLOAD_LIMIT],
    ["/account/user-profile.data", "multipart/form-data; boundary=x", UPLOAD_LIMIT],
    ["/account/user-profile", "application/x-www-form-urlencoded", FORM_LIMIT],
    ["/natcat", "multipart/form-data; boundary=x", FORM_LIMIT],
    ["/login", "multipart/form-data; boundary=x", AUTH_FORM_LIMIT],
    ["/industries/12/report/tailored", "application/x-www-form-urlencoded", FORM_LIMIT],
  ])("%s (%s) → %i bytes", (path, type, limit) => {
    expect(bodyLimitFor(path, type)).toBe(limit);
  });
  it("uploads are capped near the spec's 2 MB, forms at a few KB", () => {
    expect(UPLOAD_LIMIT).toBeLessThanOrEqual(3 * 1024 * KB);
    expect(AUTH_FORM_LIMIT).toBe(16 * KB);
  });
});

describe("413 before buffering", () => {
  let server: http.Server;
  let port: number;
  const seen: Array<{ path: string; outcome: string; bytes: number }> = [];

  beforeAll(async () => {
    const app = express();
    app.use(limitRequestBody);
    app.use(async (req, res) => {
      const body = createReadableStreamFromReadable(req);
      try {
        const text = await new Response(body).text();
        seen.push({ path: req.path, outcome: "read", bytes: Buffer.byteLength(text) });
        res.json({ bytes: Buffer.byteLength(text) });
      } catch (error) {
        seen.push({ path: req.path, outcome: `error:${(error as Error).name}`, bytes: 0 });
        if (!res.headersSent) res.status(500).end();
      }
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  /**
   * Sends `total` bytes in 16 KB chunks (chunked unless `declare`), stopping once the response has
   * arrived; resolves with the status and how many bytes went out.
   */
  function send(path: string, total: number, opts: { declare?: boolean; type?: string } = {}) {
    return new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string | number> = {
        "Content-Type": opts.type ?? "application/x-www-form-urlencoded",
      };
      if (opts.declare) headers["Content-Length"] = total;
      // A fresh connection each time: a refused request's connection is closed after the 413.
      const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false });
      let sent = 0;
      let answered = false;
      req.on("response", (res) => {
        answered = true;
        let body = "";
        res.on("data", (c: Buffer) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, sent, body }));
        res.on("error", () => resolve({ status: res.statusCode!, sent, body }));
      });
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(16 * KB, 0x61);
      const pump = () => {
        while (!answered && sent < total) {
          const n = Math.min(chunk.length, total - sent);
          sent += n;
          if (!req.write(chunk.subarray(0, n))) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it("a small form goes through whole", async () => {
    const out = await send("/login", 4 * KB);
    expect(out.status).toBe(200);
    expect(JSON.parse(out.body)).toEqual({ bytes: 4 * KB });
  });

  it("a declared 300 MB body to /login gets 413 at once, and the route never runs", async () => {
    const before = seen.length;
    const started = Date.now();
    const out = await send("/login", 300 * 1024 * KB, { declare: true });
    expect(out.status).toBe(413);
    expect(out.sent).toBeLessThan(50 * 1024 * KB);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(seen.length).toBe(before);
  });

  it.each(["/login", "/reset-password", "/api/v2/token"])(
    "a chunked body without Content-Length to %s is cut off with 413 just past the cap",
    async (path) => {
      const out = await send(path, 50 * 1024 * KB);
      expect(out.status).toBe(413);
      expect(out.sent).toBeLessThan(10 * 1024 * KB);
      // The route's reader got an error, never a truncated body passed off as complete.
      await new Promise((r) => setTimeout(r, LINGER_MS + 300));
      const last = seen.filter((s) => s.path === path).at(-1);
      expect(last?.outcome).toBe("error:BodyTooLargeError");
    },
  );

  it("the API answers 413 in JSON", async () => {
    const out = await send("/api/v2/user/reports", JSON_LIMIT + 64 * KB, { type: "application/json" });
    expect(out.status).toBe(413);
    expect(JSON.parse(out.body)).toMatchObject({ error: "too_large" });
  });

  it("an upload route takes a 2 MB image; the same body elsewhere is refused", async () => {
    const type = "multipart/form-data; boundary=x";
    const ok = await send("/account/user-profile", 2 * 1024 * KB, { type });
    expect(ok.status).toBe(200);
    expect((await send("/natcat", 2 * 1024 * KB, { type })).status).toBe(413);
    expect(
      (await send("/account/user-profile", UPLOAD_LIMIT + 32 * KB, { type, declare: true })).status,
    ).toBe(413);
  });
});
