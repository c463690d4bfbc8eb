import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { findUserIdByName } from "~/server/accounts/users";
import { startSession } from "~/app/lib/session.server";
import type { DbHandle } from "~/server/db/client";
import { industries } from "~/server/db/schema";
import { freshDatabase } from "./db";

/**
 * In-process harness for route modules: a fresh PGlite with the content pack and the demo users,
 * installed as the app's global database (server/db/client.ts appDatabase), so a route module's
 * `loader`/`action` can be called directly with a Request carrying a real signed session cookie.
 */
export type RouteHarness = {
  h: DbHandle;
  cookieFor: (userName: string) => Promise<string>;
  userId: (userName: string) => Promise<number>;
  industryId: (code: string) => Promise<number>;
  close: () => Promise<void>;
};

const DB_KEY = Symbol.for("riskcoach.db");

export async function routeHarness(): Promise<RouteHarness> {
  const h = await freshDatabase("pglite", "demo");
  (globalThis as Record<symbol, unknown>)[DB_KEY] = Promise.resolve(h);
  const userId = async (name: string) => {
    const id = await findUserIdByName(h.db, name);
    if (!id) throw new Error(`no demo user ${name}`);
    return id;
  };
  return {
    h,
    userId,
    cookieFor: async (name) => (await startSession(h.db, await userId(name))).split(";")[0],
    industryId: async (code) => {
      const [row] = await h.db
        .select({ id: industries.id })
        .from(industries)
        .where(sql`${industries.code} = ${code}`);
      if (!row) throw new Error(`no industry ${code}`);
      return row.id;
    },
    close: async () => {
      (globalThis as Record<symbol, unknown>)[DB_KEY] = undefined;
      await h.close();
    },
  };
}

export type Outcome = { status: number; location: string | null; body: unknown; headers: Headers };

type RouteFn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/**
 * Calls a loader or action the way React Router would and normalises what comes back or is thrown:
 * a Response, `data(...)` (DataWithResponseInit) or a plain object. Anything else thrown (a real
 * error, which the server would turn into a 500) propagates to fail the test.
 */
export async function callRoute(
  fn: unknown,
  opts: {
    url: string;
    cookie?: string;
    params?: Record<string, string>;
    form?: Array<[string, string]> | URLSearchParams;
    body?: BodyInit;
    headers?: Record<string, string>;
    method?: string;
  },
): Promise<Outcome> {
  const headers = new Headers(opts.headers);
  if (opts.cookie) headers.set("Cookie", opts.cookie);
  let body: BodyInit | undefined = opts.body;
  if (opts.form) {
    body = opts.form instanceof URLSearchParams ? opts.form : new URLSearchParams(opts.form);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  const method = opts.method ?? (body !== undefined ? "POST" : "GET");
  const request = new Request(new URL(opts.url, "http://app.test"), { method, headers, body });
  // As server.ts's getLoadContext: a RouterContextProvider (route middleware is on) with the request's fields.
  const context = Object.assign(new RouterContextProvider(), {
    ip: "10.9.9.9",
    requestId: "test",
    nonce: "n",
  });
  let result: unknown;
  try {
    result = await (fn as RouteFn)({ request, params: opts.params ?? {}, context });
  } catch (thrown) {
    result = thrown;
    if (!(thrown instanceof Response) && !isData(thrown)) throw thrown;
  }
  return normalise(result);
}

type DataInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
function isData(v: unknown): v is DataInit {
  return typeof v === "object" && v !== null && (v as DataInit).type === "DataWithResponseInit";
}

async function normalise(result: unknown): Promise<Outcome> {
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await result.json() : null;
    return { status: result.status, location: result.headers.get("location"), body, headers: result.headers };
  }
  if (isData(result)) {
    const headers = new Headers(result.init?.headers);
    return {
      status: result.init?.status ?? 200,
      location: headers.get("location"),
      body: result.data,
      headers,
    };
  }
  return { status: 200, location: null, body: result, headers: new Headers() };
}
