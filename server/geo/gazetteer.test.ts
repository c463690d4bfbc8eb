import { describe, expect, it } from "vitest";
import { knownCountry, placeById, searchPlaces } from "./gazetteer";

describe("offline gazetteer", () => {
  it("finds an Australian suburb by name prefix with its postcode and state", () => {
    const [first] = searchPlaces("parramat");
    expect(first).toMatchObject({ suburb: "Parramatta", postcode: "2150", state: "NSW", country: "AU" });
    expect(first.lat).toBeCloseTo(-33.81, 1);
  });

  it("narrows by postcode and by a trailing state word", () => {
    expect(searchPlaces("2150").every((p) => p.postcode === "2150")).toBe(true);
    const richmond = searchPlaces("richmond vic");
    expect(richmond[0]).toMatchObject({ suburb: "Richmond", state: "VIC" });
    expect(richmond.every((p) => p.state === "VIC")).toBe(true);
  });

  it("finds Northern Territory towns whose rows carry no delivery type", () => {
    expect(searchPlaces("alice springs")[0]).toMatchObject({
      suburb: "Alice Springs",
      state: "NT",
      postcode: "0870",
    });
    expect(searchPlaces("darwin nt")[0]).toMatchObject({ suburb: "Darwin", state: "NT" });
  });

  it("finds New Zealand and UK towns with their region, larger towns first", () => {
    expect(searchPlaces("auckland")[0]).toMatchObject({ country: "NZ", state: "Auckland", postcode: null });
    expect(searchPlaces("manchester", { countries: ["GB"] })[0]).toMatchObject({ state: "England" });
  });

  it("returns nothing for too-short or unknown text, and honours the limit", () => {
    expect(searchPlaces("a")).toEqual([]);
    expect(searchPlaces("qqxqzz")).toEqual([]);
    expect(searchPlaces("s", { limit: 3 })).toEqual([]);
    expect(searchPlaces("san", { limit: 3 })).toHaveLength(3);
  });

  it("round-trips a place by id", () => {
    const [p] = searchPlaces("bondi beach");
    expect(placeById(p.id)).toEqual(p);
    expect(placeById("au:0000:NOWHERE")).toBeNull();
  });

  it("knows countries by code or English name, case-insensitively", () => {
    expect(knownCountry("au")).toBe("AU");
    expect(knownCountry("New Zealand")).toBe("NZ");
    expect(knownCountry("united kingdom")).toBe("GB");
    expect(knownCountry("UK")).toBe("GB");
    expect(knownCountry("Narnia")).toBeNull();
    expect(knownCountry("XX")).toBeNull();
    expect(knownCountry("")).toBeNull();
  });
});
