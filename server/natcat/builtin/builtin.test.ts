import { describe, expect, it } from "vitest";
import { clampZoom, gradeOf, mapZoom, sliderMax, LAYER_IDS } from "../layers";
import { distanceToCoastKm, haversineKm } from "./coast";
import { hazardFactorAt } from "./earthquake";
import { COAST_BANDS, gradeMeasure, Z_BANDS } from "./grading";
import { renderMap } from "./map";
import { builtinProfiles, BuiltinProvider } from "./provider";
import { windRegionAt } from "./wind";

const SYDNEY_CBD = { lat: -33.8688, lng: 151.2093 };
const ALICE_SPRINGS = { lat: -23.698, lng: 133.8807 };
const WELLINGTON = { lat: -41.2866, lng: 174.7756 };
const DARWIN = { lat: -12.4634, lng: 130.8456 };
const MELBOURNE = { lat: -37.8136, lng: 144.9631 };
const PORT_HEDLAND = { lat: -20.31, lng: 118.6 };
const BRISBANE = { lat: -27.4698, lng: 153.0251 };

describe("great-circle distances", () => {
  it("haversine: Sydney to Melbourne is about 714 km", () => {
    expect(haversineKm(SYDNEY_CBD.lat, SYDNEY_CBD.lng, MELBOURNE.lat, MELBOURNE.lng)).toBeCloseTo(714, -1);
  });

  it("Sydney CBD is a few km from the 1:10m coastline; Darwin under 1 km", () => {
    const sydney = distanceToCoastKm(SYDNEY_CBD.lat, SYDNEY_CBD.lng)!;
    expect(sydney).toBeGreaterThan(0);
    expect(sydney).toBeLessThan(8);
    expect(distanceToCoastKm(DARWIN.lat, DARWIN.lng)!).toBeLessThan(1);
  });

  it("Alice Springs is far inland (about 900 km)", () => {
    const d = distanceToCoastKm(ALICE_SPRINGS.lat, ALICE_SPRINGS.lng)!;
    expect(d).toBeGreaterThan(800);
    expect(d).toBeLessThan(1000);
  });

  it("a cap returns null when no coast is that close", () => {
    expect(distanceToCoastKm(ALICE_SPRINGS.lat, ALICE_SPRINGS.lng, 100)).toBeNull();
  });

  it("a point at sea is measured to the nearest coast too (Bass Strait, between mainland and Tasmania)", () => {
    const d = distanceToCoastKm(-39.5, 146)!;
    expect(d).toBeGreaterThan(10);
    expect(d).toBeLessThan(120);
  });
});

describe("earthquake hazard factor Z", () => {
  it("Wellington NZ is Z = 0.40 (NZS 1170.5), graded high", () => {
    const f = hazardFactorAt(WELLINGTON.lat, WELLINGTON.lng)!;
    expect(f.z).toBe(0.4);
    expect(f.source).toMatch(/NZS 1170\.5/);
    expect(gradeMeasure(f.z, Z_BANDS).grade).toBe("high");
  });

  it("Sydney is Z = 0.08 (AS 1170.4), graded low", () => {
    const f = hazardFactorAt(SYDNEY_CBD.lat, SYDNEY_CBD.lng)!;
    expect(f.z).toBe(0.08);
    expect(f.source).toMatch(/AS 1170\.4/);
    expect(gradeMeasure(f.z, Z_BANDS).grade).toBe("low");
  });

  it("no listed town within 50 km gives no value (Nullarbor)", () => {
    expect(hazardFactorAt(-31.5, 129)).toBeNull();
  });
});

describe("wind regions (AS/NZS 1170.2 approximated)", () => {
  it.each([
    ["Melbourne", MELBOURNE, "A"],
    ["Sydney", SYDNEY_CBD, "A"],
    ["Alice Springs", ALICE_SPRINGS, "A"],
    ["Brisbane", BRISBANE, "B"],
    ["Darwin", DARWIN, "C"],
    ["Port Hedland", PORT_HEDLAND, "D"],
    ["Wellington", WELLINGTON, "W"],
    ["Auckland", { lat: -36.85, lng: 174.76 }, "A"],
  ] as const)("%s is region %s", (_name, p, region) => {
    expect(windRegionAt(p.lat, p.lng)).toBe(region);
  });

  it("outside Australia and New Zealand: no region", () => {
    expect(windRegionAt(51.5, -0.12)).toBeNull();
  });
});

describe("grading", () => {
  it("spec §9 bands: low 0-25, medium 26-60, high 61-100", () => {
    expect(gradeOf(0)).toBe("low");
    expect(gradeOf(25)).toBe("low");
    expect(gradeOf(26)).toBe("medium");
    expect(gradeOf(60)).toBe("medium");
    expect(gradeOf(61)).toBe("high");
    expect(gradeOf(100)).toBe("high");
  });

  it("distance thresholds line up with the bands", () => {
    expect(gradeMeasure(0.5, COAST_BANDS)).toEqual({ grade: "high", graphValue: 81 });
    expect(gradeMeasure(1, COAST_BANDS).grade).toBe("high");
    expect(gradeMeasure(1.01, COAST_BANDS).grade).toBe("medium");
    expect(gradeMeasure(10, COAST_BANDS).grade).toBe("medium");
    expect(gradeMeasure(10.5, COAST_BANDS).grade).toBe("low");
    expect(gradeMeasure(500, COAST_BANDS).graphValue).toBe(0);
    for (const d of [0, 0.3, 1, 2, 5, 9.9, 10, 11, 50, 99]) {
      const { grade, graphValue } = gradeMeasure(d, COAST_BANDS);
      expect(gradeOf(graphValue)).toBe(grade);
    }
  });

  it("Z thresholds line up with the bands", () => {
    for (const z of [0.03, 0.08, 0.13, 0.15, 0.2, 0.29, 0.3, 0.4, 0.55, 0.9]) {
      const { grade, graphValue } = gradeMeasure(z, Z_BANDS);
      expect(gradeOf(graphValue)).toBe(grade);
    }
    expect(gradeMeasure(0.15, Z_BANDS).grade).toBe("medium");
    expect(gradeMeasure(0.3, Z_BANDS).grade).toBe("high");
  });
});

describe("zoom", () => {
  it("slider max is the layer max plus 0.1", () => {
    expect(sliderMax("windspeed")).toBe(1000.1);
    expect(sliderMax("fluvialsr")).toBe(32.5);
    expect(sliderMax("tsunami")).toBe(128.1);
    expect(sliderMax("lightning")).toBe(128.1);
    expect(sliderMax("bushfire")).toBe(128.1);
  });

  it("values snap to the 0.2 grid inside the range; the service gets half", () => {
    expect(clampZoom("windspeed", 4)).toBe(4);
    expect(clampZoom("windspeed", 0)).toBe(0.2);
    expect(clampZoom("fluvialsr", 100)).toBe(32.4);
    expect(clampZoom("windspeed", 3.97)).toBe(4);
    expect(clampZoom("windspeed", Number.NaN)).toBe(4);
    expect(mapZoom(4)).toBe(2);
  });
});

describe("built-in profiles", () => {
  it("returns the 16 layers; uncomputed ones have no risk value", () => {
    const profiles = builtinProfiles(SYDNEY_CBD);
    expect(profiles.map((p) => p.id).sort()).toEqual([...LAYER_IDS].sort());
    const hail = profiles.find((p) => p.id === "hail")!;
    expect(hail.analysis).toMatchObject({ graph_value: 0, risk_description: null, hazard: null });
    const coast = profiles.find((p) => p.id === "distancetocoast")!;
    expect(coast.analysis.risk_description).toBe("medium");
    expect(coast.legends[0].rules[0].title).toBe("No Data");
    for (const p of profiles) {
      expect(p.sources.length).toBeGreaterThan(0);
      expect(p.definition).toMatch(/Return period/);
      if (p.analysis.risk_description)
        expect(gradeOf(p.analysis.graph_value)).toBe(p.analysis.risk_description);
    }
  });

  it("Darwin: cyclonic wind region graded high; the earthquake figure cites AS 1170.4", () => {
    const profiles = builtinProfiles(DARWIN);
    expect(profiles.find((p) => p.id === "windspeed")!.analysis.risk_description).toBe("high");
    expect(profiles.find((p) => p.id === "earthquakebedrock")!.sources[0]).toMatch(/AS 1170\.4/);
  });

  it("draws an SVG map with the marker, at the requested zoom", async () => {
    const svg = renderMap("distancetocoast", SYDNEY_CBD, 4);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("Risk grade");
    expect(svg).toContain("100 km");
    expect(renderMap("distancetocoast", SYDNEY_CBD, 40)).toContain("10 km");
    const image = await new BuiltinProvider().map("hail", SYDNEY_CBD, 4);
    expect(image.contentType).toMatch(/image\/svg\+xml/);
    expect(String(image.body)).toContain("No built-in data");
  });
});
