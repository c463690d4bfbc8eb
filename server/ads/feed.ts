import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Country } from "../accounts/catalogue";
import { env } from "../config/env";
import { logger } from "../log/logger";

/** Spec §8: the message logged and shown when the advertisement feed cannot be read. */
export const ADS_FAILED = "Failed to load advertisements";
/** Spec §2: the button text when an advertisement names none. */
export const DEFAULT_BUTTON_TEXT = "Find out more";
export const ADS_TIMEOUT_MS = 3000;
/** A good feed is kept this long per process: a changed feed shows within 5 minutes on every server. */
export const ADS_CACHE_MS = 5 * 60 * 1000;

/** One advertisement of the feed (platform §3). Unknown fields are ignored. */
const AdSchema = z.object({
  key: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  description: z.string().max(1000).default(""),
  cover: z.string().max(500).nullish(),
  link: z.string().max(1000).nullish(),
  linkType: z.enum(["local", "external"]).default("external"),
  button_text: z.string().max(60).nullish(),
  scope: z.enum(["lmi", "iprofile"]),
  countries: z.array(z.string().min(2).max(10)).default([]),
  applied_apps: z.enum(["all", "rc", "ip"]).or(z.string()),
});
export type FeedAd = z.infer<typeof AdSchema>;

const FeedSchema = z.object({ advertisements: z.array(z.unknown()) });

/** What the dashboard carousel shows: safe links, a same-site cover or none, the button text filled in. */
export type Ad = {
  key: string;
  title: string;
  description: string;
  cover: string | null;
  href: string | null;
  external: boolean;
  buttonText: string;
};

export type AdsResult = { status: "loaded"; ads: Ad[] } | { status: "error"; message: string };

/**
 * Reads the feed body. Advertisements that fail the schema are skipped one by one (one bad entry must
 * not hide the others); a body that is not JSON or has no advertisements array is an error.
 */
export function parseFeed(body: string): FeedAd[] {
  const parsed = FeedSchema.parse(JSON.parse(body));
  const out: FeedAd[] = [];
  for (const item of parsed.advertisements) {
    const ad = AdSchema.safeParse(item);
    if (ad.success) out.push(ad.data);
  }
  return out;
}

/**
 * Spec §3, §6, §7: only advertisements for all apps or for this app (rc); scope iprofile shows to
 * everyone, scope lmi only when its countries include the user's country.
 */
export function adsFor(ads: FeedAd[], country: Country): FeedAd[] {
  return ads.filter((ad) => {
    if (ad.applied_apps !== "all" && ad.applied_apps !== "rc") return false;
    if (ad.scope === "iprofile") return true;
    return ad.countries.map((c) => c.toLowerCase()).includes(country);
  });
}

/** Local links stay in the app (site-relative paths only); external links must be http(s). */
export function toAd(ad: FeedAd): Ad {
  let href: string | null = null;
  let external = false;
  const link = ad.link?.trim() ?? "";
  if (ad.linkType === "local") {
    href = link.startsWith("/") && !link.startsWith("//") ? link : null;
  } else if (/^https?:\/\//i.test(link)) {
    try {
      href = new URL(link).toString();
      external = true;
    } catch {
      href = null;
    }
  }
  // The page's CSP allows same-site images only: covers must be site paths.
  const cover = ad.cover && /^\/(?!\/)[\w./-]+$/.test(ad.cover) ? ad.cover : null;
  return {
    key: ad.key,
    title: ad.title,
    description: ad.description,
    cover,
    href,
    external,
    buttonText: ad.button_text?.trim() || DEFAULT_BUTTON_TEXT,
  };
}

export type FeedSource = () => Promise<string>;

/** ADS_URL: fetched without credentials and with a timeout; a non-ok status is an error (spec §7). */
export function urlSource(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = ADS_TIMEOUT_MS,
): FeedSource {
  return async () => {
    const response = await fetchImpl(url, {
      credentials: "omit",
      redirect: "follow",
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`advertisement feed answered ${response.status}`);
    return response.text();
  };
}

/** Default: the feed file shipped in public/ads/feed.json. */
export function fileSource(file = path.resolve(process.cwd(), "public/ads/feed.json")): FeedSource {
  return () => fs.readFile(file, "utf8");
}

export function defaultSource(): FeedSource {
  const url = env().ADS_URL;
  return url ? urlSource(url) : fileSource();
}

let cache: { at: number; ads: FeedAd[] } | null = null;

export function clearAdsCache() {
  cache = null;
}

/**
 * The advertisements for a user. A good feed is kept for 5 minutes; a failure is logged with the
 * spec's message and returned as an error state for the carousel (spec §4: loading, error, loaded).
 */
export async function loadAds(
  country: Country,
  source: FeedSource = defaultSource(),
  now = Date.now(),
): Promise<AdsResult> {
  try {
    if (!cache || now - cache.at > ADS_CACHE_MS) cache = { at: now, ads: parseFeed(await source()) };
    return { status: "loaded", ads: adsFor(cache.ads, country).map(toAd) };
  } catch (error) {
    logger.error({ err: (error as Error).message }, ADS_FAILED);
    return { status: "error", message: ADS_FAILED };
  }
}
