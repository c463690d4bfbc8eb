import "react-router";

/** What the Express server hands every loader and action. */
export type RequestContext = {
  nonce: string;
  requestId: string;
  ip: string;
  /** Set by handleError when a loader failed because the database is unreachable (answer 503). */
  dbUnavailable?: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
