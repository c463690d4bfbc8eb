import { describe, expect, it } from "vitest";
import { crossHostConfig, crossHostTarget } from "./cross-host";
import { decryptLink, encryptLink, linkgenSecrets, roundTripBase64 } from "./linkgen";

const cfg = crossHostConfig({
  CROSS_HOST_BROKER_COUNTRY: "nz",
  CROSS_HOST_BROKER_DOMAIN: "brokerhub",
  CROSS_HOST_BROKER_URL: "https://app.brokerhub.example/",
  CROSS_HOST_RISKCOACH_COUNTRY: "au",
  CROSS_HOST_RISKCOACH_URL: "https://app.riskcoach.example",
});

describe("cross-host redirect", () => {
  it("sends broker-country users to the broker host unless already there", () => {
    expect(crossHostTarget({ country: "nz", organisationId: 10 }, "app.riskcoach.example", cfg)).toBe(
      "https://app.brokerhub.example",
    );
    expect(crossHostTarget({ country: "nz", organisationId: 10 }, "nz.brokerhub.example", cfg)).toBeNull();
  });
  it("sends risk-coaching-country users to a riskcoach host unless already on one", () => {
    expect(crossHostTarget({ country: "au", organisationId: 10 }, "app.brokerhub.example", cfg)).toBe(
      "https://app.riskcoach.example",
    );
    expect(crossHostTarget({ country: "au", organisationId: 10 }, "acme.riskcoach.example", cfg)).toBeNull();
  });
  it("leaves other countries, unknown organisations and the exempt organisation 5693 alone", () => {
    expect(crossHostTarget({ country: "gb", organisationId: 10 }, "x.example", cfg)).toBeNull();
    expect(crossHostTarget({ country: "nz", organisationId: null }, "x.example", cfg)).toBeNull();
    expect(crossHostTarget({ country: "nz", organisationId: 5693 }, "x.example", cfg)).toBeNull();
  });
  it("does nothing when not configured", () => {
    expect(
      crossHostTarget({ country: "au", organisationId: 1 }, "x.example", crossHostConfig({})),
    ).toBeNull();
  });
});

describe("link entry", () => {
  const secret = Buffer.alloc(32, 7);
  it("round-trips an AES-256-GCM link and rejects tampering or another key", () => {
    const data = encryptLink(secret, { user: "advisor.au", exp: 2_000_000_000, nonce: "n-123456" });
    expect(decryptLink(secret, data)).toEqual({ user: "advisor.au", exp: 2_000_000_000, nonce: "n-123456" });
    const tampered = data.slice(0, 20) + (data[20] === "A" ? "B" : "A") + data.slice(21);
    expect(decryptLink(secret, tampered)).toBeNull();
    expect(decryptLink(Buffer.alloc(32, 8), data)).toBeNull();
    expect(decryptLink(secret, "short")).toBeNull();
  });
  it("accepts a URL token only when it is base64 that round-trips", () => {
    const token = "abcdefghijklmnopqrstuvwxyz012345";
    expect(roundTripBase64(Buffer.from(token).toString("base64"))).toBe(token);
    expect(roundTripBase64("not base64!")).toBeNull();
    expect(roundTripBase64("YWJj")).toBeNull(); // decodes to "abc": too short to be a token
    expect(roundTripBase64("YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXowMTIzNDU")).toBeNull(); // padding dropped
    expect(roundTripBase64(null)).toBeNull();
  });
  it("reads partner secrets of exactly 32 bytes", () => {
    const good = Buffer.alloc(32, 1).toString("base64");
    expect([...linkgenSecrets(`acme:${good},beacon:c2hvcnQ=,:x`).keys()]).toEqual(["acme"]);
  });
});
