import { randomBytes, randomUUID } from "node:crypto";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Content-Security-Policy of ARCHITECTURE.md principle 2: scripts only with this response's nonce
 * (and what they load, via 'strict-dynamic'); no inline handlers, no eval; no framing.
 * `formTargets`: origins besides this one that a form submission may end up on. Browsers check
 * form-action on every redirect that follows a form POST, so the cross-host redirect after signing
 * in (POST /login → /dashboard → the user's own host) needs exactly the configured cross-host
 * origins there, and nothing else.
 */
export function contentSecurityPolicy(
  nonce: string,
  opts: { dev: boolean; https?: boolean; formTargets?: readonly string[] },
): string {
  const script = opts.dev
    ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline'`
    : `script-src 'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    script,
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    opts.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...(opts.formTargets ?? [])].join(" "),
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function securityHeaders(
  nonce: string,
  opts: { dev: boolean; https: boolean; formTargets?: readonly string[] },
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, opts),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (opts.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * CSRF defence for every mutation: a browser always sends Origin (or Sec-Fetch-Site) with a form
 * POST; anything from another origin is refused. Requests without either header are not from a
 * browser form (API clients authenticate with a bearer token, never a cookie alone).
 */
export function isCrossSiteMutation(input: {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
}): boolean {
  const method = input.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (input.origin && input.origin !== "null") {
    try {
      return new URL(input.origin).host !== input.host;
    } catch {
      return true;
    }
  }
  if (input.origin === "null") return true;
  if (input.secFetchSite) return input.secFetchSite === "cross-site" || input.secFetchSite === "same-site";
  return false;
}

/** Path for logs with secrets removed: reset tokens in the path, and every query value. */
export function loggablePath(url: string): string {
  const [pathname, query] = url.split("?", 2);
  const path = pathname
    .replace(/^\/reset-password\/[^/]+/, "/reset-password/[token]")
    .replace(/^\/shared\/reports\/[^/]+/, "/shared/reports/[token]");
  if (!query) return path;
  const keys = [...new URLSearchParams(query).keys()];
  return `${path}?${keys.map((k) => `${k}=…`).join("&")}`;
}

/** Request ids a client may supply (e.g. a proxy's UUID); anything else is replaced by a fresh one. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** This request's id: the client's X-Request-Id when it matches REQUEST_ID_PATTERN, else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
  return header && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}
