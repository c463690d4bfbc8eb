import { describe, expect, it } from "vitest";
import { placeById } from "../geo/gazetteer";
import { formatZoom, nearestStop, clampZoom, ZOOM_DEFAULT, zoomStops } from "./layers";
import { suggestPlaces } from "./location";

const countryOf = (id: string) => placeById(id)!.country;

describe("place suggestions ranked for the user's country", () => {
  it("an Australian user's first 'Hobart' is in Tasmania; at most two foreign places, no repeated labels", () => {
    const list = suggestPlaces("Hobart", "au", 8);
    expect(list[0].label).toMatch(/^Hobart TAS 7000, Australia/);
    const labels = list.map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(list.filter((p) => !["AU", "NZ"].includes(countryOf(p.id))).length).toBeLessThanOrEqual(2);
  });

  it("a New Zealand user gets New Zealand first, then Australia (the neighbour), then the world", () => {
    expect(countryOf(suggestPlaces("Wellington", "nz")[0].id)).toBe("NZ");
    const hobart = suggestPlaces("Hobart", "nz");
    expect(placeById(hobart[0].id)).toMatchObject({ country: "AU", state: "TAS" });
    // An Australian user typing a NZ place with its country gets the NZ place.
    expect(suggestPlaces("Wellington New Zealand", "au")[0].label).toBe(
      "Wellington, Wellington, New Zealand",
    );
    expect(suggestPlaces("Christchurch 8011", "au")[0].label).toBe("Christchurch, Canterbury, New Zealand");
  });

  it("other users' own country first too (gb), and the world when nothing is local", () => {
    expect(countryOf(suggestPlaces("Perth", "gb")[0].id)).toBe("GB");
    expect(suggestPlaces("Taupont", "au")[0].label).toMatch(/France/);
  });
});

describe("zoom slider stops", () => {
  it("run from 0.2 to the layer's top value on the 0.2 grid, through the default 4", () => {
    for (const layer of ["volcano", "fluvialsr", "tsunami"]) {
      const stops = zoomStops(layer);
      expect(stops[0]).toBe(0.2);
      expect(stops.at(-1)).toBe(clampZoom(layer, 1e9));
      expect(stops).toContain(ZOOM_DEFAULT);
      for (const v of stops) expect(clampZoom(layer, v)).toBe(v);
      for (let i = 1; i < stops.length; i++) expect(stops[i] / stops[i - 1]).toBeLessThanOrEqual(2.01);
      expect(stops.length).toBeLessThanOrEqual(30);
    }
    expect(zoomStops("volcano").at(-1)).toBe(1000);
    expect(zoomStops("fluvialsr").at(-1)).toBe(32.4);
  });

  it("nearestStop snaps a value to the nearest stop on a log scale; values shown exactly", () => {
    expect(zoomStops("volcano")[nearestStop("volcano", 4)]).toBe(4);
    expect(zoomStops("volcano")[nearestStop("volcano", 4.4)]).toBe(4);
    expect(zoomStops("volcano")[nearestStop("volcano", 900)]).toBe(1000);
    expect(formatZoom(0.2)).toBe("0.2");
    expect(formatZoom(5.6)).toBe("5.6");
    expect(formatZoom(1000)).toBe("1,000");
  });
});
