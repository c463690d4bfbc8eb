import { env } from "../config/env";

/**
 * Fault injection for tests of the error paths (FAULT_INJECTION=true only; off in production):
 * `?__fault=loader` makes the root loader throw, `?__fault=render` makes the page throw while rendering.
 */
export function faultRequested(request: Request, kind: "loader" | "render"): boolean {
  if (!env().FAULT_INJECTION) return false;
  return new URL(request.url).searchParams.get("__fault") === kind;
}

export function injectFault(request: Request, kind: "loader" | "render") {
  if (faultRequested(request, kind)) throw new Error(`Injected ${kind} fault`);
}
