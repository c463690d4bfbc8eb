import { useEffect, useRef, useState } from "react";
import {
  formatZoom,
  GRADE_LABELS,
  nearestStop,
  NO_RISK_DATA,
  viewWidthKm,
  ZOOM_DEFAULT,
  zoomStops,
} from "~/server/natcat/layers";
import type { NatcatProfile } from "~/server/natcat/types";
import { GradeBar } from "./NatcatChart";

const withZoom = (map: string, zoom: number) => {
  const [path, query = ""] = map.split("?");
  const params = new URLSearchParams(query);
  params.set("zoom", String(zoom));
  return `${path}?${params}`;
};

const colourOf = (s: NatcatProfile["legends"][number]["rules"][number]["symbolizers"][number]) =>
  s.type === "raster" ? s.color : s.fill;

/**
 * The per-hazard panels (spec §2, §4, §5): details/summary (keyboard and no-JS friendly), Expand All /
 * Close All with JavaScript, and a zoom slider per map. The slider moves between preset stops (0.2 to
 * the layer's maximum, each about 1.4 times the last; issue 20) and shows the exact value; arrow keys
 * move one stop. Without JavaScript the slider sits in a small GET form (Apply zoom, sending the stop
 * index as `zoomStop`) that reloads the page with that panel open.
 */
export function NatcatPanels({
  profiles,
  formAction,
  hidden,
  openLayer,
  openZoom,
}: {
  profiles: NatcatProfile[];
  /** Page address the no-JS zoom form submits to; null hides the form (print, report). */
  formAction: string | null;
  /** Hidden fields the zoom form keeps (the place id). */
  hidden: Record<string, string>;
  openLayer: string | null;
  openZoom: number | null;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const list = useRef<HTMLDivElement>(null);
  const setAll = (open: boolean) => {
    for (const d of list.current?.querySelectorAll("details") ?? []) d.open = open;
  };
  return (
    <section aria-labelledby="natcat-panels-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="natcat-panels-title" className="text-lg font-semibold text-brand-800">
          Hazards
        </h2>
        {hydrated ? (
          <div className="flex gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => setAll(true)}>
              Expand All
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setAll(false)}>
              Close All
            </button>
          </div>
        ) : null}
      </div>
      <div ref={list} className="mt-3 space-y-2">
        {profiles.map((p) => (
          <Panel
            key={p.id}
            profile={p}
            hydrated={hydrated}
            formAction={formAction}
            hidden={hidden}
            initialOpen={openLayer === p.id}
            initialZoom={openLayer === p.id && openZoom !== null ? openZoom : ZOOM_DEFAULT}
          />
        ))}
      </div>
    </section>
  );
}

function Panel({
  profile: p,
  hydrated,
  formAction,
  hidden,
  initialOpen,
  initialZoom,
}: {
  profile: NatcatProfile;
  hydrated: boolean;
  formAction: string | null;
  hidden: Record<string, string>;
  initialOpen: boolean;
  initialZoom: number;
}) {
  const [zoom, setZoom] = useState(initialZoom);
  const [pending, setPending] = useState(initialZoom);
  const [mapLoading, setMapLoading] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  // The map reloads once the slider rests for 400 ms; the slider is disabled while it loads.
  useEffect(() => {
    if (pending === zoom) return;
    const t = setTimeout(() => {
      setZoom(pending);
      setMapLoading(true);
      setMapFailed(false);
    }, 400);
    return () => clearTimeout(t);
  }, [pending, zoom]);
  const grade = p.analysis.risk_description;
  const rules = (p.legends[0]?.rules ?? []).filter((r) => r.title !== "No Data");
  const lists = [
    ["Low risk", p.risk_classifications.risk_categories.low_risks],
    ["Medium risk", p.risk_classifications.risk_categories.medium_risks],
    ["High risk", p.risk_classifications.risk_categories.high_risks],
  ] as const;
  const panelId = `panel-${p.id}`;
  const stops = zoomStops(p.id);
  const stop = nearestStop(p.id, pending);
  const widthKm = viewWidthKm(pending);
  const widthText = `${widthKm >= 10 ? Math.round(widthKm).toLocaleString("en-AU") : widthKm.toFixed(1)} km`;
  const zoomText = `${formatZoom(pending)}, view about ${widthText} wide`;
  return (
    <details
      id={panelId}
      open={initialOpen || undefined}
      className="card group overflow-hidden"
      data-layer={p.id}
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-90">
          ▶
        </span>
        <span className="min-w-0 flex-1 basis-48 font-semibold text-slate-900">{p.name}</span>
        <span className="flex items-center gap-3 pl-7 sm:pl-0">
          <GradeBar profile={p} />
          <span className="w-28 text-sm font-medium text-slate-700">
            {grade ? GRADE_LABELS[grade] : NO_RISK_DATA}
          </span>
        </span>
      </summary>
      <div className="grid gap-6 border-t border-slate-200 px-4 py-4 lg:grid-cols-2">
        <div className="space-y-4 text-sm">
          <div>
            <h3 className="font-semibold text-brand-800">Result</h3>
            <p className="mt-1">{p.analysis.hazard ?? NO_RISK_DATA}</p>
            {p.analysis.return_period ? (
              <p className="mt-1 text-slate-600">Return period: {p.analysis.return_period}</p>
            ) : null}
          </div>
          <div>
            <h3 className="font-semibold text-brand-800">Definition</h3>
            <p className="mt-1 text-slate-700">{p.definition || NO_RISK_DATA}</p>
          </div>
          <div>
            <h3 className="font-semibold text-brand-800">Sources</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {p.sources.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            {lists.map(([title, items]) => (
              <div key={title}>
                <h3 className="font-semibold text-brand-800">{title}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                  {items.map((i) => (
                    <li key={i.item}>{i.item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className="space-y-3">
          {p.map ? (
            <div className="relative overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              <img
                src={withZoom(p.map, zoom)}
                alt={`Map of ${p.name} around the business location`}
                width={640}
                height={400}
                loading="lazy"
                className="h-auto w-full"
                onLoad={() => setMapLoading(false)}
                onError={() => {
                  setMapLoading(false);
                  setMapFailed(true);
                }}
              />
              {mapLoading ? (
                <span
                  className="absolute inset-x-0 top-0 bg-white/80 px-2 py-1 text-xs text-slate-700"
                  role="status"
                >
                  Loading map…
                </span>
              ) : null}
              {mapFailed ? (
                <span
                  className="absolute inset-x-0 top-0 bg-white/90 px-2 py-1 text-xs text-red-800"
                  role="alert"
                >
                  The map could not be loaded.
                </span>
              ) : null}
            </div>
          ) : null}
          <form
            method="get"
            action={formAction ? `${formAction}#${panelId}` : undefined}
            className="flex flex-wrap items-center gap-3"
            onSubmit={(e) => {
              if (hydrated) e.preventDefault();
            }}
          >
            {Object.entries(hidden).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <input type="hidden" name="layer" value={p.id} />
            <label htmlFor={`${panelId}-zoom`} className="text-sm font-medium text-slate-700">
              Zoom{" "}
              <span className="font-mono" data-testid="zoom-value">
                {formatZoom(pending)}
              </span>
            </label>
            <input
              id={`${panelId}-zoom`}
              name="zoomStop"
              type="range"
              min={0}
              max={stops.length - 1}
              step={1}
              value={stop}
              aria-valuetext={zoomText}
              aria-describedby={`${panelId}-zoom-width`}
              // Disabled while its map loads (spec §5) with aria-disabled rather than `disabled`, so that a
              // keyboard user keeps focus on the slider between steps.
              onChange={(e) => {
                if (!mapLoading) setPending(stops[Number(e.target.value)] ?? ZOOM_DEFAULT);
              }}
              aria-disabled={mapLoading || undefined}
              className="min-w-40 flex-1 accent-brand-600 aria-disabled:opacity-60"
            />
            <span id={`${panelId}-zoom-width`} className="text-xs text-slate-600">
              View about {widthText} wide
            </span>
            {!hydrated && formAction ? (
              <button type="submit" className="btn btn-secondary">
                Apply zoom
              </button>
            ) : null}
          </form>
          {rules.length ? (
            <div>
              <h3 className="text-sm font-semibold text-brand-800">Risk Grades</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-3">
                {rules.map((r) => (
                  <li
                    key={r.title}
                    className="flex items-start gap-2 rounded-md border border-slate-200 p-2 text-xs"
                  >
                    <span
                      aria-hidden="true"
                      className="mt-0.5 inline-block h-3 w-3 shrink-0 rounded-sm border border-slate-400"
                      style={{ backgroundColor: r.symbolizers[0] ? colourOf(r.symbolizers[0]) : undefined }}
                    />
                    <span>{r.title}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </details>
  );
}
