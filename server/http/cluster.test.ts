import { EventEmitter } from "node:events";
import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLOSED,
  HAND_OFF,
  leastBusy,
  READY,
  restartDelay,
  serveHandedConnections,
  type Message,
} from "./cluster";

describe("replacing crashed workers", () => {
  it("replaces an isolated crash at once and backs off when crashes repeat, up to 30 s", () => {
    expect(restartDelay(0)).toBe(0);
    expect(restartDelay(1)).toBe(0);
    expect(restartDelay(2)).toBe(250);
    expect(restartDelay(3)).toBe(500);
    expect(restartDelay(6)).toBe(4000);
    expect(restartDelay(20)).toBe(30_000);
  });
});

describe("which worker takes a new connection", () => {
  it("is the one with the fewest open connections", () => {
    expect(leastBusy([3, 1], 1)).toBe(1);
    expect(leastBusy([0, 2, 1], 0)).toBe(0);
    expect(leastBusy([4, 4, 2], 2)).toBe(2);
  });

  it("goes round among equals, starting after the one chosen last", () => {
    const open = [0, 0, 0];
    const order: number[] = [];
    let last = -1;
    for (let i = 0; i < 6; i++) {
      last = leastBusy(open, last);
      order.push(last);
      open[last]++;
    }
    expect(order).toEqual([0, 1, 2, 0, 1, 2]);
    // Two of worker 0's connections close: the next two go to it, then turns resume.
    open[0] -= 2;
    const next = [leastBusy(open, last)];
    open[next[0]]++;
    next.push(leastBusy(open, next[0]));
    expect(next).toEqual([0, 0]);
  });

  it("is none when no worker is ready", () => {
    expect(leastBusy([], -1)).toBe(-1);
  });
});

describe("a worker serving the connections its primary hands over", () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  /** A worker's HTTP server fed by a stand-in primary: a paused-socket listener that hands each
   * connection over the stand-in channel, as server/http/cluster.ts's primary does over IPC. */
  async function setUp(handler: http.RequestListener, options: http.ServerOptions = {}) {
    const server = http.createServer(options, handler);
    const sent: Message[] = [];
    const channel = Object.assign(new EventEmitter(), {
      connected: true,
      send: (m: Message) => sent.push(m),
    });
    const worker = serveHandedConnections(server, channel);
    const primary = net.createServer({ pauseOnConnect: true }, (socket) =>
      channel.emit("message", { rc: HAND_OFF }, socket),
    );
    await new Promise<void>((r) => primary.listen(0, "127.0.0.1", r));
    cleanups.push(() => new Promise((r) => primary.close(r)));
    const port = (primary.address() as net.AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    const get = (path: string) =>
      new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path, agent }, (res) => {
            let body = "";
            res.on("data", (d: Buffer) => (body += d));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
            );
          })
          .on("error", reject);
      });
    return { worker, sent, get, agent, port };
  }

  const until = async (what: () => boolean) => {
    for (let i = 0; i < 200 && !what(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(what()).toBe(true);
  };

  it("says it is ready, serves requests on a kept-alive connection and reports its close", async () => {
    const { sent, get, agent } = await setUp((req, res) => res.end(`served ${req.url}`));
    expect(sent).toEqual([{ rc: READY }]);
    expect(await get("/one")).toMatchObject({ status: 200, body: "served /one", connection: "keep-alive" });
    expect(await get("/two")).toMatchObject({ status: 200, body: "served /two" });
    expect(sent).toEqual([{ rc: READY }]);
    agent.destroy();
    await until(() => sent.length === 2);
    expect(sent[1]).toEqual({ rc: CLOSED });
  });

  it("answers 408 to a client that sends its request too slowly, as a listening server does", async () => {
    const { port } = await setUp((_req, res) => res.end("never"), {
      headersTimeout: 300,
      requestTimeout: 300,
      connectionsCheckingInterval: 50,
    });
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
      socket.on("data", (d: Buffer) => (text += d));
      socket.on("close", () => resolve(text));
      setTimeout(() => socket.destroy(), 5000);
    });
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("drains: an idle connection closes at once, one under way gets its answer first", async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const { worker, sent, get } = await setUp(async (req, res) => {
      if (req.url === "/slow") await held;
      res.end(`served ${req.url}`);
    });
    const idle = await setUp((_req, res) => res.end("idle"));
    expect((await idle.get("/")).body).toBe("idle");
    // The idle worker drains at once: its only connection is kept alive but has nothing under way.
    await idle.worker.drain();
    await until(() => idle.sent.some((m) => m.rc === CLOSED));

    const slow = get("/slow");
    await new Promise((r) => setTimeout(r, 100));
    let drained = false;
    const draining = worker.drain().then(() => (drained = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(drained).toBe(false);
    release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "served /slow", connection: "close" });
    await draining;
    expect(sent.at(-1)).toEqual({ rc: CLOSED });
  });
});
