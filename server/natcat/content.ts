import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { CONTENT_DIR } from "../content/pack";
import { EVENT_TYPES } from "./event-labels";
import { LAYER_IDS, type LayerId } from "./layers";

/**
 * The natcat facts authored in content/natcat/ (read once, validated with zod): the text of the 16
 * layers and the earthquake hazard factors of AS 1170.4 and NZS 1170.5 by town.
 */
const LayerText = z.object({
  id: z.enum(LAYER_IDS),
  name: z.string().min(1),
  definition: z.string().min(1),
  returnPeriod: z.string().min(1),
  low: z.array(z.string().min(1)).min(1),
  medium: z.array(z.string().min(1)).min(1),
  high: z.array(z.string().min(1)).min(1),
});
export type LayerText = z.infer<typeof LayerText>;

const LayersFile = z.object({
  source: z.string(),
  layers: z.array(LayerText).refine((l) => LAYER_IDS.every((id) => l.some((x) => x.id === id)), {
    message: "every layer id needs its text",
  }),
});

const HazardFactor = z.object({
  country: z.enum(["au", "nz"]),
  town: z.string().min(1),
  region: z.string().min(1),
  z: z.coerce.number().min(0.01).max(0.9),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  source: z.string().min(1),
});
export type HazardFactor = z.infer<typeof HazardFactor>;

const dir = () => path.join(CONTENT_DIR, "natcat");

let layers: Map<LayerId, LayerText> | null = null;
let factors: HazardFactor[] | null = null;

export function layerTexts(): Map<LayerId, LayerText> {
  if (!layers) {
    const file = LayersFile.parse(JSON.parse(fs.readFileSync(path.join(dir(), "layers.json"), "utf8")));
    layers = new Map(file.layers.map((l) => [l.id, l]));
  }
  return layers;
}

export function hazardFactors(): HazardFactor[] {
  if (!factors) {
    const rows = parse(fs.readFileSync(path.join(dir(), "earthquake-hazard-factors.csv"), "utf8"), {
      columns: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown[];
    factors = z.array(HazardFactor).min(1).parse(rows);
  }
  return factors;
}

const Volcano = z.object({
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2 of the country or territory. */
  country: z.string().length(2),
  /** Smithsonian Global Volcanism Program volcano number, where verified; empty otherwise. */
  gvp: z.preprocess((v) => (v === "" ? null : v), z.coerce.number().int().positive().nullable()),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  note: z.string(),
});
export type Volcano = z.infer<typeof Volcano>;

let volcanoList: Volcano[] | null = null;

/** Holocene volcanoes of Australia, New Zealand and the south-west Pacific (content/natcat/volcanoes.csv). */
export function volcanoes(): Volcano[] {
  if (!volcanoList) {
    const rows = parse(fs.readFileSync(path.join(dir(), "volcanoes.csv"), "utf8"), {
      columns: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown[];
    volcanoList = z.array(Volcano).min(1).parse(rows);
  }
  return volcanoList;
}

const PastEvent = z.object({
  id: z.string().regex(/^\d{4}-[a-z0-9-]+$/),
  name: z.string().min(1),
  type: z.enum(EVENT_TYPES),
  /** The first day of the event (ISO date). */
  start: z.iso.date(),
  /** State(s) or region(s), as a reader would name them. */
  region: z.string().min(1),
  /** The worst-affected places: centres and radii, approximate. */
  areas: z
    .array(
      z.object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        radiusKm: z.number().positive().max(300),
      }),
    )
    .min(1),
  description: z.string().min(1).max(240),
});
export type PastEvent = z.infer<typeof PastEvent>;

let eventList: PastEvent[] | null = null;

/** Significant natural catastrophes in Australia and New Zealand since 1967 (content/natcat/events.json). */
export function pastEvents(): PastEvent[] {
  if (!eventList) {
    const file = z
      .object({ source: z.string(), events: z.array(PastEvent).min(1) })
      .parse(JSON.parse(fs.readFileSync(path.join(dir(), "events.json"), "utf8")));
    eventList = file.events;
  }
  return eventList;
}
