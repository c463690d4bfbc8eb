import cluster, { type Worker } from "node:cluster";
import { logger } from "../log/logger";

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only; server/config/env.ts refuses it on PGlite): the primary
 * process prepares the database once, then forks that many workers that each run the HTTP server;
 * node:cluster hands incoming connections to them in turn. Every piece of state a user's next
 * request may depend on is in PostgreSQL (docs/deploy.md), so any worker can serve any request.
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

export async function runPrimary(opts: PrimaryOptions): Promise<void> {
  const graceMs = opts.graceMs ?? 15_000;
  await opts.prepare();

  let stopping = false;
  const crashes: number[] = [];
  const fork = () => {
    const worker = cluster.fork();
    worker.on("online", () => logger.info({ worker: worker.id, pid: worker.process.pid }, "worker started"));
    return worker;
  };

  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
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
