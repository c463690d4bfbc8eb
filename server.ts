/**
 * The HTTP server: Express in front of the React Router request handler. It owns what every
 * response shares: request id and logs, CSP nonce and security headers, the cross-site check on
 * mutations, compression, static assets with long caching, /healthz and graceful shutdown.
 */
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { ConfigError, loadEnv } from "./server/config/env";
import { forgetRequest, INTERNAL_REQUEST_HEADER } from "./app/lib/guard.server";
import { sessionSecrets } from "./server/auth/secrets";
import { closePdfEngine, pdfEngine } from "./server/pdf/engine";
import { appDatabase, closeAppDatabase } from "./server/db/client";
import { limitRequestBody } from "./server/http/body-limit";
import { isClusterWorker, runPrimary, serveHandedConnections } from "./server/http/cluster";
import type { RequestContext } from "./app/lib/request-context.server";
import {
  isCrossSiteMutation,
  loggablePath,
  newNonce,
  requestIdFrom,
  securityHeaders,
} from "./server/http/security";
import { logger } from "./server/log/logger";
import { crossHostOrigins } from "./server/platform/cross-host";
import { prepareDatabase } from "./server/setup";

const dev = process.argv.includes("--dev");
// Every variable is checked before anything else runs; a bad one stops the start with its name.
// `npm run demo` (--demo) and `npm run dev` are local runs: APP_URL defaults to http://localhost:PORT
// and the demo accounts are seeded; `npm start` needs APP_URL and seeds nothing unless SEED_DEMO=true.
const config = (() => {
  try {
    return loadEnv({ demo: dev || process.argv.includes("--demo") });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.fatal({ problems: error.problems }, "invalid configuration");
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
})();
// The server build (build/server) carries its own copy of the configuration module, which knows
// nothing of --demo: hand it the defaults this start resolved, so `npm run demo` serves pages instead
// of refusing every request for want of APP_URL.
process.env.APP_URL ??= config.APP_URL;
if (config.SEED_DEMO) process.env.SEED_DEMO ??= "true";
const started = Date.now();
// A sign-in form's redirect chain may end on the user's own host (cross-host redirect).
const formTargets = crossHostOrigins();

// WEB_CONCURRENCY > 1 (PostgreSQL): this process prepares the database once, then forks the workers
// that serve HTTP and replaces any that crash (server/http/cluster.ts). Otherwise it serves itself.
if (config.WEB_CONCURRENCY > 1 && !dev && cluster.isPrimary) {
  await runPrimary({
    workers: config.WEB_CONCURRENCY,
    port: config.PORT,
    host: config.HOST,
    prepare: async () => {
      await prepareDatabase(await appDatabase());
      // Workers must sign cookies alike: without SESSION_SECRET the generated file is written now.
      sessionSecrets();
      await closeAppDatabase();
    },
  });
} else {
  if (dev && config.WEB_CONCURRENCY > 1)
    logger.warn("WEB_CONCURRENCY is ignored by npm run dev: one process");
  await serve();
}

/** The HTTP server of this process (the only process, or one cluster worker). */
async function serve() {
  const handle = await appDatabase();
  // A cluster worker finds the database prepared by its primary (server/http/cluster.ts).
  if (!isClusterWorker()) await prepareDatabase(handle);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY ? 1 : false);

  app.use((req, res, next) => {
    // A client's X-Request-Id is kept only when it looks like one (to follow a call across services);
    // anything else (log injection, 10 KB of text) gets a fresh id.
    const requestId = requestIdFrom(req.get("x-request-id"));
    const nonce = newNonce();
    // Server-made id that lets the loaders of this request share one user lookup (never the client's).
    const internalId = randomUUID();
    req.headers[INTERNAL_REQUEST_HEADER] = internalId;
    res.on("close", () => forgetRequest(internalId));
    const ctx: RequestContext = { requestId, nonce, ip: req.ip ?? "unknown" };
    res.locals.ctx = ctx;
    res.setHeader("X-Request-Id", requestId);
    const https = req.secure || req.get("x-forwarded-proto") === "https";
    for (const [k, v] of Object.entries(securityHeaders(nonce, { dev, https, formTargets })))
      res.setHeader(k, v);
    const t0 = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (req.path.startsWith("/assets/") && res.statusCode < 400) return;
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: loggablePath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  });

  // Level 4: most of the size saving of the default for a fraction of the CPU (measured: the default
  // cost about 3 ms per 10 KB JSON response on this machine). Brotli stays at quality 4: quality 3
  // compresses faster but allocates enough per response to set off full garbage collections, which
  // cost the server more than it saved (issue #22, docs/performance.md).
  app.use(
    compression({
      level: 4,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    }),
  );

  app.get("/healthz", async (_req, res) => {
    try {
      await Promise.race([
        handle.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000)),
      ]);
      res.set("Cache-Control", "no-store").json({ status: "ok", db: handle.kind });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", db: handle.kind });
    }
  });

  app.use((req, res, next) => {
    const cross = isCrossSiteMutation({
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      host:
        req.get("x-forwarded-host") && app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host"),
    });
    if (cross) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  });

  // Body caps per route (server/http/body-limit.ts): 413 before a route buffers an oversized body.
  app.use(limitRequestBody);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.resolve("build/client");
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // Every file of build/client has an extension; a page URL has none (and a `.data` URL is no file):
    // those skip the disk lookup, which cost every page a stat and an ENOENT error (issue #22 profile).
    const files = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      const ext = /\.[A-Za-z0-9]+$/.exec(req.path)?.[0];
      if (!ext || ext === ".data") return next();
      return files(req, res, next);
    });
    // @ts-expect-error: the build output exists only after `react-router build`.
    build = (await import("./build/server/index.js")) as ServerBuild;
  }

  app.use(
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      // Route middleware is on: the context is a RouterContextProvider carrying the request's fields.
      getLoadContext: (_req, res) =>
        Object.assign(new RouterContextProvider(), res.locals.ctx as RequestContext),
    }),
  );

  // A cluster worker does not listen: its primary hands it connections (server/http/cluster.ts).
  const server = http.createServer(app);
  const handed = isClusterWorker() ? serveHandedConnections(server) : null;
  const serving = () => {
    // The app build's offline gazetteer (its own module instance, as for the content caches below) is
    // built in a worker thread: about 3 s of CPU that used to block this process right after start.
    const gazetteerStarted = Date.now();
    void (async () => {
      const b = typeof build === "function" ? await build() : build;
      await (b.entry.module as { warmGazetteer?: () => Promise<void> }).warmGazetteer?.();
      logger.info({ ms: Date.now() - gazetteerStarted }, "gazetteer ready");
    })().catch((err) => logger.warn({ err }, "gazetteer warm-up failed"));
    // Build the content caches of the app build (the build has its own module instances) and
    // launch and warm the PDF browser, both in the background: the first PDF after a start is then
    // no slower than a warm one (issue 24; figures in docs/reports.md).
    if (config.NODE_ENV !== "test") {
      setTimeout(async () => {
        const warmStarted = Date.now();
        try {
          const b = typeof build === "function" ? await build() : build;
          await (b.entry.module as { warm?: () => Promise<void> }).warm?.();
          logger.info({ ms: Date.now() - warmStarted }, "content caches warm");
        } catch (err) {
          logger.warn({ err }, "content cache warm-up failed");
        }
        await pdfEngine().warm();
      }, 500).unref();
    }
    logger.info(
      { port: config.PORT, db: handle.kind, startupMs: Date.now() - started },
      `RiskCoach listening on http://localhost:${config.PORT}`,
    );
  };
  if (handed) serving();
  else server.listen(config.PORT, config.HOST, serving);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const closed = async () => {
      await closePdfEngine().catch((err) => logger.error({ err }, "closing PDF engine failed"));
      await closeAppDatabase().catch((err) => logger.error({ err }, "closing database failed"));
      process.exit(0);
    };
    if (handed) void handed.drain().then(closed);
    else {
      server.close(() => void closed());
      server.closeIdleConnections();
    }
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
