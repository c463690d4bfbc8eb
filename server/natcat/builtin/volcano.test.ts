import { describe, expect, it } from "vitest";
import { volcanoes } from "../content";
import { renderMap } from "./map";
import { computeLayer, builtinProfiles, NO_DATA_SOURCE } from "./provider";
import { nearestVolcano, VOLCANO_BANDS } from "./volcano";
import { gradeMeasure } from "./grading";

// Town centres (public coordinates).
const AUCKLAND = { lat: -36.8485, lng: 174.7633 };
const ROTORUA = { lat: -38.1368, lng: 176.2497 };
const TAUPO = { lat: -38.6857, lng: 176.0702 };
const TONGARIRO = { lat: -39.1333, lng: 175.6333 }; // Tongariro National Park
const NATIONAL_PARK = { lat: -39.1795, lng: 175.3975 }; // the village west of the volcanoes
const PERTH = { lat: -31.9523, lng: 115.8613 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const WELLINGTON = { lat: -41.2866, lng: 174.7756 };

const volcano = (p: { lat: number; lng: number }) => computeLayer("volcano", p)!.analysis;

describe("volcano layer: distance to the nearest Holocene volcano", () => {
  it("grades Auckland, Rotorua, Taupō and Tongariro high, and above Perth", () => {
    const perth = volcano(PERTH);
    expect(perth.risk_description).toBe("low");
    for (const place of [AUCKLAND, ROTORUA, TAUPO, TONGARIRO]) {
      const a = volcano(place);
      expect(a.risk_description).toBe("high");
      expect(a.graph_value).toBeGreaterThan(perth.graph_value);
    }
  });

  it("names the volcano and the distance, and grades by the stated bands", () => {
    const a = volcano(ROTORUA);
    expect(a.hazard).toMatch(/km to the nearest Holocene volcano: Okataina/);
    expect(a.risk_index).toBeGreaterThan(15);
    expect(a.risk_index).toBeLessThan(30);
    // National Park village is 20 km from Tongariro; Wellington about 240 km from Ruapehu; Sydney far.
    expect(volcano(NATIONAL_PARK).risk_description).toBe("high");
    expect(volcano(WELLINGTON).risk_description).toBe("low");
    expect(volcano(WELLINGTON).graph_value).toBeGreaterThan(0);
    expect(volcano(SYDNEY)).toMatchObject({ risk_description: "low", graph_value: 0 });
  });

  it("band edges: 30 km is high, 100 km medium, beyond low; graph values fall with distance", () => {
    expect(gradeMeasure(29.9, VOLCANO_BANDS).grade).toBe("high");
    expect(gradeMeasure(30, VOLCANO_BANDS).grade).toBe("high");
    expect(gradeMeasure(30.1, VOLCANO_BANDS).grade).toBe("medium");
    expect(gradeMeasure(100, VOLCANO_BANDS).grade).toBe("medium");
    expect(gradeMeasure(100.1, VOLCANO_BANDS).grade).toBe("low");
    const values = [0, 10, 30, 60, 100, 200, 300, 500].map((d) => gradeMeasure(d, VOLCANO_BANDS).graphValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(100);
    expect(values.at(-1)).toBe(0);
  });

  it("the table: named volcanoes with positions in range, unique GVP numbers where given", () => {
    const list = volcanoes();
    expect(list.length).toBeGreaterThanOrEqual(20);
    const gvp = list.map((v) => v.gvp).filter((n): n is number => n !== null);
    expect(new Set(gvp).size).toBe(gvp.length);
    expect(list.find((v) => v.name === "Ruapehu")).toMatchObject({ gvp: 241100, country: "NZ" });
    expect(nearestVolcano(-39.28, 175.57)!.name).toBe("Ruapehu");
  });

  it("the page never shows configuration text for a layer without data", () => {
    const profiles = builtinProfiles(SYDNEY);
    const text = JSON.stringify(profiles);
    expect(text).not.toMatch(/CATNET|CatNet|docs\//);
    expect(profiles.find((p) => p.id === "hail")!.sources).toEqual([NO_DATA_SOURCE]);
  });

  it("draws the 30 km and 100 km rings and names volcanoes on its map", () => {
    const svg = renderMap("volcano", TAUPO, 4);
    expect(svg).toContain("Taupō");
    expect(svg).toContain("Risk grade");
    expect((svg.match(/<circle /g) ?? []).length).toBeGreaterThan(6);
  });
});
