import { z } from "zod";
import { ENDPOINTS } from "./endpoints";
import { API_BASE, API_MEDIA_TYPE } from "./http";

let cached: unknown = null;

const schema = (s: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(s, { target: "draft-2020-12", io, unrepresentable: "any" });

/** OpenAPI 3.1 generated from the endpoints' zod schemas (served at /api/v2/openapi.json). */
export function openApiDocument() {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS) {
    const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const query = e.query
      ? (schema(e.query, "input") as { properties?: Record<string, unknown>; required?: string[] })
      : null;
    for (const [name, s] of Object.entries(query?.properties ?? {}))
      params.push({
        name,
        in: "query",
        required: query?.required?.includes(name) ?? false,
        schema: s as { type: string },
      });
    const op: Record<string, unknown> = {
      summary: e.summary,
      operationId: `${e.method.toLowerCase()}${e.path
        .replace(/[{}]/g, "")
        .replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())
        .replace(/[^A-Za-z0-9]/g, "")}`,
      parameters: params,
      security: e.auth ? [{ apiKey: [], bearer: [] }] : [{ apiKey: [] }],
      responses: {
        [String(e.status ?? (e.method === "POST" && e.path !== "/token" ? 201 : 200))]: {
          description: "OK",
          ...(e.paged
            ? {
                headers: {
                  Link: { description: 'rel="next" while more pages exist', schema: { type: "string" } },
                },
              }
            : {}),
          content: e.binary
            ? { [e.binary]: { schema: { type: "string", format: "binary" } } }
            : { [API_MEDIA_TYPE]: { schema: schema(e.response, "output") } },
        },
        "400": { description: "Invalid input; the message names the field" },
        ...(e.auth ? { "401": { description: "Missing or invalid access token" } } : {}),
        "403": { description: "Invalid x-api-key, or not allowed" },
        ...(/\{\w+\}/.test(e.path) || e.feature
          ? {
              "404": {
                description: e.feature
                  ? "Not found, or not available to this user (country, app theme)"
                  : "Not found, or not the user's",
              },
            }
          : {}),
        ...(e.path.startsWith("/industries/{id}")
          ? { "429": { description: "Industry search limit reached; the token is revoked" } }
          : {}),
      },
    };
    if (e.body)
      op.requestBody = {
        required: true,
        content: { "application/json": { schema: schema(e.body, "input") } },
      };
    if (e.form)
      op.requestBody = {
        required: true,
        content: { "application/x-www-form-urlencoded": { schema: schema(e.form, "input") } },
      };
    if (e.upload)
      op.requestBody = {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: { [e.upload]: { type: "string", format: "binary" } },
              required: [e.upload],
            },
          },
        },
      };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = op;
  }
  cached = {
    openapi: "3.1.0",
    info: {
      title: "RiskCoach API",
      version: "2.0",
      description: `Send Accept: ${API_MEDIA_TYPE}, x-api-key and Authorization: Bearer <access_token>.`,
    },
    servers: [{ url: API_BASE }],
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
    paths,
  };
  return cached;
}
