import { describe, expect, it } from "vitest";
import { pastEvents } from "./content";
import { distanceToEventKm, EVENT_RADIUS_KM, eventsNear } from "./events";

const LISMORE = { lat: -28.8135, lng: 153.2773 };
const CHRISTCHURCH = { lat: -43.5333, lng: 172.6333 };
const CAIRNS = { lat: -16.9237, lng: 145.7661 };
const INNISFAIL = { lat: -17.5226, lng: 146.0285 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const PERTH = { lat: -31.9523, lng: 115.8613 };
const ALICE_SPRINGS = { lat: -23.698, lng: 133.8807 };

const names = (p: { lat: number; lng: number }) =>
  eventsNear(p).map((e) => `${e.start.slice(0, 4)} ${e.name}`);

describe("significant past events", () => {
  it("the table: 80+ events since 1967 across types, unique ids, AU and NZ", () => {
    const list = pastEvents();
    expect(list.length).toBeGreaterThanOrEqual(80);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
    expect(list.every((e) => e.start >= "1967-01-01")).toBe(true);
    expect(new Set(list.map((e) => e.type))).toEqual(
      new Set([
        "bushfire",
        "cyclone",
        "earthquake",
        "eruption",
        "flood",
        "hailstorm",
        "landslide",
        "storm",
        "tsunami",
      ]),
    );
    // Every state and territory, and New Zealand's regions, appear.
    const regions = list.map((e) => e.region).join(" ");
    for (const r of [
      "NSW",
      "QLD",
      "VIC",
      "WA",
      "SA",
      "TAS",
      "NT",
      "ACT",
      "Canterbury",
      "Wellington",
      "Auckland",
    ])
      expect(regions).toContain(r);
  });

  it("Lismore lists the 2017 and 2022 floods, newest first", () => {
    const list = names(LISMORE);
    const i2022 = list.findIndex((n) => n.startsWith("2022 Northern Rivers flood"));
    const i2017 = list.findIndex((n) => n.startsWith("2017 Northern Rivers flood"));
    expect(i2022).toBeGreaterThanOrEqual(0);
    expect(i2017).toBeGreaterThan(i2022);
    const starts = eventsNear(LISMORE).map((e) => e.start);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it("Christchurch lists the 2010 and 2011 earthquakes", () => {
    const list = names(CHRISTCHURCH);
    expect(list).toContain("2010 Darfield (Canterbury) earthquake");
    expect(list).toContain("2011 Christchurch earthquake");
  });

  it("Cairns and Innisfail list cyclones Larry and Yasi", () => {
    for (const place of [CAIRNS, INNISFAIL]) {
      const list = names(place);
      expect(list).toContain("2006 Cyclone Larry");
      expect(list).toContain("2011 Cyclone Yasi");
    }
  });

  it("Sydney lists the 1999 hailstorm; far places do not get other cities' events", () => {
    expect(names(SYDNEY)).toContain("1999 Sydney hailstorm");
    expect(names(PERTH)).not.toContain("1999 Sydney hailstorm");
    expect(names(PERTH)).toContain("2010 Perth hailstorm");
    expect(names(ALICE_SPRINGS)).toEqual([]);
  });

  it("distance is to the edge of the nearest affected circle, 0 inside", () => {
    const event = {
      areas: [
        { lat: 0, lng: 0, radiusKm: 10 },
        { lat: 0, lng: 1, radiusKm: 5 },
      ],
    };
    expect(distanceToEventKm({ lat: 0, lng: 0.05 }, event)).toBe(0);
    // 1 degree of longitude at the equator is about 111 km; the second circle is nearer from lng 0.8.
    expect(distanceToEventKm({ lat: 0, lng: 0.8 }, event)).toBeCloseTo(0.2 * 111.2 - 5, 0);
    const near = eventsNear({ lat: 0, lng: 0.8 }, EVENT_RADIUS_KM, [
      {
        id: "2000-test",
        name: "Test",
        type: "flood",
        start: "2000-01-01",
        region: "X",
        description: "x",
        areas: event.areas,
      },
    ]);
    expect(near).toEqual([expect.objectContaining({ id: "2000-test", distanceKm: 17 })]);
    expect(eventsNear({ lat: 0, lng: 3 }, EVENT_RADIUS_KM, [])).toEqual([]);
  });
});
