import fc from "fast-check";
import { parse } from "node-html-parser";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { logger } from "~/server/log/logger";
import { readFlash } from "~/app/lib/cookies.server";
import { bombPng } from "./images";
import type { Outcome } from "./routes";

/**
 * Shared pieces of the hostile-input suites (issue #11): tests/integration/hostile.test.ts (web actions and
 * loaders) and tests/integration/hostile-api.test.ts (every REST API endpoint).
 */
// 400 per target in the suite (CI time, issue 22); FUZZ_RUNS=1000 or more for a deeper pass.
export const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

/** The first MARKUP entries are markup (the rich-text suites feed them all). */
export const MARKUP = 11;
export const HOSTILE = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg/onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<p style="x" onclick="alert(1)">p</p>',
  "<iframe src=//evil.example></iframe>",
  '"><script>alert(document.cookie)</script>',
  // Issue #23: markup that redirects the viewer, makes the PDF browser fetch, or overlays the page.
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel="prefetch" href="https://evil.example/p">',
  '<base href="https://evil.example/">',
  '<div style="position:fixed;inset:0;z-index:9999">replaced</div>',
  "'; drop table users; --",
  "1 OR 1=1",
  "1' union select password_hash from users --",
  "%00",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "𝕏🙂👩‍👩‍👧‍👦",
  "\u202etxt.exe",
  "../../etc/passwd",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999999",
  "2147483648",
  "[object Object]",
  "{}",
  "null",
  "undefined",
  " ",
  "",
  "Z".repeat(70_000),
];

/** Wrong types, huge strings, unicode (valid and lone surrogates), binary, markup, SQL-looking text. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((n) => "A<b>".repeat(10 ** n / 4 + 1)) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
);

/** A form: each known field missing, valid or hostile (sometimes twice), plus unknown extra fields. */
export function formOf(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Array<[string, string]>> {
  const entries = Object.entries(fields).map(([name, valid]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant<string[]>([]) },
        { weight: 3, arbitrary: valid.map((v) => [v]) },
        { weight: 3, arbitrary: text.map((v) => [v]) },
        { weight: 1, arbitrary: fc.array(fc.oneof(valid, text), { minLength: 2, maxLength: 3 }) },
      )
      .map((values) => values.map((v): [string, string] => [name, v])),
  );
  const extras = fc.array(fc.tuple(text, text), { maxLength: 2 });
  return fc.tuple(fc.tuple(...entries), extras).map(([known, extra]) => [...known.flat(), ...extra]);
}

/** encodeURIComponent throws on a lone surrogate, which no browser would send anyway. */
export const enc = (a: string) => encodeURIComponent(a.replace(/[\ud800-\udfff]/g, "\ufffd"));

/** URLSearchParams of generated pairs (lone surrogates replaced, as a browser would). */
export const queryOf = (pairs: Array<[string, string]>) =>
  new URLSearchParams(pairs.map(([k, v]) => [k, v].map((s) => s.replace(/[\ud800-\udfff]/g, "\ufffd"))));

/**
 * Fails each test of the file that logged at error level: the actions turn write failures into a
 * toast and the API into a JSON error, so a hidden crash would otherwise only show in the log.
 */
export function failOnErrorLogs() {
  const logged: unknown[] = [];
  beforeAll(() => {
    vi.spyOn(logger, "error").mockImplementation(((...args: unknown[]) => {
      logged.push(args);
    }) as never);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    const seen = logged.splice(0);
    expect(seen, "nothing logged at error level").toEqual([]);
  });
}

export const fuzz = <T extends unknown[]>(prop: fc.IAsyncProperty<T>, numRuns = RUNS) =>
  fc.assert(prop, { numRuns, endOnFailure: true });

/** A handled answer: below 500, field errors keyed by fields of the form, redirects on this site. */
export function expectHandled(out: Outcome, fields: readonly string[]) {
  expect(out.status, JSON.stringify(out.body)?.slice(0, 300)).toBeLessThan(500);
  const errors = (out.body as { errors?: Record<string, string> } | null)?.errors;
  if (errors) {
    for (const [key, message] of Object.entries(errors)) {
      expect([...fields, "form"]).toContain(key);
      expect(typeof message === "string" && message.length > 0).toBe(true);
    }
  }
  if (out.location) expect(out.location).toMatch(/^\/(?![/\\])/);
}

/** The toast a redirect carries, to catch a write failure an action turned into an error toast. */
export async function toastOf(out: Outcome) {
  const set = out.headers.get("set-cookie");
  if (!set?.includes("__flash=")) return null;
  const cookie = set
    .split(/,(?=\s*__)/)
    .map((c) => c.split(";")[0].trim())
    .join("; ");
  return (await readFlash(new Request("http://app.test/", { headers: { Cookie: cookie } }))).toast;
}

/**
 * No script, frame, meta, link, base or style element, no event-handler attribute, no javascript:
 * URL in rendered HTML.
 */
export function expectInert(html: string) {
  const root = parse(html);
  expect(root.querySelectorAll("script, iframe, object, embed, meta, link, base, style")).toHaveLength(0);
  for (const el of root.querySelectorAll("*")) {
    for (const [name, value] of Object.entries(el.attributes)) {
      expect(name.toLowerCase().startsWith("on"), `${el.tagName} ${name}`).toBe(false);
      expect(/^\s*(javascript|vbscript|data):/i.test(value), `${el.tagName} ${name}=${value}`).toBe(false);
    }
  }
}

export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const BOMB_PNG = bombPng(8000);

/** Upload bodies: a real PNG, polyglots, wrong magic bytes, zero bytes, 2 MB + 1 byte, an image bomb, random bytes. */
export const uploadFile: fc.Arbitrary<File> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(new Uint8Array(PNG_1X1)) },
      fc.constant(new Uint8Array(0)),
      fc.constant(new Uint8Array(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))),
      fc.constant(new Uint8Array(Buffer.from("<html><script>alert(1)</script></html>"))),
      fc.constant(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))),
      fc.constant(new Uint8Array(Buffer.concat([PNG_1X1, Buffer.from("<script>alert(1)</script>")]))),
      fc.constant(new Uint8Array(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]))),
      { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }) },
      fc.constant(new Uint8Array(2 * 1024 * 1024 + 1)),
      // An image bomb: a small PNG declaring 8000×8000 pixels (issue #23 item 7).
      fc.constant(new Uint8Array(BOMB_PNG)),
    ),
    fc.oneof(fc.constantFrom("a.png", "a.jpg", "a.jpeg", "a.html", "a.svg", "a.png.exe", ""), text),
    fc.oneof(fc.constantFrom("image/png", "image/jpeg", "text/html", "image/svg+xml", ""), text),
  )
  .map(
    ([bytes, name, type]) =>
      new File([bytes], name.replace(/[\ud800-\udfff]/g, "\ufffd"), {
        type: type.replace(/[^\x20-\x7e]/g, ""),
      }),
  );
