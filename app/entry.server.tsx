import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { RequestInfoProvider } from "./lib/nonce";
import { isDatabaseUnavailable } from "~/server/http/db-unavailable";
import { logger } from "~/server/log/logger";
import { getDb } from "~/server/db/client";
import { warmContentCaches } from "~/server/content/versioned";

export const streamTimeout = 5_000;

/**
 * Builds this build's content caches (risk model, catalogue, write-ups) off the request path: server.ts
 * calls it once after listening, so the first industry page or PDF after a start is as quick as the
 * next (issue 24; about 0.8 s saved, figures in docs/reports.md).
 */
export async function warm() {
  await warmContentCaches(await getDb());
}

/**
 * Builds this build's gazetteer (NatCat and address search) in a worker thread; server.ts calls it
 * after listening. The process answers meanwhile, and a place search made before it is ready waits.
 */
export { warmGazetteer } from "~/server/geo/gazetteer";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.nonce;
  // The database is unreachable: a clear, retryable 503 rather than a 500 (see handleError).
  const unavailable = Boolean(loadContext.dbUnavailable);
  if (unavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  // The whole document is rendered before it is sent: pages have no streamed (Suspense) parts, and
  // one buffer costs far less than piping React's small chunks through a stream, a web stream and
  // the compressor (measured: about 2 ms less CPU per industry page).
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
        resolve(
          new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
        );
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider value={{ nonce, requestId: loadContext.requestId, unavailable }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestInfoProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
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
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Every server error is logged once, with the request id that the error panel shows. */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  if (request.signal.aborted) return;
  // The flag is this request's own field (server.ts's getLoadContext), read by handleRequest above.
  if (context && isDatabaseUnavailable(error)) (context as RouterContextProvider).dbUnavailable = true;
  logger.error(
    { err: error, reqId: context?.requestId, path: new URL(request.url).pathname },
    "render or data error",
  );
}
