import { stripNul } from "../../http/text";
import { z } from "zod";
import { attemptLogin } from "../../auth/login";
import { env } from "../../config/env";
import { createSessionToken, revokeSessionToken } from "../../auth/sessions";
import { redeemLink } from "../../platform/linkgen";
import { siteFor } from "../../platform/site";
import { ApiError, json } from "../http";
import { Ok } from "./shared";
import type { Endpoint } from "./types";

const PasswordGrant = z.object({
  grant_type: z.literal("password"),
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1000),
  client_id: z.string().min(1).max(100),
});
/** A partner's generated link (as /link?key=&EncryptedData=) exchanged for a LinkGen API token. */
const LinkGeneratorGrant = z.object({
  grant_type: z.literal("link_generator"),
  key: z.string().min(1).max(100),
  encrypted_data: z.string().min(40).max(4000),
  client_id: z.string().min(1).max(100),
});
const TokenForm = z.discriminatedUnion("grant_type", [PasswordGrant, LinkGeneratorGrant]);

/** Token endpoints: password grant and revocation. */
export const AUTH_ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/token",
    summary:
      "Form-encoded grant_type=password with username and password, or grant_type=link_generator with a partner's key and encrypted_data; plus client_id. Returns an API access_token (token_type Bearer, or LinkGen for a link-generator grant); a web session is never an API token.",
    auth: false,
    form: TokenForm,
    response: z.object({
      access_token: z.string(),
      token_type: z.enum(["Bearer", "LinkGen"]),
      expires_in: z.number(),
    }),
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
          "username, password, grant_type=password and client_id are required (or grant_type=link_generator with key, encrypted_data and client_id).",
        );
      const days = env().SESSION_DAYS;
      if (parsed.data.grant_type === "link_generator") {
        const link = await redeemLink(ctx.db, parsed.data.key, parsed.data.encrypted_data, {
          hostPartner: siteFor(ctx.request).partner?.key ?? null,
        });
        if (!link.ok) throw new ApiError(400, "invalid_grant", "The link is not valid or has expired.");
        const token = await createSessionToken(ctx.db, link.userId, {
          kind: "linkgen",
          userAgent: `api:${parsed.data.client_id}`,
          ip: ctx.ip,
        });
        return json({ access_token: token, token_type: "LinkGen", expires_in: days * 86400 });
      }
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
          result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : {},
        );
      const token = await createSessionToken(ctx.db, result.userId, {
        kind: "credentials",
        userAgent: `api:${parsed.data.client_id}`,
        ip: ctx.ip,
      });
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
