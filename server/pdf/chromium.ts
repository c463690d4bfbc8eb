import { env } from "../config/env";

/**
 * Where Chromium comes from: CHROMIUM_PATH when set, else the binary shipped inside the
 * @sparticuz/chromium npm package (extracted to /tmp on first use). Nothing is downloaded.
 */
export async function chromiumExecutable(): Promise<string> {
  const configured = env().CHROMIUM_PATH;
  if (configured) return configured;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

/**
 * Launch flags. Deliberately not the package's Lambda defaults, which turn web security off: our
 * tests must see CSP and same-origin rules exactly as a user's browser does.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-domain-reliability",
  "--font-render-hinting=none",
];
