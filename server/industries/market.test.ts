import { resetEnvCache } from "../config/env";
import { describe, expect, it } from "vitest";
import { marketLink, marketToken, verifyMarketToken } from "./market";

describe("market link token", () => {
  it("round-trips, expires after ten minutes and rejects tampering", () => {
    const now = Date.now();
    const token = marketToken(7, 42, now);
    expect(verifyMarketToken(token, now)).toEqual({ userId: 7, industryId: 42 });
    expect(verifyMarketToken(token, now + 11 * 60 * 1000)).toBeNull();
    const [payload, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ u: 1, i: 42, exp: Math.floor(now / 1000) + 600 })).toString(
      "base64url",
    );
    expect(verifyMarketToken(`${forged}.${sig}`, now)).toBeNull();
    expect(verifyMarketToken(`${payload}.`, now)).toBeNull();
    expect(verifyMarketToken("garbage", now)).toBeNull();
  });

  it("is only offered when a market site is configured", () => {
    delete process.env.MARKET_URL;
    resetEnvCache();
    expect(marketLink(1, 2)).toBeNull();
    process.env.MARKET_URL = "https://market.example/industry";
    resetEnvCache();
    const link = new URL(marketLink(1, 2)!);
    expect(link.searchParams.get("industry")).toBe("2");
    expect(verifyMarketToken(link.searchParams.get("token")!)).toEqual({ userId: 1, industryId: 2 });
    expect(link.toString()).not.toContain("__session");
    delete process.env.MARKET_URL;
    resetEnvCache();
  });
});
