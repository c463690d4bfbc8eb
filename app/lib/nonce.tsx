import { createContext, useContext } from "react";

type RequestInfo = { nonce?: string; requestId?: string; unavailable?: boolean };
const RequestContext = createContext<RequestInfo>({});
// React 19: a context is its own provider (and reading `.Provider` here kept a stray expression in the
// browser bundle).
export const RequestInfoProvider = RequestContext;

/** The CSP nonce of this response (server only; browsers hide it from the DOM after load). */
export function useNonce() {
  return useContext(RequestContext).nonce;
}

/** A <meta> the server wrote into this page, read in the browser (null while rendering on the server). */
const pageMeta = (name: string) =>
  typeof document === "undefined" ? null : document.querySelector(`meta[name="${name}"]`);

/**
 * This response's request id: from the server's context while rendering there, and from the
 * <meta name="request-id"> the server wrote when rendering in the browser, so an error panel can
 * show it even when no loader data exists.
 */
export function useRequestId(): string | undefined {
  return useContext(RequestContext).requestId || pageMeta("request-id")?.getAttribute("content") || undefined;
}

/**
 * True when this response is a 503 because the database is unreachable: from the server's context,
 * and in the browser from the <meta name="rc-unavailable"> the server wrote.
 */
export function useUnavailable(): boolean {
  return !!useContext(RequestContext).unavailable || pageMeta("rc-unavailable") !== null;
}
