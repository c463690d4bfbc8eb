import { createRequire } from "node:module";
import { mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * Distance to the coast: the great-circle distance from a point to the nearest segment of the Natural
 * Earth 1:10m coastline (the boundary of the `land` object of `world-atlas`, public domain).
 * Segments are bucketed in a 0.5° grid; a query searches rings of cells outward until no closer
 * segment can exist. Loaded lazily on the first query (about 0.4 s) and kept for the process.
 */
export const EARTH_RADIUS_KM = 6371.0088;
const CELL = 0.5;
const COLS = 360 / CELL;
const ROWS = 180 / CELL;
const RAD = Math.PI / 180;

type Index = {
  /** Unit vectors of every coastline vertex, xyz interleaved. */
  xyz: Float64Array;
  /** Segment start vertex; the segment ends at start + 1. */
  cells: Map<number, number[]>;
};

let index: Index | null = null;
const require = createRequire(import.meta.url);

/** The 1:10m land topology (shared with the map drawer). */
export function land10m(): Topology<{ land: GeometryCollection }> {
  return require("world-atlas/land-10m.json") as Topology<{ land: GeometryCollection }>;
}

const cellOf = (lat: number, lng: number) => {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL)));
  const col = (((Math.floor((lng + 180) / CELL) % COLS) + COLS) % COLS) | 0;
  return row * COLS + col;
};

function build(): Index {
  const coast = mesh(land10m(), land10m().objects.land);
  let total = 0;
  for (const line of coast.coordinates) total += line.length;
  const xyz = new Float64Array(total * 3);
  const cells = new Map<number, number[]>();
  let v = 0;
  for (const line of coast.coordinates) {
    for (let i = 0; i < line.length; i++) {
      const [lng, lat] = line[i];
      const cl = Math.cos(lat * RAD);
      xyz[v * 3] = cl * Math.cos(lng * RAD);
      xyz[v * 3 + 1] = cl * Math.sin(lng * RAD);
      xyz[v * 3 + 2] = Math.sin(lat * RAD);
      if (i > 0) {
        // A segment goes in every cell its bounding box touches (segments are short: at most a few cells).
        const [lng0, lat0] = line[i - 1];
        const seg = v - 1;
        if (Math.abs(lng - lng0) > 180) {
          for (const c of new Set([cellOf(lat0, lng0), cellOf(lat, lng)])) push(cells, c, seg);
          v++;
          continue;
        }
        const r0 = Math.floor((Math.min(lat, lat0) + 90) / CELL);
        const r1 = Math.floor((Math.max(lat, lat0) + 90) / CELL);
        const c0 = Math.floor((Math.min(lng, lng0) + 180) / CELL);
        const c1 = Math.floor((Math.max(lng, lng0) + 180) / CELL);
        for (let r = r0; r <= r1; r++)
          for (let c = c0; c <= c1; c++)
            push(cells, Math.min(ROWS - 1, Math.max(0, r)) * COLS + (((c % COLS) + COLS) % COLS), seg);
      }
      v++;
    }
  }
  return { xyz, cells };
}

function push(cells: Map<number, number[]>, cell: number, seg: number) {
  const list = cells.get(cell);
  if (list) list.push(seg);
  else cells.set(cell, [seg]);
}

function coastIndex(): Index {
  if (!index) index = build();
  return index;
}

/** Great-circle distance in km between two points. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Angle (radians) between the unit vector p and the great-circle arc a-b. */
function arcDistance(xyz: Float64Array, seg: number, px: number, py: number, pz: number): number {
  const a = seg * 3;
  const b = a + 3;
  const ax = xyz[a], ay = xyz[a + 1], az = xyz[a + 2]; // prettier-ignore
  const bx = xyz[b], by = xyz[b + 1], bz = xyz[b + 2]; // prettier-ignore
  const angle = (ux: number, uy: number, uz: number) => {
    const cx = uy * pz - uz * py;
    const cy = uz * px - ux * pz;
    const cz = ux * py - uy * px;
    return Math.atan2(Math.hypot(cx, cy, cz), ux * px + uy * py + uz * pz);
  };
  // Normal of the segment's great circle.
  let nx = ay * bz - az * by;
  let ny = az * bx - ax * bz;
  let nz = ax * by - ay * bx;
  const nl = Math.hypot(nx, ny, nz);
  if (nl < 1e-15) return angle(ax, ay, az);
  nx /= nl;
  ny /= nl;
  nz /= nl;
  const s = px * nx + py * ny + pz * nz;
  // Foot of the perpendicular on the great circle; inside the arc when it lies between a and b.
  const fx = px - s * nx, fy = py - s * ny, fz = pz - s * nz; // prettier-ignore
  const side = (ux: number, uy: number, uz: number, vx: number, vy: number, vz: number) =>
    (uy * vz - uz * vy) * nx + (uz * vx - ux * vz) * ny + (ux * vy - uy * vx) * nz;
  if (side(ax, ay, az, fx, fy, fz) >= 0 && side(fx, fy, fz, bx, by, bz) >= 0)
    return Math.asin(Math.min(1, Math.abs(s)));
  return Math.min(angle(ax, ay, az), angle(bx, by, bz));
}

/**
 * Great-circle distance (km) from the point to the nearest coastline segment, or null when none lies
 * within maxKm (default 3,000 km: farther than any inhabited point from the sea).
 */
export function distanceToCoastKm(lat: number, lng: number, maxKm = 3000): number | null {
  const { xyz, cells } = coastIndex();
  const cl = Math.cos(lat * RAD);
  const px = cl * Math.cos(lng * RAD), py = cl * Math.sin(lng * RAD), pz = Math.sin(lat * RAD); // prettier-ignore
  const row0 = Math.floor((lat + 90) / CELL);
  const col0 = Math.floor((lng + 180) / CELL);
  let best = Infinity;
  const seen = new Set<number>();
  const cellKm = CELL * RAD * EARTH_RADIUS_KM;
  for (let ring = 0; ; ring++) {
    // No segment outside ring r can be closer than (r) cells of latitude-scaled width.
    const lower =
      Math.max(0, ring - 1) *
      cellKm *
      Math.max(0.02, Math.cos(Math.min(89, Math.abs(lat) + ring * CELL) * RAD));
    if (lower > Math.min(best, maxKm) || lower > 20000) break;
    for (let r = row0 - ring; r <= row0 + ring; r++) {
      if (r < 0 || r >= ROWS) continue;
      const edge = r === row0 - ring || r === row0 + ring;
      for (let c = col0 - ring; c <= col0 + ring; c += edge ? 1 : 2 * ring) {
        const list = cells.get(r * COLS + (((c % COLS) + COLS) % COLS));
        if (list) {
          for (const seg of list) {
            if (seen.has(seg)) continue;
            seen.add(seg);
            const d = arcDistance(xyz, seg, px, py, pz) * EARTH_RADIUS_KM;
            if (d < best) best = d;
          }
        }
        if (ring === 0) break;
      }
    }
  }
  return best <= maxKm ? best : null;
}
