import { describe, expect, it } from "vitest";
import { isMobileRequest } from "./client-hints";

const req = (headers: Record<string, string>) => new Request("http://x/", { headers });

describe("isMobileRequest", () => {
  it("follows the Sec-CH-UA-Mobile client hint when it is sent", () => {
    expect(isMobileRequest(req({ "sec-ch-ua-mobile": "?1" }))).toBe(true);
    expect(
      isMobileRequest(req({ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (iPhone) Mobile" })),
    ).toBe(false);
  });

  it("falls back to the user agent of phones", () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    const firefoxAndroid = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
    const ipad =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
    const desktop =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36";
    expect(isMobileRequest(req({ "user-agent": iphone }))).toBe(true);
    expect(isMobileRequest(req({ "user-agent": firefoxAndroid }))).toBe(true);
    expect(isMobileRequest(req({ "user-agent": ipad }))).toBe(false);
    expect(isMobileRequest(req({ "user-agent": desktop }))).toBe(false);
    expect(isMobileRequest(req({}))).toBe(false);
  });
});
