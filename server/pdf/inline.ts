import { parse } from "node-html-parser";

export type Asset = { contentType: string; body: Buffer };
/** Fetches a same-origin path ("/assets/app.css", "/icons/x.svg") or returns null when absent. */
export type AssetFetcher = (path: string) => Promise<Asset | null>;

const isLocal = (url: string) => url.startsWith("/") && !url.startsWith("//");

function dataUri(asset: Asset): string {
  return `data:${asset.contentType.split(";")[0]};base64,${asset.body.toString("base64")}`;
}

/** url(...) references inside a stylesheet, made into data URIs (fonts, background images). */
async function inlineCssUrls(css: string, fetchAsset: AssetFetcher): Promise<string> {
  const urls = new Set<string>();
  for (const m of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) if (isLocal(m[1])) urls.add(m[1]);
  let out = css;
  for (const u of urls) {
    const asset = await fetchAsset(u);
    if (asset) out = out.split(u).join(dataUri(asset));
  }
  return out;
}

/**
 * Makes a rendered page self-contained for the PDF engines: stylesheets become <style>, local
 * images become data URIs, and every script is removed (the PDF browser runs none, and the engine
 * refuses network requests). The same document goes to Chromium or to Gotenberg.
 */
export async function selfContained(html: string, fetchAsset: AssetFetcher): Promise<string> {
  const root = parse(html, { comment: false });
  for (const s of root.querySelectorAll("script")) s.remove();
  // Only stylesheets are of use to a printed page; every other link (prefetch, preconnect,
  // dns-prefetch, preload, icon ...), a base URL and http-equiv metas (refresh) go.
  for (const l of root.querySelectorAll("link, base, meta[http-equiv]"))
    if ((l.getAttribute("rel") ?? "").toLowerCase() !== "stylesheet") l.remove();
  for (const link of root.querySelectorAll('link[rel="stylesheet"]')) {
    const href = link.getAttribute("href") ?? "";
    const asset = isLocal(href) ? await fetchAsset(href) : null;
    if (asset)
      link.replaceWith(`<style>${await inlineCssUrls(asset.body.toString("utf8"), fetchAsset)}</style>`);
    else link.remove();
  }
  const cache = new Map<string, string | null>();
  for (const img of root.querySelectorAll("img, image")) {
    const attr = img.tagName.toLowerCase() === "image" ? "href" : "src";
    const src = img.getAttribute(attr) ?? "";
    if (!isLocal(src)) continue;
    if (!cache.has(src)) {
      const asset = await fetchAsset(src);
      cache.set(src, asset ? dataUri(asset) : null);
    }
    const uri = cache.get(src);
    if (uri) img.setAttribute(attr, uri);
    else img.removeAttribute(attr);
  }
  return root.toString();
}
