import { createRequire } from "node:module";
import { geoMercator, geoPath, geoTransform, type GeoProjection } from "d3-geo";
import type { Feature, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { layerTexts } from "../content";
import { GRADE_COLOURS, mapZoom, type LayerId } from "../layers";
import type { NatcatPoint } from "../types";
import { land10m } from "./coast";
import { Z_MAX_DISTANCE_KM } from "./earthquake";
import { AU_OUTLINE, NZ_OUTLINE } from "./wind";
import { gradeMeasure, Z_BANDS } from "./grading";
import { hazardFactors, volcanoes } from "../content";
import { VOLCANO_BANDS } from "./volcano";

/**
 * Map images drawn as SVG from Natural Earth around a point (no tiles, no network). The grade shading
 * is drawn from the same rules the provider grades with:
 * - distance to coast: the coastline stroked 1 km and 10 km wide on each side, clipped to land;
 * - wind region: coastal bands of 50, 100 and 200 km within the latitudes of docs/natcat.md;
 * - earthquake: a 50 km circle around each town listed in AS 1170.4 / NZS 1170.5, coloured by its Z;
 * - volcano: circles of 100 km (medium) and 30 km (high) around each Holocene volcano, named when zoomed in.
 * Width of the view: 800 km divided by the zoom sent to the map (half the slider value).
 */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 400;
const require = createRequire(import.meta.url);

type Land = {
  polygons: Array<{
    geo: Polygon;
    bbox: [number, number, number, number];
    parts: Array<[number, number, number, number]>;
  }>;
  coast: Array<{ geo: MultiLineString; bbox: [number, number, number, number] }>;
};
const lands = new Map<string, Land>();

function bboxOf(rings: Position[][]): [number, number, number, number] {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity; // prettier-ignore
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  return [x0, y0, x1, y1];
}

function landAt(resolution: "10m" | "50m" | "110m"): Land {
  const cached = lands.get(resolution);
  if (cached) return cached;
  const topo =
    resolution === "10m"
      ? land10m()
      : (require(`world-atlas/land-${resolution}.json`) as Topology<{ land: GeometryCollection }>);
  const f = feature(topo, topo.objects.land) as unknown as { features: Feature<Polygon | MultiPolygon>[] };
  const polygons: Land["polygons"] = [];
  for (const feat of f.features) {
    const g = feat.geometry;
    const list = g.type === "Polygon" ? [g.coordinates] : g.coordinates;
    for (const rings of list) {
      const bbox = bboxOf(rings);
      // A polygon cut at the antimeridian (Eurasia-Africa) has a world-wide box: keep boxes of pieces of
      // its outer ring too, so that views far from it can skip it.
      const parts: Array<[number, number, number, number]> = [];
      if (bbox[2] - bbox[0] > 180)
        for (let i = 0; i < rings[0].length; i += 400) parts.push(bboxOf([rings[0].slice(i, i + 401)]));
      polygons.push({ geo: { type: "Polygon", coordinates: rings }, bbox, parts });
    }
  }
  const coastLines = mesh(topo, topo.objects.land).coordinates;
  const coast: Land["coast"] = [];
  // Group short lines in chunks to keep the bbox filter cheap.
  for (const line of coastLines) {
    for (let i = 0; i < line.length; i += 200) {
      const part = line.slice(i, Math.min(line.length, i + 201));
      coast.push({ geo: { type: "MultiLineString", coordinates: [part] }, bbox: bboxOf([part]) });
    }
  }
  const land = { polygons, coast };
  lands.set(resolution, land);
  return land;
}

/**
 * Sutherland-Hodgman clip of a ring to a lon/lat rectangle: the big polygons (a continent at 1:10m has
 * over 100,000 points) shrink to the part around the view before they are projected. Edges the clip
 * adds run along the rectangle, which lies outside the drawn area.
 */
function clipRing(ring: Position[], [x0, y0, x1, y1]: [number, number, number, number]): Position[] {
  const edges: Array<[(p: Position) => boolean, (a: Position, b: Position) => Position]> = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => p[1] <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  let out = ring;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    if (input.length === 0) break;
    let prev = input[input.length - 1];
    for (const cur of input) {
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cross(prev, cur));
      prev = cur;
    }
  }
  if (out.length < 3) return [];
  if (out[0][0] !== out[out.length - 1][0] || out[0][1] !== out[out.length - 1][1]) out.push(out[0]);
  return out;
}

/** A polygon cut to a regional view, drawn planar afterwards; null when nothing is left. */
function clipPolygon(
  poly: Polygon,
  bbox: [number, number, number, number],
  view: [number, number, number, number],
): Polygon | null {
  if (bbox[0] >= view[0] && bbox[2] <= view[2] && bbox[1] >= view[1] && bbox[3] <= view[3]) return poly;
  const rings = poly.coordinates.map((r) => clipRing(r, view)).filter((r) => r.length >= 4);
  return rings.length ? { type: "Polygon", coordinates: rings } : null;
}

const intersects = (a: [number, number, number, number], b: [number, number, number, number]) =>
  a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

function niceKm(maxKm: number): number {
  const steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  return steps.filter((s) => s <= maxKm).pop() ?? 0.1;
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The latitude band (projected rectangle) of a wind-region coast. */
function bandRect(p: GeoProjection, north: number, south: number, west: number, east: number) {
  const [x0, y0] = p([west, north])!;
  const [x1, y1] = p([east, south])!;
  // Half a pixel of overlap so that neighbouring bands leave no hairline between them.
  return `<rect x="${(x0 - 0.5).toFixed(1)}" y="${(y0 - 0.5).toFixed(1)}" width="${(x1 - x0 + 1).toFixed(1)}" height="${(y1 - y0 + 1).toFixed(1)}"/>`;
}

export function renderMap(layer: LayerId, point: NatcatPoint, sliderZoom: number): string {
  const zoom = Math.min(Math.max(mapZoom(sliderZoom), 0.1), 500);
  const widthKm = 800 / zoom;
  const cosLat = Math.max(0.05, Math.cos((point.lat * Math.PI) / 180));
  const scale = (6371 * cosLat * MAP_WIDTH) / widthKm;
  const projection = geoMercator()
    .center([point.lng, point.lat])
    .scale(scale)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    .clipExtent([
      [-20, -20],
      [MAP_WIDTH + 20, MAP_HEIGHT + 20],
    ]);
  // No adaptive resampling: straight Mercator segments are exact enough at these scales, and much cheaper.
  projection.precision(0);
  const path = geoPath(projection).digits(1);
  const pxPerKm = MAP_WIDTH / widthKm;

  // The view in degrees (with a margin) to skip far polygons before projecting.
  const [w, n] = projection.invert!([-40, -40])!;
  const [e, s] = projection.invert!([MAP_WIDTH + 40, MAP_HEIGHT + 40])!;
  // A view across the antimeridian (east of New Zealand) or wider than the world filters by latitude only.
  const wraps = widthKm > 15000 || e <= w;
  const view: [number, number, number, number] = wraps
    ? [-180, Math.max(-90, s), 180, Math.min(90, n)]
    : [w, s, e, n];
  const resolution = widthKm > 4000 ? "110m" : widthKm > 600 ? "50m" : "10m";
  const land = landAt(resolution);
  // Regional views (not crossing the antimeridian) clip polygons to the view in lon/lat and draw them
  // as plain planar shapes; world views keep d3's spherical clipping.
  const regional = !wraps && view[2] - view[0] <= 90;
  const planar = geoPath(
    geoTransform({
      point(x, y) {
        const p = projection([x, y]);
        if (p) this.stream.point(p[0], p[1]);
      },
    }),
  ).digits(1);
  const landD = land.polygons
    .filter((p) => intersects(p.bbox, view) && (!p.parts.length || p.parts.some((b) => intersects(b, view))))
    .map((p) => {
      // Polygons cut at the antimeridian (Eurasia) are not planar shapes: d3 draws them on the sphere.
      if (!regional || p.bbox[2] - p.bbox[0] > 180) return path(p.geo) ?? "";
      const clipped = clipPolygon(p.geo, p.bbox, view);
      return clipped ? (planar(clipped) ?? "") : "";
    })
    .join("");
  const coastD = land.coast
    .filter((c) => intersects(c.bbox, view))
    .map((c) => path(c.geo) ?? "")
    .join("");

  const text = layerTexts().get(layer);
  let shading = "";
  let shaded = true;
  const band = (width: number, colour: string, clip?: string) =>
    `<path d="${coastD}" fill="none" stroke="${colour}" stroke-width="${(2 * width * pxPerKm).toFixed(1)}" stroke-linejoin="round" stroke-linecap="round"${clip ? ` clip-path="url(#${clip})"` : ""}/>`;
  if (layer === "distancetocoast") {
    shading = `<path d="${landD}" fill="${GRADE_COLOURS.low}"/>${band(10, GRADE_COLOURS.medium)}${band(1, GRADE_COLOURS.high)}`;
  } else if (layer === "windspeed") {
    const bands = [
      // [north, south, west, east, [[km, colour]...] from widest to narrowest]
      [
        -9,
        -25,
        129,
        155,
        [
          [200, GRADE_COLOURS.medium],
          [100, GRADE_COLOURS.high],
        ],
      ],
      [
        -9,
        -20,
        112,
        129,
        [
          [200, GRADE_COLOURS.medium],
          [100, GRADE_COLOURS.high],
        ],
      ],
      [
        -25,
        -27,
        112,
        129,
        [
          [200, GRADE_COLOURS.medium],
          [100, GRADE_COLOURS.high],
        ],
      ],
      [
        -20,
        -25,
        112,
        122,
        [
          [200, GRADE_COLOURS.medium],
          [100, GRADE_COLOURS.high],
        ],
      ],
      [
        -20,
        -25,
        122,
        129,
        [
          [200, GRADE_COLOURS.medium],
          [100, GRADE_COLOURS.high],
        ],
      ],
      [-25, -30, 150, 155, [[50, GRADE_COLOURS.medium]]],
      [-27, -30, 112, 129, [[50, GRADE_COLOURS.medium]]],
    ] as const;
    const clips = bands
      .map(
        ([north, south, west, east], i) =>
          `<clipPath id="b${i}">${bandRect(projection, north, south, west, east)}</clipPath>`,
      )
      .join("");
    const strokes = bands
      .map((b, i) => b[4].map(([km, colour]) => band(km, colour, `b${i}`)).join(""))
      .join("");
    // Only Australia and New Zealand have regions (the outlines of wind.ts): elsewhere no shading.
    const outline = (ring: Array<[number, number]>) =>
      `<path d="M${ring
        .map((c) =>
          projection(c)!
            .map((v) => v.toFixed(1))
            .join(" "),
        )
        .join("L")}Z"/>`;
    const wellington = projection([174.7756, -41.2866])!;
    const inAuOrNz = (point.lng > 100 && point.lat < 0) || point.lng < -170;
    shading = inAuOrNz
      ? `<defs>${clips}<clipPath id="au">${outline(AU_OUTLINE)}</clipPath><clipPath id="nz">${outline(NZ_OUTLINE)}</clipPath></defs>` +
        `<g clip-path="url(#au)"><path d="${landD}" fill="${GRADE_COLOURS.low}"/>${strokes}</g>` +
        `<g clip-path="url(#nz)"><path d="${landD}" fill="${GRADE_COLOURS.low}"/><circle cx="${wellington[0].toFixed(1)}" cy="${wellington[1].toFixed(1)}" r="${(60 * pxPerKm).toFixed(1)}" fill="${GRADE_COLOURS.medium}"/></g>`
      : "";
    shaded = inAuOrNz;
  } else if (layer === "earthquakebedrock") {
    const towns = hazardFactors()
      .filter(
        (f) => f.lat >= view[1] - 1 && f.lat <= view[3] + 1 && f.lng >= view[0] - 1 && f.lng <= view[2] + 1,
      )
      .sort((a, b) => a.z - b.z);
    shading = towns
      .map((t) => {
        const [x, y] = projection([t.lng, t.lat])!;
        const colour = GRADE_COLOURS[gradeMeasure(t.z, Z_BANDS).grade];
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(Z_MAX_DISTANCE_KM * pxPerKm).toFixed(1)}" fill="${colour}"/>`;
      })
      .join("");
    const labels =
      pxPerKm > 3
        ? towns
            .map((t) => {
              const [x, y] = projection([t.lng, t.lat])!;
              if (x < 0 || x > MAP_WIDTH || y < 0 || y > MAP_HEIGHT) return "";
              return `<text x="${(x + 4).toFixed(1)}" y="${(y - 4).toFixed(1)}" class="l">${esc(t.town)} Z=${t.z.toFixed(2)}</text><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2" fill="#1f2937"/>`;
            })
            .join("")
        : "";
    shading = `${shading}</g><g>${labels}`;
    shaded = towns.length > 0;
  } else if (layer === "volcano") {
    // Land is low beyond 100 km; medium and high rings of 100 and 30 km around each volcano near the view.
    const pad = 3;
    const near = volcanoes().filter(
      (v) =>
        wraps ||
        (v.lat >= view[1] - pad &&
          v.lat <= view[3] + pad &&
          v.lng >= view[0] - pad &&
          v.lng <= view[2] + pad),
    );
    const ring = (km: number, colour: string) =>
      near
        .map((v) => {
          const [x, y] = projection([v.lng, v.lat])!;
          return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(km * pxPerKm).toFixed(1)}" fill="${colour}"/>`;
        })
        .join("");
    const labels =
      pxPerKm > 0.5
        ? near
            .map((v) => {
              const [x, y] = projection([v.lng, v.lat])!;
              if (x < 0 || x > MAP_WIDTH || y < 0 || y > MAP_HEIGHT) return "";
              return `<path d="M${x.toFixed(1)} ${(y - 5).toFixed(1)}l5 9h-10z" fill="#1f2937"/><text x="${(x + 7).toFixed(1)}" y="${(y - 4).toFixed(1)}" class="l">${esc(v.name)}</text>`;
            })
            .join("")
        : "";
    shading = `<path d="${landD}" fill="${GRADE_COLOURS.low}"/>${ring(VOLCANO_BANDS.medium, GRADE_COLOURS.medium)}${ring(VOLCANO_BANDS.high, GRADE_COLOURS.high)}</g><g>${labels}`;
  } else {
    shaded = false;
  }

  const scaleKm = niceKm(widthKm / 4);
  const scalePx = scaleKm * pxPerKm;
  const legendRows: Array<readonly [string, string]> = shaded
    ? [
        ["High", GRADE_COLOURS.high],
        ["Medium", GRADE_COLOURS.medium],
        ["Low", GRADE_COLOURS.low],
        // Land farther than 50 km from every listed town has no Z.
        ...(layer === "earthquakebedrock" ? ([["No data", "#f8fafc"]] as const) : []),
      ]
    : [["No data", GRADE_COLOURS.none]];
  const legend = legendRows
    .map(
      ([label, colour], i) =>
        `<rect x="18" y="${MAP_HEIGHT - 22 - i * 18}" width="14" height="12" fill="${colour}" fill-opacity="0.75" stroke="#475569" stroke-width="0.5"/><text x="38" y="${MAP_HEIGHT - 12 - i * 18}" class="t">${label}</text>`,
    )
    .join("");
  const legendHeight = legendRows.length * 18 + 26;
  const title = text ? text.name : layer;
  const kmLabel = scaleKm < 1 ? `${scaleKm * 1000} m` : `${scaleKm.toLocaleString("en-AU")} km`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" role="img" aria-label="${esc(`Map of ${title} around ${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`)}">`,
    `<style>.t{font:12px system-ui,sans-serif;fill:#1f2937}.l{font:11px system-ui,sans-serif;fill:#1f2937;paint-order:stroke;stroke:#fff;stroke-width:3px}</style>`,
    `<defs><clipPath id="land"><path d="${landD}"/></clipPath></defs>`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#dbeafe"/>`,
    `<path d="${landD}" fill="${shaded ? "#f8fafc" : "#e5e7eb"}"/>`,
    `<g clip-path="url(#land)" opacity="0.7"><g>${shading}</g></g>`,
    `<path d="${coastD}" fill="none" stroke="#475569" stroke-width="0.8"/>`,
    `<g transform="translate(${MAP_WIDTH / 2} ${MAP_HEIGHT / 2})"><circle r="9" fill="#fff" fill-opacity="0.9"/><circle r="6" fill="#0f172a"/><circle r="2.2" fill="#fff"/></g>`,
    `<rect x="8" y="${MAP_HEIGHT - legendHeight - 8}" width="${shaded ? 120 : 150}" height="${legendHeight}" rx="4" fill="#fff" fill-opacity="0.92" stroke="#cbd5e1"/>`,
    `<text x="18" y="${MAP_HEIGHT - legendHeight + 10}" class="t" font-weight="600">${shaded ? "Risk grade" : "No built-in data"}</text>`,
    legend,
    `<g transform="translate(${MAP_WIDTH - 16 - scalePx} ${MAP_HEIGHT - 22})"><rect x="-6" y="-16" width="${(scalePx + 12).toFixed(1)}" height="30" rx="4" fill="#fff" fill-opacity="0.92"/><path d="M0 0h${scalePx.toFixed(1)}" stroke="#1f2937" stroke-width="2"/><path d="M0 -4v8M${scalePx.toFixed(1)} -4v8" stroke="#1f2937" stroke-width="1.5"/><text x="${(scalePx / 2).toFixed(1)}" y="-5" text-anchor="middle" class="t">${kmLabel}</text></g>`,
    `<text x="${MAP_WIDTH - 8}" y="14" text-anchor="end" class="t" font-size="10" fill-opacity="0.8">Natural Earth</text>`,
    `</svg>`,
  ].join("");
}
