import type { Db } from "../db/client";
import { isDatabaseUnavailable } from "../http/db-unavailable";
import { logger } from "../log/logger";
import { ENDPOINTS, type ApiContext, type Endpoint } from "./endpoints";
import { ACCOUNT_MESSAGES } from "../accounts/messages";
import { can } from "../policy/policy";
import {
  API_BASE,
  ApiError,
  authenticate,
  checkAccept,
  checkApiKey,
  errorResponse,
  json,
  notFound,
} from "./http";
import { openApiDocument } from "./openapi";

const compiled = ENDPOINTS.map((e) => ({
  endpoint: e,
  pattern: new RegExp(`^${e.path.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`),
}));

function match(
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | "method" | null {
  let pathMatched = false;
  for (const { endpoint, pattern } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (endpoint.method === method) return { endpoint, params: { ...(m.groups ?? {}) } };
  }
  return pathMatched ? "method" : null;
}

/**
 * Every /api/v2 request: OpenAPI document, API key, Accept version, bearer authentication, the
 * endpoint's handler; errors as JSON. Framework-free, so contract tests call it directly.
 */
export async function handleApi(request: Request, db: Db, ip = "0.0.0.0"): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(API_BASE.length) || "/";
  try {
    if (path === "/openapi.json" && request.method === "GET") return json(openApiDocument());
    checkApiKey(request);
    checkAccept(request);
    const found = match(request.method, path);
    if (found === null) throw new ApiError(404, "not_found", "No such endpoint.");
    if (found === "method")
      throw new ApiError(405, "method_not_allowed", `${request.method} is not allowed here.`);
    const ctx: ApiContext = { db, request, url, params: found.params, auth: null, ip };
    if (found.endpoint.auth) ctx.auth = await authenticate(db, request);
    // The web's terms gate (app/middleware/gates.server.ts): no data before the terms are agreed.
    if (ctx.auth && ctx.auth.user.isUserAcceptedToc !== true && !found.endpoint.beforeTerms)
      throw new ApiError(403, "terms_not_accepted", ACCOUNT_MESSAGES.termsRequired);
    // Gated like the web routes: a feature the user may not see answers 404.
    if (found.endpoint.feature && (!ctx.auth || !can(ctx.auth.user, found.endpoint.feature)))
      throw notFound();
    return await found.endpoint.handler.call(found.endpoint, ctx);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    // The database unreachable (stopped, restarting): retryable, as the web's 503 page says.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path }, "api: database unavailable");
      return errorResponse(
        new ApiError(
          503,
          "service_unavailable",
          "Service temporarily unavailable. Please try again in a minute.",
          { "Retry-After": "30" },
        ),
      );
    }
    logger.error({ err: error, path }, "api: unhandled error");
    return errorResponse(
      new ApiError(500, "server_error", "Sorry, an error occurred. Please try again later."),
    );
  }
}
