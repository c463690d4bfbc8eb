import type { z } from "zod";
import { loadSignedIn, type CurrentUser } from "../accounts/viewer";
import type { ActiveSession } from "../auth/sessions";
import { safeEqual } from "../auth/crypto";
import { env } from "../config/env";
import type { DbOrTx } from "../db/client";
import { onSite } from "../platform/site";
import { stripNul } from "../http/text";

/**
 * REST API v2 conventions (spec platform §7, industries-and-reports §7): every call carries
 * Authorization (Bearer <token>, or LinkGen <token> for link-generated sessions), x-api-key and
 * Accept application/json;v=2.0. Errors are JSON { error, message }.
 */
export const API_BASE = "/api/v2";
export const API_MEDIA_TYPE = "application/json;v=2.0";
/** The key a client may use when it has no key of its own (spec: "a built-in default key"). */
export const DEFAULT_API_KEY = "rc-public-2026";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, "not_found", "Not found");

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", `${API_MEDIA_TYPE}; charset=utf-8`);
  h.set("Cache-Control", "private, no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function errorResponse(e: ApiError): Response {
  return json({ error: e.code, message: e.message }, e.status, e.headers);
}

function apiKeys(): string[] {
  const configured = (env().API_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  return configured.length ? configured : [DEFAULT_API_KEY];
}

/** x-api-key must be one of API_KEYS (or the default key when none are configured). */
export function checkApiKey(request: Request) {
  const key = request.headers.get("x-api-key") ?? "";
  if (!apiKeys().some((k) => safeEqual(k, key)))
    throw new ApiError(403, "invalid_api_key", "A valid x-api-key header is required.");
}

/** Accept: application/json (any version 2.x) or any type; another version is 406. */
export function checkAccept(request: Request) {
  const accept = request.headers.get("accept");
  if (!accept || accept.includes("*/*")) return;
  const json = accept.split(",").find((a) => a.trim().startsWith("application/json"));
  if (!json) throw new ApiError(406, "not_acceptable", `This API answers ${API_MEDIA_TYPE}.`);
  const v = /;\s*v=([\d.]+)/.exec(json)?.[1];
  if (v && !v.startsWith("2"))
    throw new ApiError(406, "not_acceptable", `Version ${v} is not served; use v=2.0.`);
}

export type ApiAuth = { user: CurrentUser; session: ActiveSession; token: string };

/** Authorization: Bearer <token> or LinkGen <token>; a LinkGen header must name a link-generated session. */
export async function authenticate(db: DbOrTx, request: Request): Promise<ApiAuth> {
  const header = request.headers.get("authorization") ?? "";
  const m = /^(Bearer|LinkGen)\s+([A-Za-z0-9_\-.~+/=]{20,200})$/i.exec(header.trim());
  if (!m)
    throw new ApiError(401, "unauthorized", "A valid access token is required.", {
      "WWW-Authenticate": 'Bearer realm="api"',
    });
  const found = await loadSignedIn(db, m[2], "api");
  if (!found || (m[1].toLowerCase() === "linkgen" && found.session.kind !== "linkgen")) {
    throw new ApiError(401, "unauthorized", "The access token is not valid.", {
      "WWW-Authenticate": 'Bearer error="invalid_token"',
    });
  }
  const { session, user: loaded } = found;
  return { user: onSite(loaded, request), session, token: m[2] };
}

/** Query parameters through a zod schema; a bad value is a 400 naming the field. */
export function parseQuery<S extends z.ZodType>(schema: S, url: URL): z.infer<S> {
  const parsed = schema.safeParse(
    Object.fromEntries([...url.searchParams].map(([k, v]) => [k, stripNul(v)])),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, "invalid_request", `${issue.path.join(".") || "query"}: ${issue.message}`);
  }
  return parsed.data;
}

/** A zod failure as a 400 naming the field (the first issue). */
export function invalid(error: z.ZodError, fallback = "body"): ApiError {
  const issue = error.issues[0];
  return new ApiError(400, "invalid_request", `${issue.path.join(".") || fallback}: ${issue.message}`);
}

export async function parseJsonBody<S extends z.ZodType>(schema: S, request: Request): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("json"))
    throw new ApiError(415, "unsupported_media_type", "Send the body as application/json.");
  const text = await request.text();
  if (text.length > 1_000_000) throw new ApiError(413, "too_large", "The body is too large.");
  let body: unknown;
  try {
    body = JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? stripNul(value) : value));
  } catch {
    throw new ApiError(400, "invalid_request", "The body is not valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, "invalid_request", `${issue.path.join(".") || "body"}: ${issue.message}`);
  }
  return parsed.data;
}

/** Paging (spec §7): `data` plus a Link header with rel="next" while more pages exist. */
export function paged(
  url: URL,
  items: unknown[],
  page: number,
  hasNext: boolean,
  extra: Record<string, unknown> = {},
) {
  const headers = new Headers();
  if (hasNext) {
    const next = new URL(url);
    next.searchParams.set("page", String(page + 1));
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return json({ data: items, page, ...extra }, 200, headers);
}
