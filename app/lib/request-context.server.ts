import "react-router";

/**
 * What the Express server hands every middleware, loader and action. With route middleware on
 * (react-router.config.ts) the context is a RouterContextProvider; server.ts assigns these fields
 * onto it (React Router's documented v7 migration path from AppLoadContext).
 */
export type RequestContext = {
  nonce: string;
  requestId: string;
  ip: string;
  /** Set by handleError when a loader failed because the database is unreachable (answer 503). */
  dbUnavailable?: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends RequestContext {}
}
