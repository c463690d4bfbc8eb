import { env } from "../config/env";
import type { NatcatProvider } from "./provider-contract";

export { NatcatError, type NatcatProvider } from "./provider-contract";

let chosen: NatcatProvider | null = null;

/** The provider chosen by the environment: CATNET_URL set → HTTP provider, else the built-in one. */
export async function natcatProvider(): Promise<NatcatProvider> {
  if (chosen) return chosen;
  let provider: NatcatProvider;
  const { CATNET_URL: url, CATNET_API_KEY, CATNET_TIMEOUT_MS } = env();
  if (url) {
    const { CatnetProvider } = await import("./http");
    provider = new CatnetProvider({
      baseUrl: url,
      apiKey: CATNET_API_KEY || undefined,
      timeoutMs: CATNET_TIMEOUT_MS,
    });
  } else {
    const { BuiltinProvider } = await import("./builtin/provider");
    provider = new BuiltinProvider();
  }
  chosen = provider;
  return provider;
}

/** Tests: forget the chosen provider. */
export function resetNatcatProvider() {
  chosen = null;
}
