import { describe, expect, it } from "vitest";
import { fetchIntent, type FetchIntent } from "./fetch-intent";

/** What browsers send (Fetch Metadata, prefetch markers) and whether it is the user's own visit. */
const CASES: Array<[string, Record<string, string>, FetchIntent]> = [
  [
    "top-level navigation (link, address bar, form)",
    { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "none" },
    "navigation",
  ],
  [
    "top-level navigation from another site's link",
    { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "cross-site" },
    "navigation",
  ],
  [
    "React Router client navigation (.data fetch)",
    { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" },
    "navigation",
  ],
  ["no Fetch Metadata (old browser, script)", {}, "navigation"],
  [
    "the server's own fetch() for a PDF (undici sends only Sec-Fetch-Mode)",
    { "sec-fetch-mode": "cors" },
    "navigation",
  ],
  [
    "<img src>",
    { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors", "sec-fetch-site": "same-origin" },
    "passive",
  ],
  [
    "<img src> from another site",
    { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site" },
    "passive",
  ],
  [
    "<iframe src>",
    { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" },
    "passive",
  ],
  ["<frame src>", { "sec-fetch-dest": "frame", "sec-fetch-mode": "navigate" }, "passive"],
  ["<embed src>", { "sec-fetch-dest": "embed", "sec-fetch-mode": "no-cors" }, "passive"],
  ["<object data>", { "sec-fetch-dest": "object", "sec-fetch-mode": "no-cors" }, "passive"],
  ["<script src>", { "sec-fetch-dest": "script", "sec-fetch-mode": "no-cors" }, "passive"],
  ["<link rel=stylesheet>", { "sec-fetch-dest": "style", "sec-fetch-mode": "no-cors" }, "passive"],
  [
    "<link rel=prefetch> of a page (Chrome)",
    {
      "sec-fetch-dest": "empty",
      "sec-fetch-mode": "no-cors",
      "sec-fetch-site": "same-origin",
      "sec-purpose": "prefetch",
    },
    "passive",
  ],
  [
    "<link rel=prefetch> of a .data URL (React Router <Link prefetch>)",
    {
      "sec-fetch-dest": "empty",
      "sec-fetch-mode": "cors",
      "sec-fetch-site": "same-origin",
      "sec-purpose": "prefetch",
    },
    "passive",
  ],
  [
    "speculation rules prerender",
    {
      "sec-fetch-dest": "document",
      "sec-fetch-mode": "navigate",
      "sec-fetch-site": "same-origin",
      "sec-purpose": "prefetch;prerender",
    },
    "passive",
  ],
  ["legacy Purpose: prefetch", { "sec-fetch-dest": "document", purpose: "prefetch" }, "passive"],
  ["Firefox X-Moz: prefetch", { "x-moz": "prefetch" }, "passive"],
  ["Safari X-Purpose: preview", { "x-purpose": "preview" }, "passive"],
  [
    "fetch() from another site with credentials",
    { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site" },
    "passive",
  ],
  [
    "fetch() from a sibling subdomain",
    { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-site" },
    "passive",
  ],
  [
    "document fetched other than by navigation",
    { "sec-fetch-dest": "document", "sec-fetch-mode": "no-cors" },
    "passive",
  ],
];

describe("fetchIntent", () => {
  it.each(CASES)("%s: %j is %s", (_label, headers, expected) => {
    expect(fetchIntent(new Request("http://app.test/industries/1/hazard-index", { headers }))).toBe(expected);
  });
});
