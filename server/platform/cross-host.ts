import { env } from "../config/env";

/**
 * Cross-host redirect (industries-and-reports §4): once the user's organisation is known and is not
 * the exempt one, users of the broker country on a host without the broker domain go to the broker
 * host, and users of the risk-coaching country on a host without 'riskcoach' go to the risk-coaching
 * host, keeping the path and carrying a one-time token. Hosts and countries are configuration; with
 * none set, nobody is redirected.
 */
export type CrossHostConfig = {
  brokerCountry: string | null;
  brokerDomain: string | null;
  brokerUrl: string | null;
  riskCoachCountry: string | null;
  riskCoachUrl: string | null;
  exemptOrganisation: number;
};

type CrossHostVariables = Partial<Record<CrossHostKey, string | number | undefined>>;
type CrossHostKey =
  | "CROSS_HOST_BROKER_COUNTRY"
  | "CROSS_HOST_BROKER_DOMAIN"
  | "CROSS_HOST_BROKER_URL"
  | "CROSS_HOST_RISKCOACH_COUNTRY"
  | "CROSS_HOST_RISKCOACH_URL"
  | "CROSS_HOST_EXEMPT_ORGANISATION";

/** The cross-host settings, from the checked configuration (server/config/env.ts) by default. */
export function crossHostConfig(e: CrossHostVariables = env()): CrossHostConfig {
  const v = (k: CrossHostKey) => {
    const value = e[k];
    return value !== undefined && String(value).trim() ? String(value).trim() : null;
  };
  return {
    brokerCountry: v("CROSS_HOST_BROKER_COUNTRY"),
    brokerDomain: v("CROSS_HOST_BROKER_DOMAIN"),
    brokerUrl: v("CROSS_HOST_BROKER_URL"),
    riskCoachCountry: v("CROSS_HOST_RISKCOACH_COUNTRY"),
    riskCoachUrl: v("CROSS_HOST_RISKCOACH_URL"),
    exemptOrganisation: Number(v("CROSS_HOST_EXEMPT_ORGANISATION") ?? 5693),
  };
}

/** The origin to send this user to, or null to stay. */
export function crossHostTarget(
  user: { country: string; organisationId: number | null },
  host: string,
  cfg: CrossHostConfig,
): string | null {
  if (user.organisationId === null || user.organisationId === cfg.exemptOrganisation) return null;
  const h = host.toLowerCase();
  if (cfg.brokerCountry && cfg.brokerDomain && cfg.brokerUrl && user.country === cfg.brokerCountry) {
    return h.includes(cfg.brokerDomain.toLowerCase()) ? null : cfg.brokerUrl.replace(/\/$/, "");
  }
  if (cfg.riskCoachCountry && cfg.riskCoachUrl && user.country === cfg.riskCoachCountry) {
    return h.includes("riskcoach") ? null : cfg.riskCoachUrl.replace(/\/$/, "");
  }
  return null;
}

/** The origins the cross-host redirect may send a browser to (for the CSP's form-action). */
export function crossHostOrigins(cfg: CrossHostConfig = crossHostConfig()): string[] {
  const origins = new Set<string>();
  for (const url of [cfg.brokerUrl, cfg.riskCoachUrl]) if (url) origins.add(new URL(url).origin);
  return [...origins];
}
