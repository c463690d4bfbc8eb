import { stripNul } from "../../http/forms";
import { z } from "zod";
import { attemptLogin } from "../../auth/login";
import { createSessionToken, revokeSessionToken } from "../../auth/sessions";
import { ApiError, json } from "../http";
import { Ok } from "./shared";
import type { Endpoint } from "./types";

const TokenForm = z.object({
  grant_type: z.literal("password"),
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1000),
  client_id: z.string().min(1).max(100),
});

/** Token endpoints: password grant and revocation. */
export const AUTH_ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/token",
    summary:
      "Password grant: form-encoded username, password, grant_type=password, client_id; returns access_token.",
    auth: false,
    form: TokenForm,
    response: z.object({ access_token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number() }),
    async handler(ctx) {
      const type = ctx.request.headers.get("content-type") ?? "";
      if (!type.includes("application/x-www-form-urlencoded"))
        throw new ApiError(415, "unsupported_media_type", "Send the token request form-encoded.");
      const parsed = TokenForm.safeParse(
        Object.fromEntries(
          [...new URLSearchParams(await ctx.request.text())].map(([k, v]) => [k, stripNul(v)]),
        ),
      );
      if (!parsed.success)
        throw new ApiError(
          400,
          "invalid_request",
          "username, password, grant_type=password and client_id are required.",
        );
      const result = await attemptLogin(ctx.db, {
        username: parsed.data.username,
        password: parsed.data.password,
        ip: ctx.ip,
      });
      if (!result.ok)
        throw new ApiError(
          result.status,
          result.status === 429 ? "too_many_attempts" : "invalid_grant",
          result.message,
        );
      const token = await createSessionToken(ctx.db, result.userId, {
        kind: "credentials",
        userAgent: `api:${parsed.data.client_id}`,
        ip: ctx.ip,
      });
      const days = Number(process.env.SESSION_DAYS ?? 14);
      return json({ access_token: token, token_type: "Bearer", expires_in: days * 86400 });
    },
  },
  {
    method: "DELETE",
    path: "/token",
    summary: "Revokes the access token of this request.",
    auth: true,
    beforeTerms: true,
    response: Ok,
    async handler(ctx) {
      await revokeSessionToken(ctx.db, ctx.auth!.token);
      return json({ ok: true });
    },
  },
];
