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

  it("accepts country names and abbreviations after a place name", () => {
    for (const q of ["Wellington New Zealand", "wellington nz", "Wellington, Aotearoa"])
      expect(searchPlaces(q)[0], q).toMatchObject({ suburb: "Wellington", country: "NZ" });
    expect(searchPlaces("hobart australia")[0]).toMatchObject({ suburb: "Hobart", state: "TAS" });
    expect(searchPlaces("hobart tasmania")[0]).toMatchObject({ suburb: "Hobart", state: "TAS" });
    expect(searchPlaces("perth scotland")[0]).toMatchObject({ country: "GB" });
  });

  it("includes New Zealand suburbs and narrows a NZ postcode to its region", () => {
    expect(searchPlaces("riccarton", { countries: ["NZ"] })[0]).toMatchObject({ state: "Canterbury" });
    expect(searchPlaces("ponsonby")[0]).toMatchObject({ country: "NZ", state: "Auckland" });
    const [chch] = searchPlaces("Christchurch 8011");
    expect(chch).toMatchObject({ suburb: "Christchurch", country: "NZ", state: "Canterbury" });
    // 6011 is a Wellington postcode: no Christchurch there.
    expect(searchPlaces("Christchurch 6011")).toEqual([]);
  });

  it("places an Australian locality at its town centre, not its postcode centroid", () => {
    const [lismore] = searchPlaces("lismore nsw");
    expect(lismore).toMatchObject({ suburb: "Lismore", postcode: "2480" });
    // Lismore's centre is at about -28.81, 153.28; postcode 2480's centroid is 12 km north (-28.71).
    expect(lismore.lat).toBeCloseTo(-28.81, 1);
    expect(lismore.lng).toBeCloseTo(153.28, 1);
    const [innisfail] = searchPlaces("innisfail");
    expect(innisfail.lng).toBeCloseTo(146.03, 1);
  });

  it("leaves out mail and delivery centres", () => {
    const labels = searchPlaces("cairns", { countries: ["AU"], limit: 30 }).map((p) => p.label);
    expect(labels).not.toContain("Cairns Dc QLD 4870, Australia");
    expect(labels.some((l) => / (Dc|Mc|Gpo) /.test(l))).toBe(false);
  });
});
