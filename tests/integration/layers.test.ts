import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 18, Layers (docs/architecture.md "Layers"): server/ holds the domain and knows nothing of
 * HTTP or the web framework; app/ (routes, middleware, app/lib/*.server.ts) turns its results into
 * responses. Imports run app -> server, never back.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER = path.join(ROOT, "server");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(c|m)?tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Every module a file names: static imports and `import type`, re-exports, dynamic `import()`,
 * `require()`, and `declare module "..."` augmentations (TypeScript's own pre-processor).
 */
function specifiers(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return [...info.importedFiles.map((i) => i.fileName), ...(info.ambientExternalModules ?? [])];
}

/** The file a relative or `~/` specifier points at, or null for a package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

const files = sourceFiles(SERVER);

describe("layers", () => {
  it("sees the server sources (the scan itself works)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(specifiers(path.join(SERVER, "api/router.ts"))).toContain("./http");
    const probe = path.join(import.meta.dirname, "layers-probe.fixture.txt");
    expect(specifiers(probe).sort()).toEqual(["react-router", "w", "x", "y", "z"]);
  });

  it('no file under server/ imports "react-router" (values or types)', () => {
    const offenders = files.filter((f) =>
      specifiers(f).some((s) => s === "react-router" || s.startsWith("react-router/")),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it("no module under server/ imports from app/", () => {
    const app = path.join(ROOT, "app") + path.sep;
    const offenders = files
      .filter((f) => !isTest(f))
      .flatMap((f) =>
        specifiers(f)
          .map((s) => resolve(f, s))
          .filter((target) => target?.startsWith(app))
          .map((target) => `${rel(f)} -> ${rel(target!)}`),
      );
    expect(offenders).toEqual([]);
  });

  it("no two modules under server/ import each other (shared types live in a file of their own)", () => {
    const edges = new Map<string, Set<string>>();
    for (const f of files.filter((f) => !isTest(f)))
      edges.set(f, new Set(specifiers(f).flatMap((s) => resolve(f, s) ?? [])));
    const pairs: string[] = [];
    for (const [a, targets] of edges)
      for (const b of targets) if (a < b && edges.get(b)?.has(a)) pairs.push(`${rel(a)} <-> ${rel(b)}`);
    expect(pairs).toEqual([]);
  });
});
