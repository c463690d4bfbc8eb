import { describe, expect, it } from "vitest";
import { searchAddress, splitAddressQuery } from "./address";

describe("splitAddressQuery", () => {
  it("takes the part after the last comma as the place", () => {
    expect(splitAddressQuery("12 Smith Street, Parramatta 2150")).toEqual({
      street: "12 Smith Street",
      place: "Parramatta 2150",
    });
    expect(splitAddressQuery("Unit 3, 12 Smith Street ,  Parramatta")).toEqual({
      street: "Unit 3, 12 Smith Street",
      place: "Parramatta",
    });
  });

  it("without a comma, a house number starts a street that ends at its street-type word", () => {
    expect(splitAddressQuery("12 Smith St Parramatta")).toEqual({
      street: "12 Smith St",
      place: "Parramatta",
    });
    expect(splitAddressQuery("3/40-42 George St. Sydney 2000")).toEqual({
      street: "3/40-42 George St.",
      place: "Sydney 2000",
    });
  });

  it("anything else is a place only", () => {
    expect(splitAddressQuery("Parramatta 2150")).toEqual({ street: "", place: "Parramatta 2150" });
    expect(splitAddressQuery("2150")).toEqual({ street: "", place: "2150" });
    expect(splitAddressQuery("  ")).toEqual({ street: "", place: "" });
  });
});

describe("searchAddress", () => {
  it("returns gazetteer places carrying the typed street", () => {
    const matches = searchAddress("12 Smith Street, Parramatta 2150", { limit: 3 });
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0]).toMatchObject({ street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" });
  });

  it("a place alone has an empty street; a street alone finds nothing", () => {
    expect(searchAddress("Parramatta 2150", { limit: 1 })[0]).toMatchObject({
      street: "",
      suburb: "Parramatta",
    });
    expect(searchAddress("12 Smith Street,")).toEqual([]);
  });
});
