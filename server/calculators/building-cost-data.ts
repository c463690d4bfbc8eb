import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readCsv, type CsvError } from "../content/csv";
import { BC_COUNTRIES, type BcCountry } from "./building-cost-countries";

/**
 * The building cost calculator's content (content/calculators): locations (AU and NZ city lists),
 * industries and building types, the indicative rate tables per building type and state/region,
 * the site-feature catalogue (spec §3), allowances, the construction-period table and exclusions.
 * See docs/building-cost.md for how the figures were set.
 */

const perCountry = z.object({ au: z.number().positive(), nz: z.number().positive() }).strict();

const DataSchema = z
  .object({
    note: z.string(),
    effective: z.string().regex(/^\d{4}-\d{2}$/),
    industries: z
      .array(
        z.object({
          key: z.string().regex(/^[a-z_]+$/),
          label: z.string().min(2),
          types: z
            .array(z.object({ key: z.string().regex(/^[a-z0-9_]+$/), label: z.string().min(2) }))
            .min(1),
        }),
      )
      .min(1),
    locations: z.object({ au: z.array(z.string()).min(1), nz: z.array(z.string()).min(1) }),
    location_factors: z.object({
      au: z.record(z.string(), z.number().min(0.5).max(2)),
      nz: z.record(z.string(), z.number().min(0.5).max(2)),
    }),
    site_features: z
      .array(
        z.object({
          key: z.string(),
          label: z.string(),
          materials: z.array(z.object({ key: z.string(), label: z.string(), rate: perCountry })).min(1),
        }),
      )
      .min(1),
    allowances: z.object({
      professional_fees: z.number().min(0).max(0.5),
      demolition_and_debris: z.number().min(0).max(0.5),
    }),
    construction_periods: z
      .array(
        z.object({
          up_to: z.number().positive().nullable(),
          label: z.string(),
          simple: z.string().regex(/^\d+-\d+$/),
          average: z.string().regex(/^\d+-\d+$/),
          complex: z.string().regex(/^\d+-\d+$/),
        }),
      )
      .min(1),
    exclusions: z.array(z.string().min(5)).min(1),
  })
  .strict();

export type BuildingCostData = z.infer<typeof DataSchema> & {
  cities: Record<BcCountry, Array<{ city: string; admin: string }>>;
  /** rates[country][typeKey][state] in dollars per square metre of gross floor area. */
  rates: Record<BcCountry, Record<string, Record<string, number>>>;
};

/** Reads and checks the calculator content; every problem is reported with file, row and reason. */
export function loadBuildingCostData(contentDir: string): {
  data: BuildingCostData | null;
  errors: CsvError[];
} {
  const dir = path.join(contentDir, "calculators");
  const label = (name: string) => path.relative(path.dirname(contentDir), path.join(dir, name));
  const errors: CsvError[] = [];
  let base: z.infer<typeof DataSchema> | null = null;
  try {
    const parsed = DataSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(dir, "building-cost.json"), "utf8")),
    );
    if (parsed.success) base = parsed.data;
    else
      for (const i of parsed.error.issues)
        errors.push({
          file: label("building-cost.json"),
          row: null,
          reason: `${i.path.join(".")}: ${i.message}`,
        });
  } catch (error) {
    errors.push({ file: label("building-cost.json"), row: null, reason: (error as Error).message });
  }
  if (!base) return { data: null, errors };

  const cities = { au: [], nz: [] } as BuildingCostData["cities"];
  const rates = { au: {}, nz: {} } as BuildingCostData["rates"];
  const typeKeys = new Set(base.industries.flatMap((i) => i.types.map((t) => t.key)));
  for (const country of BC_COUNTRIES) {
    const states = base.locations[country];
    const adminHeader = country === "au" ? "state" : "region";
    const citiesFile = `cities-${country}.csv`;
    for (const { row, values } of readCsv(path.join(dir, citiesFile), errors, label(citiesFile), [
      "city",
      adminHeader,
    ])) {
      if (!values) continue;
      const city = values.city.trim();
      const admin = values[adminHeader].trim();
      if (!city) errors.push({ file: label(citiesFile), row, reason: "city is empty" });
      else if (!states.includes(admin))
        errors.push({
          file: label(citiesFile),
          row,
          reason: `${adminHeader} "${admin}" is not one of ${states.join(", ")}`,
        });
      else cities[country].push({ city, admin });
    }
    const ratesFile = `building-rates-${country}.csv`;
    const seen = new Set<string>();
    for (const { row, values } of readCsv(path.join(dir, ratesFile), errors, label(ratesFile), [
      "type",
      ...states,
    ])) {
      if (!values) continue;
      if (!typeKeys.has(values.type)) {
        errors.push({ file: label(ratesFile), row, reason: `type ${values.type} is not a building type` });
        continue;
      }
      seen.add(values.type);
      const byState: Record<string, number> = {};
      for (const state of states) {
        const rate = Number(values[state]);
        if (!Number.isFinite(rate) || rate <= 0 || rate > 20000)
          errors.push({
            file: label(ratesFile),
            row,
            reason: `${state}: rate "${values[state]}" is not a $/m2 figure`,
          });
        byState[state] = rate;
      }
      rates[country][values.type] = byState;
    }
    for (const key of typeKeys)
      if (!seen.has(key))
        errors.push({ file: label(ratesFile), row: null, reason: `no rates for building type ${key}` });
    for (const state of states)
      if (!(state in base.location_factors[country]))
        errors.push({
          file: label("building-cost.json"),
          row: null,
          reason: `no location factor for ${state}`,
        });
  }
  if (errors.length > 0) return { data: null, errors };
  return { data: { ...base, cities, rates }, errors };
}

let cached: BuildingCostData | null = null;

/** The calculator content, read once. */
export function buildingCostData(): BuildingCostData {
  if (!cached) {
    const { data, errors } = loadBuildingCostData(path.resolve(process.cwd(), "content"));
    if (!data)
      throw new Error(
        `building cost content is invalid: ${errors.map((e) => `${e.file} ${e.reason}`).join("; ")}`,
      );
    cached = data;
  }
  return cached;
}
