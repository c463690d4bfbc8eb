import { layerTexts, type LayerText } from "../content";
import { GRADE_COLOURS, LAYER_IDS, type LayerId, type RiskGrade } from "../layers";
import type { NatcatProvider } from "../provider-contract";
import type { Analysis, Legend, MapImage, NatcatPoint, NatcatProfile } from "../types";
import { distanceToCoastKm } from "./coast";
import { hazardFactorAt } from "./earthquake";
import { COAST_BANDS, gradeMeasure, Z_BANDS } from "./grading";
import { renderMap } from "./map";
import { nearestVolcano, VOLCANO_BANDS } from "./volcano";
import { V50, WIND_GRAPH, windRegionAt, type WindRegion } from "./wind";

/**
 * The built-in open-data provider: no network. Four layers are computed from public facts (distance to
 * coast, earthquake hazard factor, wind region, distance to a Holocene volcano); the other twelve need
 * hazard models we do not have and say 'No risk data'. Every figure is traceable to a source named in docs/natcat.md.
 */
export const NATURAL_EARTH =
  "Natural Earth 1:10m land and coastline (public domain), via the world-atlas package";

/** What a broker reads where a layer has no figure here (issue 20: no configuration text on the page). */
export const NO_DATA_SOURCE = "No risk data for this hazard at this location";

export type Computed = { analysis: Analysis; sources: string[] };

const noData = (text: LayerText): Computed => ({
  analysis: {
    hazard: null,
    return_period: text.returnPeriod,
    risk_index: null,
    graph_value: 0,
    risk_description: null,
  },
  sources: [NO_DATA_SOURCE],
});

const WIND_GRADE: Record<WindRegion, RiskGrade> = {
  A: "low",
  B: "medium",
  W: "medium",
  C: "high",
  D: "high",
};

const fmtKm = (km: number) =>
  km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString("en-AU")} km`;

/** The computed value of a layer at a point, or null when the layer has no built-in data there. */
export function computeLayer(layer: LayerId, point: NatcatPoint): Computed | null {
  const text = layerTexts().get(layer);
  if (!text) return null;
  if (layer === "distancetocoast") {
    const d = distanceToCoastKm(point.lat, point.lng);
    if (d === null) return null;
    const { grade, graphValue } = gradeMeasure(d, COAST_BANDS);
    return {
      analysis: {
        hazard: `${fmtKm(d)} to the nearest coastline`,
        return_period: text.returnPeriod,
        risk_index: Math.round(d * 10) / 10,
        graph_value: graphValue,
        risk_description: grade,
      },
      sources: [
        NATURAL_EARTH,
        "Great-circle distance to the nearest coastline segment (spherical Earth, R = 6,371 km)",
      ],
    };
  }
  if (layer === "earthquakebedrock") {
    const f = hazardFactorAt(point.lat, point.lng);
    if (!f) return null;
    const { grade, graphValue } = gradeMeasure(f.z, Z_BANDS);
    return {
      analysis: {
        hazard: `Hazard factor Z = ${f.z.toFixed(2)} (${f.town}, ${fmtKm(f.distanceKm)} away)`,
        return_period: text.returnPeriod,
        risk_index: f.z,
        graph_value: graphValue,
        risk_description: grade,
      },
      sources: [f.source],
    };
  }
  if (layer === "windspeed") {
    const region = windRegionAt(point.lat, point.lng);
    if (!region) return null;
    return {
      analysis: {
        hazard: `Wind region ${region}, V50 = ${V50[region]} m/s (3-second gust)`,
        return_period: text.returnPeriod,
        risk_index: V50[region],
        graph_value: WIND_GRAPH[region],
        risk_description: WIND_GRADE[region],
      },
      sources: [
        "AS/NZS 1170.2:2011 Structural design actions - Wind actions, Figure 3.1 (regions, approximated) and Table 3.1 (V50)",
        NATURAL_EARTH,
      ],
    };
  }
  if (layer === "volcano") {
    const v = nearestVolcano(point.lat, point.lng);
    if (!v) return null;
    const { grade, graphValue } = gradeMeasure(v.distanceKm, VOLCANO_BANDS);
    return {
      analysis: {
        hazard: `${fmtKm(v.distanceKm)} to the nearest Holocene volcano: ${v.name}`,
        return_period: text.returnPeriod,
        risk_index: Math.round(v.distanceKm * 10) / 10,
        graph_value: graphValue,
        risk_description: grade,
      },
      sources: [
        `Holocene volcanoes of Australia, New Zealand and the south-west Pacific, positions after the Smithsonian Global Volcanism Program${v.gvp ? ` (${v.name}: volcano number ${v.gvp})` : ""}`,
        "Great-circle distance to the volcano's summit or centre; grades by distance bands (high within 30 km, medium to 100 km)",
      ],
    };
  }
  return null;
}

const SUBTITLES: Partial<Record<LayerId, string>> = {
  distancetocoast: "Distance to the coast",
  earthquakebedrock: "Hazard factor Z (AS 1170.4 / NZS 1170.5)",
  windspeed: "AS/NZS 1170.2 wind region",
  volcano: "Distance to the nearest Holocene volcano",
};

export function legendFor(layer: LayerId, text: LayerText): Legend {
  const rule = (title: string, color: string) => ({
    title,
    symbolizers: [{ type: "raster" as const, color }],
  });
  return {
    layerId: layer,
    subtitle: SUBTITLES[layer] ?? text.name,
    rules: [
      rule("No Data", GRADE_COLOURS.none),
      rule(`Low: ${text.low.join("; ")}`, GRADE_COLOURS.low),
      rule(`Medium: ${text.medium.join("; ")}`, GRADE_COLOURS.medium),
      rule(`High: ${text.high.join("; ")}`, GRADE_COLOURS.high),
    ],
  };
}

export function builtinProfiles(point: NatcatPoint): NatcatProfile[] {
  const texts = layerTexts();
  return LAYER_IDS.map((id) => {
    const text = texts.get(id)!;
    const computed = computeLayer(id, point) ?? noData(text);
    const items = (list: string[]) => list.map((item) => ({ item }));
    return {
      id,
      name: text.name,
      map: null,
      analysis: computed.analysis,
      risk_classifications: {
        risk_categories: {
          low_risks: items(text.low),
          medium_risks: items(text.medium),
          high_risks: items(text.high),
        },
      },
      legends: [legendFor(id, text)],
      definition: `${text.definition} Return period: ${text.returnPeriod}.`,
      sources: computed.sources,
    };
  });
}

export class BuiltinProvider implements NatcatProvider {
  readonly name = "builtin" as const;
  async profiles(point: NatcatPoint): Promise<NatcatProfile[]> {
    return builtinProfiles(point);
  }
  async map(layer: LayerId, point: NatcatPoint, zoom: number): Promise<MapImage> {
    return { contentType: "image/svg+xml; charset=utf-8", body: renderMap(layer, point, zoom) };
  }
}
