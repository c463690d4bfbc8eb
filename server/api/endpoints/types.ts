import type { z } from "zod";
import type { Db } from "../../db/client";
import type { Feature } from "../../policy/policy";
import type { ApiAuth } from "../http";

export type ApiContext = {
  db: Db;
  request: Request;
  url: URL;
  params: Record<string, string>;
  auth: ApiAuth | null;
  ip: string;
};

export type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path under /api/v2, e.g. /industries/{id}. */
  path: string;
  summary: string;
  auth: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Form-encoded body (the token endpoint). */
  form?: z.ZodType;
  response: z.ZodType;
  paged?: boolean;
  /** Success status when it is not the default (200; 201 for POST). */
  status?: number;
  /**
   * Answers a user who has not agreed to the terms of use (GET /user, POST /user/toc, DELETE
   * /token): the API's terms dialog. Every other authenticated endpoint refuses them (403), as the
   * web sends them to the dialog and nothing else.
   */
  beforeTerms?: boolean;
  /** A policy feature the signed-in user must have (server/policy/policy.ts); otherwise 404, as on the web. */
  feature?: Feature;
  /** The response is bytes of this media type (e.g. "image/*"), not JSON. */
  binary?: string;
  /** The request body is multipart/form-data with one file in this field. */
  upload?: string;
  handler: (ctx: ApiContext) => Promise<Response>;
};
