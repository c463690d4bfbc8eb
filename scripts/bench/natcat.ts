/**
 * Natcat benchmark (issue #9: profiles of a location < 300 ms, a map image < 200 ms, built-in provider).
 *   npx tsx scripts/bench/natcat.ts
 * In-process, one caller at a time, over 200 Australian and New Zealand places of the gazetteer
 * (every 97th entry of a fixed search list, so the run is repeatable). The first call, which loads
 * the Natural Earth data, is reported on its own.
 */
import { searchPlaces } from "~/server/geo/gazetteer";
import { BuiltinProvider } from "~/server/natcat/builtin/provider";
import { LAYER_IDS } from "~/server/natcat/layers";
import { load, report } from "./stats";

const provider = new BuiltinProvider();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const seeds = ["ba", "ca", "da", "ma", "sa", "wa", "ke", "mo", "po", "ri", "st", "te", "an", "be"];
const places = seeds
  .flatMap((s) => searchPlaces(s, { countries: ["AU", "NZ"], limit: 50 }))
  .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
const point = (i: number) => {
  const p = places[(i * 97) % places.length];
  return { lat: p.lat, lng: p.lng };
};
const ZOOMS = [0.4, 2, 4, 8, 16, 40, 100];

let t = performance.now();
await provider.profiles(point(0));
console.log(`profiles, first call (loads the coastline)   ${(performance.now() - t).toFixed(0)} ms`);
t = performance.now();
await provider.map("distancetocoast", point(0), 4);
console.log(`map, first call (loads land polygons)        ${(performance.now() - t).toFixed(0)} ms`);
console.log(`${places.length} distinct places\n`);

const profiles = await load(ROUNDS, 1, (i) => provider.profiles(point(i + 1)));
console.log(report("profiles of a location (16 layers)", profiles.samples, profiles.wallMs, profiles.errors));

const mapsDefault = await load(ROUNDS, 1, (i) =>
  provider.map(LAYER_IDS[i % LAYER_IDS.length], point(i + 1), 4),
);
console.log(
  report("map image, zoom 4 (any layer)", mapsDefault.samples, mapsDefault.wallMs, mapsDefault.errors),
);

const mapsShaded = await load(ROUNDS, 1, (i) =>
  provider.map(
    (["distancetocoast", "windspeed", "earthquakebedrock"] as const)[i % 3],
    point(i + 1),
    ZOOMS[i % ZOOMS.length],
  ),
);
console.log(
  report("map image, shaded layers, zoom 0.4-100", mapsShaded.samples, mapsShaded.wallMs, mapsShaded.errors),
);
