import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { CONTENT_DIR } from "../content/pack";
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
