import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { RequestInfoProvider } from "./lib/nonce";
import { isDatabaseUnavailable } from "~/server/http/db-unavailable";
import { logger } from "~/server/log/logger";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // The database is unreachable: a clear, retryable 503 rather than a 500 (see handleError).
  const unavailable = Boolean(loadContext.dbUnavailable);
  if (unavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and the print/PDF engine get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider value={{ nonce, requestId: loadContext.requestId, unavailable }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestInfoProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control"))
            responseHeaders.set("Cache-Control", "private, no-store");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Every server error is logged once, with the request id that the error panel shows. */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (request.signal.aborted) return;
  if (context && isDatabaseUnavailable(error)) context.dbUnavailable = true;
  logger.error(
    { err: error, reqId: context?.requestId, path: new URL(request.url).pathname },
    "render or data error",
  );
}
