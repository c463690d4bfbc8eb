import { ENDPOINTS } from "~/server/api/endpoints";
import { API_MEDIA_TYPE, DEFAULT_API_KEY } from "~/server/api/http";
import { handleApi } from "~/server/api/router";
import type { DbOrTx } from "~/server/db/client";

/**
 * The one in-process client of the REST API v2 for tests: builds the request (API key, v2 Accept,
 * bearer token, JSON / form / multipart body), runs it through the real router and reads the answer.
 */
export type ApiCallOptions = {
  /** Sent as `Authorization: Bearer <token>`; none when null or left out. */
  token?: string | null;
  /** JSON body, or a FormData sent as multipart/form-data. */
  body?: unknown;
  /** An application/x-www-form-urlencoded body (the token endpoint). */
  form?: Record<string, string>;
  /** Host of the request URL (the natcat endpoints answer only on a natcat host). */
  host?: string;
  /** Extra or replacing headers (the token and the body's content type are set after them). */
  headers?: Record<string, string>;
  /** The client IP the router sees. */
  ip?: string;
};

export type ApiAnswer = {
  status: number;
  headers: Headers;
  /** The parsed body when the answer is JSON, else null. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field of any body
  json: any;
  /** The body when the answer is not JSON (images), else null. */
  bytes: Buffer | null;
};

export async function apiCall(
  db: DbOrTx,
  method: string,
  path: string,
  opts: ApiCallOptions = {},
): Promise<ApiAnswer> {
  const headers = new Headers({ accept: API_MEDIA_TYPE, "x-api-key": DEFAULT_API_KEY, ...opts.headers });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: BodyInit | undefined;
  if (opts.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(opts.body);
  }
  const res = await handleApi(
    new Request(`http://${opts.host ?? "api.test"}/api/v2${path}`, { method, headers, body }),
    db,
    opts.ip,
  );
  const isJson = res.headers.get("content-type")?.includes("json") ?? false;
  return {
    status: res.status,
    headers: res.headers,
    json: isJson ? await res.json() : null,
    bytes: isJson ? null : Buffer.from(await res.arrayBuffer()),
  };
}

/** apiCall for an answer that must be JSON (any status): throws when it is not. */
export async function apiJson(db: DbOrTx, method: string, path: string, opts: ApiCallOptions = {}) {
  const res = await apiCall(db, method, path, opts);
  if (res.json === null) throw new Error(`${method} ${path}: ${res.status} without a JSON body`);
  return res;
}

/** An access token by the password grant (POST /token), as an app signs in. */
export async function apiToken(db: DbOrTx, username: string, password: string, clientId = "test") {
  const res = await apiCall(db, "POST", "/token", {
    form: { grant_type: "password", username, password, client_id: clientId },
  });
  if (res.status !== 200) throw new Error(`token for ${username}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.access_token as string;
}

/** The endpoint a method and path (query string ignored) reach: its declared contract. */
export function endpointFor(method: string, path: string) {
  const e = ENDPOINTS.find(
    (x) =>
      x.method === method && new RegExp(`^${x.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path.split("?")[0]),
  );
  if (!e) throw new Error(`no endpoint for ${method} ${path}`);
  return e;
}
