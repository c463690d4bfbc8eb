import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "../config/env";
import { CatnetProvider } from "./http";
import { FETCH_FAILED } from "./layers";
import { natcatProfilesAt } from "./location";
import { NatcatError, natcatProvider, resetNatcatProvider } from "./provider";

/**
 * Contract tests of the CatNet-compatible provider against a local server that serves recorded
 * fixtures (tests/fixtures/catnet/): the request shape, validation, and every failure mapped to
 * 'Failed to fetch natcat profiles'.
 */
const FIXTURES = path.resolve("tests/fixtures/catnet");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const PNG = Buffer.from(fixture("map-1x1.png.b64").toString("utf8"), "base64");

const seen: URL[] = [];
const headers: http.IncomingHttpHeaders[] = [];
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    seen.push(url);
    headers.push(req.headers);
    const [, mode, ...rest] = url.pathname.split("/");
    const route = rest.join("/");
    const json = (file: string) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(fixture(file));
    };
    if (mode === "slow") {
      const timer = setTimeout(() => json("layers.json"), 2000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (mode === "status") {
      res.writeHead(503, { "content-type": "text/plain" });
      res.end("unavailable");
      return;
    }
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": route.endsWith("map") ? "image/png" : "application/json" });
      res.end(route.endsWith("map") ? "" : "{not json at all");
      return;
    }
    if (mode === "invalid") return json("layers-invalid.json");
    if (mode === "html") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>login</html>");
      return;
    }
    if (route === "catnet/layers") return json(mode === "wrapped" ? "layers-wrapped.json" : "layers.json");
    if (route === "catnet/map") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(PNG);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const POINT = { lat: -33.8688, lng: 151.2093 };
const provider = (mode: string, timeoutMs = 500) =>
  new CatnetProvider({ baseUrl: `${base}/${mode}`, apiKey: "k-123", timeoutMs });

async function failure(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(NatcatError);
  expect((err as Error).message).toBe(FETCH_FAILED);
}

describe("CatNet-compatible provider", () => {
  it("GET catnet/layers with longitude and latitude; validates and returns the profiles", async () => {
    const profiles = await provider("ok").profiles(POINT);
    const url = seen.at(-1)!;
    expect(url.pathname).toBe("/ok/catnet/layers");
    expect(url.searchParams.get("longitude")).toBe("151.2093");
    expect(url.searchParams.get("latitude")).toBe("-33.8688");
    expect(headers.at(-1)!["x-api-key"]).toBe("k-123");
    expect(profiles.map((p) => p.id)).toEqual(["fluvialoff", "stormsurge", "earthquakebedrock", "hail"]);
    expect(profiles[1].analysis).toMatchObject({ graph_value: 72, risk_description: "high" });
    expect(profiles[3].analysis.risk_description).toBeNull();
    expect(profiles[0].legends[0].rules[1].symbolizers[0]).toEqual({ type: "polygon", fill: "#f5d328" });
  });

  it("accepts the list wrapped in data", async () => {
    expect(await provider("wrapped").profiles(POINT)).toHaveLength(4);
  });

  it("GET catnet/map with LayerId, Longitude, Latitude and Zoom = half the slider value", async () => {
    const image = await provider("ok").map("stormsurge", POINT, 4);
    const url = seen.at(-1)!;
    expect(url.pathname).toBe("/ok/catnet/map");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      LayerId: "stormsurge",
      Longitude: "151.2093",
      Latitude: "-33.8688",
      Zoom: "2",
    });
    expect(image.contentType).toBe("image/png");
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    await provider("ok").map("fluvialsr", POINT, 0.6);
    expect(seen.at(-1)!.searchParams.get("Zoom")).toBe("0.3");
  });

  it("a slow service times out", async () => {
    const started = Date.now();
    await failure(provider("slow", 300).profiles(POINT));
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("an error status fails", async () => {
    await failure(provider("status").profiles(POINT));
    await failure(provider("status").map("hail", POINT, 4));
  });

  it("garbage bodies fail: broken JSON, a body of the wrong shape, an empty image, HTML instead of an image", async () => {
    await failure(provider("garbage").profiles(POINT));
    await failure(provider("invalid").profiles(POINT));
    await failure(provider("garbage").map("hail", POINT, 4));
    await failure(provider("html").map("hail", POINT, 4));
  });

  it("an unreachable service fails", async () => {
    await failure(new CatnetProvider({ baseUrl: "http://127.0.0.1:9/", timeoutMs: 500 }).profiles(POINT));
  });
});

describe("provider choice by environment", () => {
  const use = (url: string | undefined) => {
    if (url === undefined) delete process.env.CATNET_URL;
    else process.env.CATNET_URL = url;
    resetEnvCache();
    resetNatcatProvider();
  };
  afterAll(() => use(undefined));

  it("built-in without CATNET_URL, CatNet with it", async () => {
    use(undefined);
    expect((await natcatProvider()).name).toBe("builtin");
    use(`${base}/ok`);
    expect((await natcatProvider()).name).toBe("catnet");
    const result = await natcatProfilesAt(POINT);
    expect(result.error).toBeNull();
    expect(result.profiles.map((p) => p.analysis.graph_value)).toEqual([72, 30, 12, 0]);
    expect(result.profiles[0].map).toBe("/natcat/map/stormsurge?lat=-33.86880&lng=151.20930&zoom=4");
  });

  it("a failing service gives the page 'Failed to fetch natcat profiles'", async () => {
    use(`${base}/status`);
    expect(await natcatProfilesAt(POINT)).toEqual({ profiles: [], error: FETCH_FAILED });
  });
});
