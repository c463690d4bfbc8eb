import { useFormat } from "~/app/lib/use-format";
import { formatDate } from "~/server/format/format";
import { EVENT_TYPE_LABELS, type NearbyEvent } from "~/server/natcat/event-labels";

/**
 * 'Significant events within N km' (issue 20): authored past natural catastrophes whose affected area
 * comes within N km of the location, newest first. Used on the NatCat page, its report and the PDF.
 */
export function NatcatEvents({
  events,
  radiusKm,
  className = "",
}: {
  events: NearbyEvent[];
  radiusKm: number;
  className?: string;
}) {
  const { settings } = useFormat();
  // Dates of events are calendar days: formatted without a time zone so that none shifts a day.
  const day = (iso: string) => formatDate(iso, { dateFormat: settings.dateFormat });
  return (
    <section aria-labelledby="natcat-events-title" className={className} data-testid="natcat-events">
      <h2 id="natcat-events-title" className="text-lg font-semibold text-brand-800">
        Significant events within {radiusKm} km
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        Notable natural catastrophes in Australia and New Zealand since 1967 whose worst-affected area lies
        within {radiusKm} km of the location, newest first. A selection, not a complete record; absence from
        this list does not mean a place was unaffected.
      </p>
      {events.length ? (
        <ol className="mt-3 divide-y divide-slate-200 text-sm">
          {events.map((e) => (
            <li key={e.id} className="py-2" style={{ breakInside: "avoid" }}>
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold text-slate-900">{e.name}</span>
                <span className="text-slate-700">
                  <time dateTime={e.start}>{day(e.start)}</time> · {EVENT_TYPE_LABELS[e.type]} · {e.region}
                  {e.distanceKm > 0 ? ` · ${e.distanceKm} km away` : ""}
                </span>
              </p>
              <p className="mt-0.5 text-slate-700">{e.description}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No significant event in our list within {radiusKm} km.</p>
      )}
    </section>
  );
}
