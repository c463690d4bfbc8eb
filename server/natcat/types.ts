import { z } from "zod";

/**
 * The natural-catastrophe profile of spec industries-and-reports §3, as every provider returns it
 * (the field names follow the CatNet layers response, so the HTTP provider validates with the same schema).
 */
const Grade = z.enum(["low", "medium", "high"]);

export const AnalysisSchema = z.object({
  /** What was found at the point, e.g. "Hazard factor Z = 0.40" or "2.3 km"; null when there is no data. */
  hazard: z.string().nullable(),
  /** e.g. "1 in 475 years" */
  return_period: z.string().nullable(),
  risk_index: z.number().nullable(),
  graph_value: z.number().min(0).max(100),
  risk_description: Grade.nullable(),
});

const Items = z.array(z.object({ item: z.string() }));

export const RiskClassificationsSchema = z.object({
  risk_categories: z.object({ low_risks: Items, medium_risks: Items, high_risks: Items }),
});

export const SymbolizerSchema = z.union([
  z.object({ type: z.literal("raster"), color: z.string() }),
  z.object({ type: z.literal("polygon"), fill: z.string(), stroke: z.string().optional() }),
]);

export const LegendSchema = z.object({
  layerId: z.string(),
  subtitle: z.string(),
  rules: z.array(z.object({ title: z.string(), symbolizers: z.array(SymbolizerSchema) })),
});

export const ProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Map image address (filled in by the app, not by the provider). */
  map: z.string().nullable().default(null),
  analysis: AnalysisSchema,
  risk_classifications: RiskClassificationsSchema,
  legends: z.array(LegendSchema),
  /** What the layer measures, with its return period. */
  definition: z.string().default(""),
  /** Where the figure comes from. */
  sources: z.array(z.string()).default([]),
});

export type Analysis = z.infer<typeof AnalysisSchema>;
export type Legend = z.infer<typeof LegendSchema>;
export type NatcatProfile = z.infer<typeof ProfileSchema>;

export type NatcatPoint = { lat: number; lng: number };

export type MapImage = { contentType: string; body: Buffer | string };
