import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteMutation, loggablePath } from "./security";

describe("CSP", () => {
  it("allows scripts only by nonce in production", () => {
    const csp = contentSecurityPolicy("abc", { dev: false });
    const script = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(script).toBe("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe("cross-site mutation check", () => {
  const host = "app.example:3000";
  it("lets reads through", () => {
    expect(
      isCrossSiteMutation({
        method: "GET",
        origin: "https://evil.example",
        secFetchSite: "cross-site",
        host,
      }),
    ).toBe(false);
  });
  it("refuses a POST from another origin", () => {
    expect(
      isCrossSiteMutation({ method: "POST", origin: "https://evil.example", secFetchSite: undefined, host }),
    ).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", origin: "null", secFetchSite: undefined, host })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", origin: undefined, secFetchSite: "cross-site", host })).toBe(
      true,
    );
  });
  it("accepts a POST from the same origin", () => {
    expect(
      isCrossSiteMutation({
        method: "POST",
        origin: "http://app.example:3000",
        secFetchSite: "same-origin",
        host,
      }),
    ).toBe(false);
    expect(
      isCrossSiteMutation({ method: "POST", origin: undefined, secFetchSite: "same-origin", host }),
    ).toBe(false);
  });
});

describe("loggable paths", () => {
  it("hides reset tokens and query values", () => {
    expect(loggablePath("/reset-password/abcDEF123")).toBe("/reset-password/[token]");
    expect(loggablePath("/?token=secret&redirectTo=%2Fpoints")).toBe("/?token=…&redirectTo=…");
  });
});
