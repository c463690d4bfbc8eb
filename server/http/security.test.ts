import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteMutation, loggablePath, requestIdFrom } from "./security";
import { crossHostConfig, crossHostOrigins } from "../platform/cross-host";

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

describe("request ids (issue 23 item 13)", () => {
  it("keeps a client's id only when it looks like one", () => {
    expect(requestIdFrom("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(
      "0f8fad5b-d9cb-469f-a165-70867728950e",
    );
    expect(requestIdFrom("abcDEF12")).toBe("abcDEF12");
  });
  it.each([
    ["log injection", 'x"}\n{"level":60,"msg":"forged'],
    ["too short", "abc"],
    ["too long", "a".repeat(65)],
    ["spaces", "request id 1234"],
    ["empty", ""],
    ["missing", undefined],
  ])("replaces %s with a fresh UUID", (_label, header) => {
    const id = requestIdFrom(header);
    expect(id).not.toBe(header);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestIdFrom(header)).not.toBe(id);
  });
});

describe("form-action and the cross-host redirect (issue 23 item 16)", () => {
  it("allows exactly the configured cross-host origins besides 'self'", () => {
    const csp = contentSecurityPolicy("n", { dev: false, formTargets: ["https://app.brokerhub.example"] });
    expect(csp.split("; ")).toContain("form-action 'self' https://app.brokerhub.example");
    expect(contentSecurityPolicy("n", { dev: false }).split("; ")).toContain("form-action 'self'");
  });
  it("crossHostOrigins lists the origins of the configured URLs only", () => {
    expect(
      crossHostOrigins(
        crossHostConfig({
          CROSS_HOST_BROKER_COUNTRY: "nz",
          CROSS_HOST_BROKER_DOMAIN: "brokerhub",
          CROSS_HOST_BROKER_URL: "https://app.brokerhub.example/some/path",
          CROSS_HOST_RISKCOACH_URL: "https://app.riskcoach.example",
        }),
      ),
    ).toEqual(["https://app.brokerhub.example", "https://app.riskcoach.example"]);
    expect(crossHostOrigins(crossHostConfig({}))).toEqual([]);
  });
});
