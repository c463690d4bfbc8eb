import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_IMAGE_BYTES } from "../accounts/messages";

/**
 * Request body caps (issue 23 item 6), enforced in server.ts before any route reads a byte: a
 * declared Content-Length over the cap is answered 413 at once, and a body without one (chunked)
 * is counted as it streams and cut off with 413 as soon as it passes the cap. Nothing is buffered
 * beyond the cap, signed in or not.
 */
export const KB = 1024;
/** Sign-in, password reset, token and link forms: a user name and a password or two. */
export const AUTH_FORM_LIMIT = 16 * KB;
/** Other forms: a report comment of 20,000 characters, percent-encoded, fits. */
export const FORM_LIMIT = 256 * KB;
/** API JSON bodies (a saved report's customization is at most 200,000 characters). */
export const JSON_LIMIT = 512 * KB;
/**
 * Avatar and logo uploads: the 2 MB image (checked, streamed, by server/accounts/images.ts with the
 * spec's message) plus room for the multipart framing and a slightly larger file, so a user whose
 * picture is 2.1 MB reads the spec's message rather than a bare 413.
 */
export const UPLOAD_LIMIT = MAX_IMAGE_BYTES + 512 * KB;

const UPLOAD_PATHS = [
  /^\/account\/user-profile$/,
  /^\/account\/company-information$/,
  /^\/api\/v2\/user\/avatar$/,
  /^\/api\/v2\/user\/companies\/[^/]+\/logo$/,
];
const AUTH_PATHS = [
  /^\/$/,
  /^\/login$/,
  /^\/logout$/,
  /^\/link$/,
  /^\/reset-password(\/[^/]*)?$/,
  /^\/api\/v2\/token$/,
];

/** The cap for a request to `pathname` with this Content-Type (React Router's `.data` URLs included). */
export function bodyLimitFor(pathname: string, contentType: string | undefined): number {
  let path = pathname.replace(/\/+$/, "") || "/";
  path = path.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data") && UPLOAD_PATHS.some((p) => p.test(path))) return UPLOAD_LIMIT;
  if (AUTH_PATHS.some((p) => p.test(path))) return AUTH_FORM_LIMIT;
  if (path.startsWith("/api/")) return JSON_LIMIT;
  return FORM_LIMIT;
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * How long a refused request's connection stays open after the 413 so the client reads it: closing
 * at once while the client is still sending makes its kernel reset the connection, and many
 * clients then report a broken pipe instead of the 413 (measured with Node's client here).
 */
export const LINGER_MS = 500;

function refuse(req: IncomingMessage, res: ServerResponse, limit: number) {
  if (res.headersSent) return;
  const api = (req.url ?? "").startsWith("/api/");
  const body = api
    ? JSON.stringify({ error: "too_large", message: `The body is too large (over ${limit} bytes).` })
    : `The request is too large (over ${Math.floor(limit / KB)} KB).`;
  res.writeHead(413, {
    "Content-Type": api ? "application/json;v=2.0; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
}

/**
 * Express/Connect middleware. The streamed count hooks the request's `push` (the one door through
 * which the HTTP parser hands over body bytes), so it sees every byte whoever reads the body and
 * however (React Router's request stream, a multipart parser). Past the cap no further byte and no
 * end-of-body reaches the reader: the 413 goes out, then (LINGER_MS later) the request is destroyed
 * with BodyTooLargeError, so a reader sees an error and never a truncated body that looks complete.
 */
export function limitRequestBody(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const url = req.url ?? "/";
  const pathname = url.split("?", 1)[0];
  const limit = bodyLimitFor(pathname, req.headers["content-type"]);
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    // Node enforces a declared length (a body cannot run past it), so the header is the whole check.
    if (!/^\d+$/.test(declared) || Number(declared) > limit) {
      // Node discards (never buffers) the unread body after the response; the connection is cut if
      // that takes longer than a moment.
      res.once("finish", () => {
        const cut = setTimeout(() => req.socket?.destroy(), LINGER_MS * 4);
        cut.unref();
        req.once("end", () => clearTimeout(cut));
      });
      return refuse(req, res, limit);
    }
    return next();
  }
  let seen = 0;
  let over = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as Buffer).length;
      if (seen > limit) {
        over = true;
        const error = new BodyTooLargeError(limit);
        if (res.headersSent) req.destroy(error);
        else {
          res.once("finish", () => setTimeout(() => req.destroy(error), LINGER_MS).unref());
          refuse(req, res, limit);
        }
        return false;
      }
    }
    return push(chunk, encoding);
  };
  next();
}
