import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useHydrated, usePrefersReducedMotion } from "~/app/lib/use-hydrated";

export type CarouselAd = {
  key: string;
  title: string;
  description: string;
  cover: string | null;
  href: string | null;
  external: boolean;
  buttonText: string;
};
export type AdsState = { status: "loaded"; ads: CarouselAd[] } | { status: "error"; message: string };

/** Spec §2 / §9: autoplay every 5000 ms with a fade, no dots. */
export const AD_INTERVAL_MS = 5000;

function AdLink({ ad }: { ad: CarouselAd }) {
  if (!ad.href) return null;
  const label = (
    <>
      {ad.buttonText}
      <span className="sr-only">: {ad.title}</span>
    </>
  );
  return ad.external ? (
    <a href={ad.href} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-3">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={ad.href} className="btn btn-primary mt-3">
      {label}
    </Link>
  );
}

/**
 * Advertisement carousel. Without JavaScript the slides sit in a horizontal scroll-snap strip. With
 * it they are stacked and fade every 5 seconds; autoplay stops on Pause, while the pointer or focus
 * is inside, and never starts for users who prefer reduced motion.
 */
export function AdsCarousel({ state }: { state: AdsState }) {
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const ads = state.status === "loaded" ? state.ads : [];
  const count = ads.length;
  const playing = hydrated && count > 1 && !paused && !reduced;

  useEffect(() => {
    if (!playing || holding) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AD_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, holding, count]);

  return (
    <section
      className="card flex h-full flex-col overflow-hidden"
      aria-labelledby="ads-title"
      aria-roledescription="carousel"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <h2 id="ads-title" className="sr-only">
        News and offers
      </h2>
      {state.status === "error" ? (
        <p role="alert" className="p-6 text-sm text-red-800">
          {state.message}
        </p>
      ) : count === 0 ? (
        <p className="p-6 text-sm text-slate-600">No news or offers right now.</p>
      ) : (
        <>
          <ul
            aria-label="Advertisements"
            aria-live={playing && !holding ? "off" : "polite"}
            tabIndex={hydrated ? undefined : 0}
            // `relative`: the slides' screen-reader-only text (position: absolute) must be placed and
            // clipped inside the strip; without it the off-screen slides' text widened the whole page
            // (2,112 px at 1280 px without JavaScript; issue #18).
            className={
              hydrated
                ? "relative grid flex-1 grid-cols-1 [grid-template-areas:'stack']"
                : "relative flex flex-1 snap-x snap-mandatory overflow-x-auto"
            }
          >
            {ads.map((ad, i) => {
              const current = i === index;
              return (
                <li
                  key={ad.key}
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={hydrated && !current ? true : undefined}
                  inert={hydrated && !current ? true : undefined}
                  className={
                    hydrated
                      ? `flex flex-col [grid-area:stack] ${reduced ? "" : "transition-opacity duration-700"} ${current ? "opacity-100" : "invisible opacity-0"}`
                      : "flex w-full shrink-0 snap-start flex-col"
                  }
                >
                  {ad.cover ? (
                    <img
                      src={ad.cover}
                      alt=""
                      width={640}
                      height={320}
                      className="aspect-[2/1] w-full object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="font-semibold text-brand-800">{ad.title}</h3>
                    {ad.description ? <p className="mt-1 text-sm text-slate-700">{ad.description}</p> : null}
                    <div className="mt-auto">
                      <AdLink ad={ad} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {hydrated && count > 1 ? (
            <div className="flex items-center justify-end gap-2 border-t border-slate-100 px-4 py-2">
              <button
                type="button"
                className="btn btn-secondary px-2 py-1 text-xs"
                onClick={() => setIndex((i) => (i - 1 + count) % count)}
              >
                <span aria-hidden="true">‹</span>
                <span className="sr-only">Previous advertisement</span>
              </button>
              {reduced ? null : (
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 text-xs"
                  onClick={() => setPaused((p) => !p)}
                >
                  {paused ? "Play" : "Pause"}
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary px-2 py-1 text-xs"
                onClick={() => setIndex((i) => (i + 1) % count)}
              >
                <span aria-hidden="true">›</span>
                <span className="sr-only">Next advertisement</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
