import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ADS_CACHE_MS,
  ADS_FAILED,
  adsFor,
  clearAdsCache,
  fileSource,
  loadAds,
  parseFeed,
  toAd,
  urlSource,
  type FeedAd,
} from "./feed";
import { logger } from "../log/logger";

const ad = (over: Partial<FeedAd>): FeedAd => ({
  key: "k",
  title: "T",
  description: "",
  linkType: "external",
  scope: "iprofile",
  countries: [],
  applied_apps: "all",
  ...over,
});

describe("advertisement filter (platform §3, §6, §7)", () => {
  const feed = [
    ad({ key: "all-ip", applied_apps: "all", scope: "iprofile" }),
    ad({ key: "rc-lmi-au", applied_apps: "rc", scope: "lmi", countries: ["au", "nz"] }),
    ad({ key: "rc-lmi-gb", applied_apps: "rc", scope: "lmi", countries: ["GB"] }),
    ad({ key: "other-app", applied_apps: "ip", scope: "iprofile" }),
    ad({ key: "lmi-none", applied_apps: "all", scope: "lmi", countries: [] }),
  ];
  it("keeps apps all or rc; iprofile for everyone; lmi only for listed countries", () => {
    expect(adsFor(feed, "au").map((a) => a.key)).toEqual(["all-ip", "rc-lmi-au"]);
    expect(adsFor(feed, "nz").map((a) => a.key)).toEqual(["all-ip", "rc-lmi-au"]);
    expect(adsFor(feed, "gb").map((a) => a.key)).toEqual(["all-ip", "rc-lmi-gb"]);
    expect(adsFor(feed, "others").map((a) => a.key)).toEqual(["all-ip"]);
  });
});

describe("advertisement display", () => {
  it("defaults the button text to 'Find out more'; local links stay on the site, external must be http(s)", () => {
    expect(toAd(ad({ button_text: null })).buttonText).toBe("Find out more");
    expect(toAd(ad({ button_text: "Book now" })).buttonText).toBe("Book now");
    expect(toAd(ad({ linkType: "local", link: "/general-info" }))).toMatchObject({
      href: "/general-info",
      external: false,
    });
    expect(toAd(ad({ linkType: "local", link: "//evil.example" })).href).toBeNull();
    expect(toAd(ad({ linkType: "external", link: "https://a.example/x" }))).toMatchObject({
      href: "https://a.example/x",
      external: true,
    });
    expect(toAd(ad({ linkType: "external", link: "javascript:alert(1)" })).href).toBeNull();
    expect(toAd(ad({ cover: "https://cdn.example/a.png" })).cover).toBeNull();
    expect(toAd(ad({ cover: "/ads/a.svg" })).cover).toBe("/ads/a.svg");
  });

  it("skips a malformed advertisement but keeps the rest", () => {
    const body = JSON.stringify({ advertisements: [{ key: "x" }, { ...ad({ key: "ok" }) }] });
    expect(parseFeed(body).map((a) => a.key)).toEqual(["ok"]);
  });
});

describe("loading the feed", () => {
  beforeEach(() => clearAdsCache());

  it("the shipped feed parses and has advertisements for au, nz, gb and others", async () => {
    for (const country of ["au", "nz", "gb", "others"] as const) {
      clearAdsCache();
      const result = await loadAds(country, fileSource());
      expect(result.status).toBe("loaded");
      if (result.status === "loaded") expect(result.ads.length).toBeGreaterThan(0);
    }
  });

  it("a non-ok status is an error: logged and returned with the spec's message", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined as never);
    const fetchImpl = vi.fn(async () => new Response("nope", { status: 503 }));
    const result = await loadAds("au", urlSource("https://ads.example/feed.json", fetchImpl));
    expect(result).toEqual({ status: "error", message: ADS_FAILED });
    expect(error).toHaveBeenCalledWith(expect.anything(), "Failed to load advertisements");
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe("omit");
    expect(init.signal).toBeInstanceOf(AbortSignal);
    error.mockRestore();
  });

  it("bad JSON and a timeout are errors too; a later good answer loads", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined as never);
    expect((await loadAds("au", async () => "{not json")).status).toBe("error");
    const slow = urlSource(
      "https://ads.example/feed.json",
      ((_: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch,
      20,
    );
    expect((await loadAds("au", slow)).status).toBe("error");
    const good = JSON.stringify({ advertisements: [ad({ key: "ok" })] });
    expect(await loadAds("au", async () => good)).toMatchObject({ status: "loaded", ads: [{ key: "ok" }] });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("keeps a feed for ADS_CACHE_MS per process, then reads the changed feed (bounded staleness, issue #22)", async () => {
    let key = "first";
    const source = vi.fn(async () => JSON.stringify({ advertisements: [ad({ key })] }));
    const t0 = 1_800_000_000_000;
    expect(await loadAds("au", source, t0)).toMatchObject({ ads: [{ key: "first" }] });
    key = "second";
    expect(await loadAds("au", source, t0 + ADS_CACHE_MS)).toMatchObject({ ads: [{ key: "first" }] });
    expect(source).toHaveBeenCalledTimes(1);
    expect(await loadAds("au", source, t0 + ADS_CACHE_MS + 1)).toMatchObject({ ads: [{ key: "second" }] });
    expect(source).toHaveBeenCalledTimes(2);
  });
});
