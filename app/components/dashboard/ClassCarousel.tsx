import { useRef } from "react";
import { Link } from "react-router";
import { ClassIcon } from "~/app/components/risk/ClassIcon";
import { useHydrated, usePrefersReducedMotion } from "~/app/lib/use-hydrated";

export type CarouselClass = { slug: string; name: string; route: string | null };

/**
 * General information card (platform §2): a carousel of insurance classes with name and icon,
 * previous/next buttons and a button to /general-info. The list is a CSS scroll-snap strip, so it
 * scrolls by touch, trackpad or keyboard without JavaScript; the buttons come with it.
 */
export function ClassCarousel({ classes }: { classes: CarouselClass[] }) {
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();
  const move = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: reduced ? "auto" : "smooth" });
  };
  return (
    <section className="card flex h-full flex-col p-6" aria-labelledby="gi-card-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="gi-card-title" className="text-lg font-semibold text-brand-800">
          General Information
        </h2>
        {hydrated ? (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-secondary px-3 py-1"
              onClick={() => move(-1)}
              aria-controls="gi-carousel"
            >
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Previous classes</span>
            </button>
            <button
              type="button"
              className="btn btn-secondary px-3 py-1"
              onClick={() => move(1)}
              aria-controls="gi-carousel"
            >
              <span aria-hidden="true">›</span>
              <span className="sr-only">Next classes</span>
            </button>
          </div>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">What each class of cover is for, in plain English.</p>
      <ul
        ref={list}
        id="gi-carousel"
        aria-label="Insurance classes"
        tabIndex={0}
        className="relative mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-3 [scrollbar-width:thin]"
      >
        {classes.map((c) => {
          const body = (
            <>
              <ClassIcon slug={c.slug} className="h-10 w-10 text-brand-600" />
              <span className="mt-2 text-center text-sm font-medium leading-snug">{c.name}</span>
            </>
          );
          const box =
            "flex h-32 w-36 flex-col items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-3";
          return (
            <li key={c.slug} className="shrink-0 snap-start">
              {c.route ? (
                <Link
                  to={`/general-info/${c.route}`}
                  className={`${box} hover:border-brand-600 hover:bg-white`}
                >
                  {body}
                </Link>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="pt-3">
        <Link to="/general-info" className="btn btn-primary">
          View General Information
        </Link>
      </div>
    </section>
  );
}
