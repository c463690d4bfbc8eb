import { createContext, useContext } from "react";

type RequestInfo = { nonce?: string; requestId?: string; unavailable?: boolean };
const RequestContext = createContext<RequestInfo>({});
export const RequestInfoProvider = RequestContext.Provider;

/** The CSP nonce of this response (server only; browsers hide it from the DOM after load). */
export function useNonce() {
  return useContext(RequestContext).nonce;
}

/**
 * This response's request id: from the server's context while rendering there, and from the
 * <meta name="request-id"> the server wrote when rendering in the browser, so an error panel can
 * show it even when no loader data exists.
 */
export function useRequestId(): string | undefined {
  const fromServer = useContext(RequestContext).requestId;
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return undefined;
  return document.querySelector('meta[name="request-id"]')?.getAttribute("content") ?? undefined;
}

/**
 * True when this response is a 503 because the database is unreachable: from the server's context,
 * and in the browser from the <meta name="rc-unavailable"> the server wrote.
 */
export function useUnavailable(): boolean {
  const fromServer = useContext(RequestContext).unavailable;
  if (fromServer) return true;
  if (typeof document === "undefined") return false;
  return document.querySelector('meta[name="rc-unavailable"]') !== null;
}
