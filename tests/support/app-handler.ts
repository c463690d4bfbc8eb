import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createRequestHandler,
  RouterContextProvider,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
  type ServerBuild,
} from "react-router";
import routeConfig from "~/app/routes";
import reactRouterConfig from "~/react-router.config";
import type { RequestContext } from "~/app/lib/request-context.server";

/**
 * The app's real React Router request handler, in process: a ServerBuild made from app/routes.ts
 * and the route modules themselves (what `react-router build` bundles), so a test can send document
 * requests and `.data` requests (`?_routes=`) through the same middleware, loaders and single-fetch
 * encoding as production. The browser assets manifest is a stand-in (no client bundle is built):
 * pages render, scripts point nowhere.
 */
export type FlatRoute = {
  id: string;
  parentId: string | undefined;
  file: string;
  path: string | undefined;
  index: boolean;
  /** Route ids from the root down to this route (inclusive). */
  ancestors: string[];
  /** The full URL pattern, e.g. /industries/:id/hazard-index. */
  pattern: string;
};

const stripExt = (file: string) => file.replace(/\.[jt]sx?$/, "");

/** Every route of app/routes.ts with the ids React Router gives them (file without extension, or id). */
export function flatRoutes(entries: RouteConfigEntry[] = routeConfig as RouteConfigEntry[]): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (list: RouteConfigEntry[], parent: FlatRoute | null) => {
    for (const e of list) {
      const id = e.id ?? stripExt(e.file);
      const base = parent ? parent.pattern : "";
      const pattern = e.path ? `${base.replace(/\/$/, "")}/${e.path}` : base || "/";
      const flat: FlatRoute = {
        id,
        parentId: parent?.id ?? "root",
        file: e.file,
        path: e.path,
        index: e.index === true,
        ancestors: [...(parent?.ancestors ?? ["root"]), id],
        pattern,
      };
      out.push(flat);
      if (e.children) walk(e.children, flat);
    }
  };
  walk(entries, null);
  return out;
}

const modules = import.meta.glob(["/app/routes/**/*.{ts,tsx}", "!/app/routes/**/*.test.{ts,tsx}"]);

async function loadModule(file: string) {
  const load = modules[`/app/${file}`];
  if (!load) throw new Error(`route module not found: ${file}`);
  return (await load()) as Record<string, unknown>;
}

let built: Promise<ServerBuild> | null = null;

export function serverBuild(): Promise<ServerBuild> {
  built ??= (async () => {
    const [root, entry] = await Promise.all([import("~/app/root"), import("~/app/entry.server")]);
    const routes: ServerBuild["routes"] = {
      root: { id: "root", path: "", module: root as never },
    };
    const manifestRoutes: Record<string, unknown> = {
      root: manifestRoute("root", undefined, "", false, root),
    };
    for (const r of flatRoutes()) {
      const mod = await loadModule(r.file);
      routes[r.id] = {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: r.index || undefined,
        caseSensitive: undefined,
        module: mod as never,
      };
      manifestRoutes[r.id] = manifestRoute(r.id, r.parentId, r.path, r.index, mod);
    }
    return {
      entry: { module: entry as never },
      routes,
      assets: {
        entry: { module: "/assets/entry.client.js", imports: [] },
        routes: manifestRoutes,
        url: "/assets/manifest.js",
        version: "test",
      } as never,
      basename: "/",
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: { ...(reactRouterConfig.future ?? {}) } as ServerBuild["future"],
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } satisfies ServerBuild;
  })();
  return built;
}

function manifestRoute(
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  index: boolean,
  mod: Record<string, unknown>,
) {
  return {
    id,
    parentId,
    path,
    index: index || undefined,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    hasAction: typeof mod.action === "function",
    hasLoader: typeof mod.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof mod.ErrorBoundary === "function",
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

/** The context server.ts hands React Router (getLoadContext), for a test request. */
export function testContext(extra: Partial<RequestContext> = {}): RouterContextProvider {
  const ctx: RequestContext = { nonce: "test-nonce", requestId: "test", ip: "10.9.9.9", ...extra };
  return Object.assign(new RouterContextProvider(), ctx);
}

export type AppResponse = {
  status: number;
  headers: Headers;
  /** Document: the HTML. */
  html: string | null;
  /** `.data`: the decoded single-fetch payload. */
  data: unknown;
  /** `.data`: the redirect a client navigation would follow (single fetch answers 202 for it). */
  redirect: string | null;
};

/** Sends one request through the app's request handler (document, `.data` or resource route). */
export async function appRequest(
  url: string,
  opts: { cookie?: string; headers?: Record<string, string>; method?: string; body?: BodyInit } = {},
): Promise<AppResponse> {
  const handler = createRequestHandler(await serverBuild(), "production");
  const headers = new Headers(opts.headers);
  if (opts.cookie) headers.set("Cookie", opts.cookie);
  const request = new Request(new URL(url, "http://app.test"), {
    method: opts.method ?? "GET",
    headers,
    body: opts.body,
    redirect: "manual",
  });
  const res = await handler(request, testContext());
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("text/x-script")) {
    const decoded = await decodeViaTurboStream(res.body!, globalThis);
    await decoded.done;
    const value = decoded.value as Record<string | symbol, unknown>;
    const redirect =
      (value?.[SingleFetchRedirectSymbol] as { redirect?: string } | undefined)?.redirect ?? null;
    return { status: res.status, headers: res.headers, html: null, data: value, redirect };
  }
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    html: type.includes("html") ? text : null,
    data: type.includes("json") ? JSON.parse(text) : text,
    redirect: null,
  };
}
