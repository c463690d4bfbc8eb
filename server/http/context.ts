import "react-router";

/** What the Express server hands every loader and action. */
export type RequestContext = {
  nonce: string;
  requestId: string;
  ip: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
