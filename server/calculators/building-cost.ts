// This module imports only server/format/amount.ts and ./building-cost-countries.ts (both import-free) at run time: the calculator page imports it into the browser bundle.
import type { BuildingCostData } from "./building-cost-data";
import { formatNumber } from "../format/amount";
import { BC_COUNTRIES, type BcCountry } from "./building-cost-countries";

export { BC_COUNTRIES, type BcCountry } from "./building-cost-countries";

/**
 * Building cost calculator (platform §2 Calculators, §3 site-feature catalogue, §9 construction
 * periods). The form lives in the query string (GET), so it works without JavaScript and can be
 * shared: rows are added and removed by submit buttons (add=building|site, remove=b-1|s-0) and the
 * server answers with the normalised URL. The estimate goes beyond the spec's log-only Estimate: an
 * indicative figure from the rate tables in content/calculators (docs/building-cost.md).
 */
export const MAX_ROWS = 20;
export const COMPLEXITIES = ["simple", "average", "complex"] as const;
export type Complexity = (typeof COMPLEXITIES)[number];
export const COMPLEXITY_LABELS: Record<Complexity, string> = {
  simple: "Simple",
  average: "Average",
  complex: "Complex",
};
export const CURRENCY: Record<BcCountry, string> = { au: "AUD", nz: "NZD" };

export type BuildingRowForm = { type: string; area: string };
export type SiteRowForm = { feature: string; material: string; area: string };
export type BuildingCostForm = {
  country: string;
  state: string;
  region: string;
  industry: string;
  complexity: string;
  buildings: BuildingRowForm[];
  sites: SiteRowForm[];
};

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").slice(0, 100).trim();
const list = (params: URLSearchParams, name: string) =>
  params.getAll(name).map((v) => v.slice(0, 100).trim());

/** The form as typed (strings), from the query; at least one row of each kind, at most MAX_ROWS. */
export function formFromQuery(params: URLSearchParams): BuildingCostForm {
  const btype = list(params, "btype");
  const barea = list(params, "barea");
  const sfeature = list(params, "sfeature");
  const smaterial = list(params, "smaterial");
  const sarea = list(params, "sarea");
  const nb = Math.min(MAX_ROWS, Math.max(1, btype.length, barea.length));
  const ns = Math.min(MAX_ROWS, Math.max(1, sfeature.length, smaterial.length, sarea.length));
  return {
    country: text(params, "country") || "au",
    state: text(params, "state"),
    region: text(params, "region"),
    industry: text(params, "industry"),
    complexity: text(params, "complexity") || "average",
    buildings: Array.from({ length: nb }, (_, i) => ({ type: btype[i] ?? "", area: barea[i] ?? "" })),
    sites: Array.from({ length: ns }, (_, i) => ({
      feature: sfeature[i] ?? "",
      material: smaterial[i] ?? "",
      area: sarea[i] ?? "",
    })),
  };
}

export function formToQuery(form: BuildingCostForm, extra: Record<string, string> = {}): URLSearchParams {
  const q = new URLSearchParams();
  q.set("country", form.country);
  if (form.state) q.set("state", form.state);
  if (form.region) q.set("region", form.region);
  if (form.industry) q.set("industry", form.industry);
  q.set("complexity", form.complexity);
  for (const b of form.buildings) {
    q.append("btype", b.type);
    q.append("barea", b.area);
  }
  for (const s of form.sites) {
    q.append("sfeature", s.feature);
    q.append("smaterial", s.material);
    q.append("sarea", s.area);
  }
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q;
}

/**
 * A row button pressed (add=building|site, remove=b-<i>|s-<i>): the form after it, or null when
 * the request carries no row action. Adding past MAX_ROWS and removing the last row change nothing.
 */
export function applyRowAction(form: BuildingCostForm, params: URLSearchParams): BuildingCostForm | null {
  const add = params.get("add");
  const remove = params.get("remove");
  if (add === "building") {
    if (form.buildings.length >= MAX_ROWS) return form;
    return { ...form, buildings: [...form.buildings, { type: "", area: "" }] };
  }
  if (add === "site") {
    if (form.sites.length >= MAX_ROWS) return form;
    return { ...form, sites: [...form.sites, { feature: "", material: "", area: "" }] };
  }
  const match = remove ? /^([bs])-(\d{1,2})$/.exec(remove) : null;
  if (match) {
    const i = Number(match[2]);
    if (match[1] === "b") {
      const buildings = form.buildings.filter((_, j) => j !== i);
      return { ...form, buildings: buildings.length ? buildings : [{ type: "", area: "" }] };
    }
    const sites = form.sites.filter((_, j) => j !== i);
    return { ...form, sites: sites.length ? sites : [{ feature: "", material: "", area: "" }] };
  }
  return add || remove ? form : null;
}

/** "1,250" or "1250.5" square metres; empty is null; anything else is an error. */
export function parseArea(value: string): number | null | "invalid" {
  const v = value.replace(/[,\s]/g, "");
  if (v === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return "invalid";
  const n = Number(v);
  return n > 0 && n <= 1_000_000 ? n : "invalid";
}

export type ValidInput = {
  country: BcCountry;
  state: string;
  region: string | null;
  industry: string;
  complexity: Complexity;
  buildings: Array<{ type: string; area: number }>;
  sites: Array<{ feature: string; material: string; area: number }>;
};

export type Validation = { errors: Record<string, string>; input: ValidInput | null };

/** Checks the form against the content: every choice must exist and belong to its parent choice. */
export function validateForm(form: BuildingCostForm, data: BuildingCostData): Validation {
  const errors: Record<string, string> = {};
  const country = (BC_COUNTRIES as readonly string[]).includes(form.country)
    ? (form.country as BcCountry)
    : null;
  if (!country) errors.country = "Choose Australia or New Zealand";
  const states = country ? data.locations[country] : [];
  if (!form.state) errors.state = "Choose a state or region";
  else if (!states.includes(form.state)) errors.state = "Choose a state or region of the chosen country";
  const cities = country ? data.cities[country] : [];
  if (form.region && !cities.some((c) => c.city === form.region && c.admin === form.state))
    errors.region = "Choose a city or town in the chosen state or region";
  const industry = data.industries.find((i) => i.key === form.industry);
  if (!industry) errors.industry = "Choose an industry";
  const complexity = (COMPLEXITIES as readonly string[]).includes(form.complexity)
    ? (form.complexity as Complexity)
    : "average";

  const buildings: ValidInput["buildings"] = [];
  form.buildings.forEach((b, i) => {
    const area = parseArea(b.area);
    if (!b.type && area === null) return;
    if (!b.type) errors[`b-${i}-type`] = "Choose a building type";
    else if (industry && !industry.types.some((t) => t.key === b.type))
      errors[`b-${i}-type`] = `Choose a building type of the ${industry.label} industry`;
    if (area === null) errors[`b-${i}-area`] = "Enter the gross floor area in m2";
    else if (area === "invalid") errors[`b-${i}-area`] = "Gross floor area must be a number of square metres";
    if (typeof area === "number" && !errors[`b-${i}-type`]) buildings.push({ type: b.type, area });
  });
  const sites: ValidInput["sites"] = [];
  form.sites.forEach((s, i) => {
    const area = parseArea(s.area);
    if (!s.feature && !s.material && area === null) return;
    const feature = data.site_features.find((f) => f.key === s.feature);
    if (!feature) errors[`s-${i}-feature`] = "Choose fencing, carpark or retaining walls";
    else if (!feature.materials.some((m) => m.key === s.material))
      errors[`s-${i}-material`] = `Choose a material for ${feature.label}`;
    if (area === null) errors[`s-${i}-area`] = "Enter the gross area in m2";
    else if (area === "invalid") errors[`s-${i}-area`] = "Gross area must be a number of square metres";
    if (typeof area === "number" && feature && !errors[`s-${i}-material`])
      sites.push({ feature: s.feature, material: s.material, area });
  });
  if (Object.keys(errors).length === 0 && buildings.length === 0 && sites.length === 0)
    errors.form = "Add at least one building or site feature with its area";
  if (Object.keys(errors).length > 0 || !country || !industry) return { errors, input: null };
  return {
    errors,
    input: {
      country,
      state: form.state,
      region: form.region || null,
      industry: industry.key,
      complexity,
      buildings,
      sites,
    },
  };
}

export type EstimateLine = { label: string; detail: string; area: number; rate: number; cost: number };
export type Estimate = {
  currency: string;
  lines: EstimateLine[];
  construction: number;
  professionalFees: number;
  demolition: number;
  total: number;
  /** The total rounded to the nearest $1,000: the figure to quote, since the rates are indicative. */
  rounded: number;
  period: { label: string; weeks: string; complexity: Complexity };
};

const money = (n: number) => Math.round(n);

/**
 * The indicative estimate: buildings at the rate for their type in the state or region, site
 * features at the catalogue rate times the location factor, plus allowances for professional fees
 * and for demolition and removal of debris; then the construction period for that value.
 */
export function estimateBuildingCost(input: ValidInput, data: BuildingCostData): Estimate {
  const typeLabel = new Map(data.industries.flatMap((i) => i.types.map((t) => [t.key, t.label] as const)));
  const lines: EstimateLine[] = [];
  for (const b of input.buildings) {
    const rate = data.rates[input.country][b.type][input.state];
    lines.push({
      label: typeLabel.get(b.type) ?? b.type,
      detail: "Building",
      area: b.area,
      rate,
      cost: money(b.area * rate),
    });
  }
  const factor = data.location_factors[input.country][input.state] ?? 1;
  for (const s of input.sites) {
    const feature = data.site_features.find((f) => f.key === s.feature)!;
    const material = feature.materials.find((m) => m.key === s.material)!;
    const rate = Math.round(material.rate[input.country] * factor);
    lines.push({
      label: `${feature.label}: ${material.label}`,
      detail: "Site feature",
      area: s.area,
      rate,
      cost: money(s.area * rate),
    });
  }
  const construction = lines.reduce((sum, l) => sum + l.cost, 0);
  const professionalFees = money(construction * data.allowances.professional_fees);
  const demolition = money(construction * data.allowances.demolition_and_debris);
  const total = construction + professionalFees + demolition;
  const band =
    data.construction_periods.find((p) => p.up_to !== null && total <= p.up_to) ??
    data.construction_periods[data.construction_periods.length - 1];
  return {
    currency: CURRENCY[input.country],
    lines,
    construction,
    professionalFees,
    demolition,
    total,
    rounded: Math.round(total / 1000) * 1000,
    period: { label: band.label, weeks: band[input.complexity], complexity: input.complexity },
  };
}

/** The names of the form's fields in page order, as `validateForm` keys their errors. */
export function fieldOrder(form: BuildingCostForm): string[] {
  return [
    "country",
    "state",
    "region",
    "industry",
    ...form.buildings.flatMap((_, i) => [`b-${i}-type`, `b-${i}-area`]),
    ...form.sites.flatMap((_, i) => [`s-${i}-feature`, `s-${i}-material`, `s-${i}-area`]),
  ];
}

/** What the page shows of the content besides the form: the choices and the reference tables. */
export function buildingCostOptions(data: BuildingCostData) {
  return {
    locations: data.locations,
    cities: data.cities,
    industries: data.industries,
    siteFeatures: data.site_features.map((f) => ({
      key: f.key,
      label: f.label,
      materials: f.materials.map((m) => ({ key: m.key, label: m.label })),
    })),
    periods: data.construction_periods,
    exclusions: data.exclusions,
    allowances: data.allowances,
    effective: data.effective,
  };
}
export type BuildingCostOptions = ReturnType<typeof buildingCostOptions>;

/** Amounts are formatted by server/format (formatAmountIn: the rates' currency, the user's symbol). */
export function formatArea(n: number): string {
  return `${formatNumber(n, { decimals: 2 })} m²`;
}

/** What the page needs from a query: the form, its errors and (when asked for and valid) the estimate. */
export function buildingCostFromQuery(params: URLSearchParams, data: BuildingCostData) {
  const form = formFromQuery(params);
  const asked = params.get("estimate") === "1";
  if (!asked) return { form, errors: {} as Record<string, string>, estimate: null, input: null };
  const { errors, input } = validateForm(form, data);
  return { form, errors, input, estimate: input ? estimateBuildingCost(input, data) : null };
}

/**
 * The value band of construction-period row `i` as shown ("Up to $1.5 million", "Over AUD 50
 * million"), its amounts formatted by `money` (server/format: the rates' currency, the user's symbol).
 */
export function periodBandLabel(
  periods: ReadonlyArray<{ up_to: number | null }>,
  i: number,
  money: (n: number) => string,
): string {
  const millions = (n: number) => `${money(n / 1_000_000)} million`;
  const upper = periods[i].up_to;
  const lower = i > 0 ? periods[i - 1].up_to : null;
  if (upper === null) return lower === null ? "Any value" : `Over ${millions(lower)}`;
  return lower === null ? `Up to ${millions(upper)}` : `${millions(lower)} to ${millions(upper)}`;
}
