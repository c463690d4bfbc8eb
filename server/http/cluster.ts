import cluster, { type Worker } from "node:cluster";
import type http from "node:http";
import net from "node:net";
import { logger } from "../log/logger";

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only; server/config/env.ts refuses it on PGlite): the primary
 * process prepares the database once, then forks that many workers that each run the HTTP server.
 * Every piece of state a user's next request may depend on is in PostgreSQL (docs/deploy.md), so any
 * worker can serve any request.
 *
 * - The primary listens on the port and hands each new connection to the worker with the fewest
 *   open connections (ties in turn). node:cluster's own round robin hands a connection to whichever
 *   worker is first free to take it, so a burst of keep-alive connections could stay split 12 / 8
 *   between two workers for as long as they lived, leaving one worker's core half idle
 *   (docs/performance.md, "Fifth round"). The port opens when the first worker is ready.
 *
 * - A worker that dies without being asked to (a crash, an out-of-memory kill) is replaced. A worker
 *   that keeps dying is replaced after a growing pause (up to 30 s), so a broken release does not
 *   spin the CPU forking.
 * - SIGTERM or SIGINT to the primary: each worker gets SIGTERM and finishes its requests (server.ts
 *   shutdown: stop accepting, close the PDF engine and the database); the primary exits when all
 *   have, or kills what is left after `graceMs`.
 */
export type PrimaryOptions = {
  workers: number;
  /** Where the primary listens (PORT, HOST); the workers never listen themselves. */
  port: number;
  host?: string;
  /** Run once before the first fork (migrations, content import, demo accounts, session secret). */
  prepare: () => Promise<void>;
  graceMs?: number;
};

/** A process forked by runPrimary: server.ts does not prepare the database again there. */
export const isClusterWorker = () => cluster.isWorker;

/** Pause before replacing a worker that died: none for an isolated crash, growing when they repeat. */
export function restartDelay(recentCrashes: number): number {
  if (recentCrashes <= 1) return 0;
  return Math.min(30_000, 250 * 2 ** (recentCrashes - 2));
}

const CRASH_WINDOW_MS = 60_000;

/** Messages between the primary and its workers (node:cluster's IPC channel). */
export const HAND_OFF = "rc:connection";
export const READY = "rc:ready";
export const CLOSED = "rc:closed";
export type Message = { rc: typeof HAND_OFF | typeof READY | typeof CLOSED };
const isMessage = (m: unknown, rc: Message["rc"]) =>
  typeof m === "object" && m !== null && (m as Message).rc === rc;

/**
 * Which worker takes the next connection: the one with the fewest open connections; among equals,
 * the first after the one chosen last (`last`, an index into `open`), so equals take turns.
 * -1 when there is none.
 */
export function leastBusy(open: readonly number[], last: number): number {
  let best = -1;
  for (let step = 1; step <= open.length; step++) {
    const i = (last + step) % open.length;
    if (best === -1 || open[i] < open[best]) best = i;
  }
  return best;
}

export async function runPrimary(opts: PrimaryOptions): Promise<void> {
  const graceMs = opts.graceMs ?? 15_000;
  await opts.prepare();

  let stopping = false;
  const crashes: number[] = [];
  // Workers that said they are ready, in the order they did, with their open connections.
  const ready = new Map<number, { worker: Worker; open: number }>();
  let last = -1;
  // Connections that arrived while no worker was ready (a restart of every worker at once).
  const waiting = new Set<net.Socket>();

  const handOff = (socket: net.Socket) => {
    const slots = [...ready.values()];
    const i = leastBusy(
      slots.map((s) => s.open),
      last,
    );
    if (i === -1) {
      waiting.add(socket);
      socket.once("close", () => waiting.delete(socket));
      return;
    }
    last = i;
    const slot = slots[i];
    slot.open++;
    slot.worker.send({ rc: HAND_OFF } satisfies Message, socket, (error: Error | null) => {
      if (!error) return;
      // The worker went away between the choice and the hand-off: the client sees a closed
      // connection, as it would had the worker died a moment later.
      slot.open--;
      socket.destroy();
    });
  };

  // Paused until a worker has it: no byte of the request is read in the primary.
  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    socket.on("error", () => socket.destroy());
    handOff(socket);
  });
  let listenCalled = false;
  listener.on("error", (error) => {
    logger.fatal({ err: error, port: opts.port }, "cannot listen");
    process.exit(1);
  });

  const fork = () => {
    const worker = cluster.fork();
    worker.on("online", () => logger.info({ worker: worker.id, pid: worker.process.pid }, "worker started"));
    worker.on("message", (message: unknown) => {
      if (isMessage(message, READY)) {
        ready.set(worker.id, { worker, open: 0 });
        if (!listenCalled && !stopping) {
          listenCalled = true;
          listener.listen(opts.port, opts.host);
        }
        const queued = [...waiting];
        waiting.clear();
        for (const socket of queued) if (!socket.destroyed) handOff(socket);
      } else if (isMessage(message, CLOSED)) {
        const slot = ready.get(worker.id);
        if (slot && slot.open > 0) slot.open--;
      }
    });
    return worker;
  };

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    ready.delete(worker.id);
    if (stopping) {
      logger.info({ worker: worker.id, pid: worker.process.pid, code, signal }, "worker stopped");
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && now - crashes[0] > CRASH_WINDOW_MS) crashes.shift();
    const delay = restartDelay(crashes.length);
    logger.error(
      { worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delay },
      "worker died; starting a new one",
    );
    // Not unref'd: with every worker gone this timer is what keeps the primary alive to fork again.
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    logger.info({ signal, workers: alive.length }, "stopping workers");
    // No new connections; each worker finishes the requests it has (serveHandedConnections).
    listener.close();
    for (const socket of waiting) socket.destroy();
    if (alive.length === 0) process.exit(0);
    for (const w of alive) w.process.kill("SIGTERM");
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGKILL");
      logger.error({ graceMs }, "workers did not stop in time; killed");
      process.exit(1);
    }, graceMs).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < opts.workers; i++) fork();
  logger.info({ workers: opts.workers }, "cluster primary ready");
}

/** The worker's end of the IPC channel to its primary (`process` in a worker; a stand-in in tests). */
export type Channel = {
  connected?: boolean;
  send?: (message: Message) => unknown;
  on(event: "message", listener: (message: unknown, handle: unknown) => void): unknown;
};

/**
 * In a worker: serve on `server` (never listening itself) the connections the primary hands over,
 * and tell the primary when each one closes. `drain` is the graceful half of a shutdown: no more
 * connections are taken, idle kept-alive ones are closed at once, and a connection with a request
 * under way is closed once its response is sent; it resolves when none is left.
 */
export function serveHandedConnections(server: http.Server, channel: Channel = process) {
  const send = (rc: Message["rc"]) => {
    if (channel.connected) channel.send?.({ rc } satisfies Message);
  };
  const open = new Set<net.Socket>();
  const answering = new Map<net.Socket, http.ServerResponse>();
  let drained: (() => void) | null = null;
  let draining = false;

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    answering.set(socket, res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      // A pipelined request may already be the socket's current one.
      if (answering.get(socket) === res) answering.delete(socket);
      if (draining) socket.end();
    });
  });
  channel.on("message", (message: unknown, handle: unknown) => {
    if (!isMessage(message, HAND_OFF) || !(handle instanceof net.Socket)) return;
    const socket = handle;
    open.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      send(CLOSED);
      if (draining && open.size === 0) drained?.();
    });
    if (draining) {
      socket.destroy();
      return;
    }
    server.emit("connection", socket);
    socket.resume();
  });
  // Node's HTTP server enforces headersTimeout and requestTimeout (408 to a client that sends its
  // request too slowly, holding a connection open) from its "listening" event on; a worker never
  // listens, so that starts here. Without it a handed connection could stay open for ever.
  server.emit("listening");
  send(READY);

  return {
    drain(): Promise<void> {
      draining = true;
      for (const socket of open) {
        const res = answering.get(socket);
        if (!res) socket.destroy();
        else if (!res.headersSent) res.setHeader("Connection", "close");
      }
      if (open.size === 0) return Promise.resolve();
      return new Promise((resolve) => (drained = resolve));
    },
  };
}
