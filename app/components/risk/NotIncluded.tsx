import { NOT_INCLUDED_LABEL } from "~/server/risk/not-included";

function Lock({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 16 16" className={`shrink-0 ${className}`} aria-hidden="true" fill="currentColor">
      <path d="M5 7V5a3 3 0 1 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}

/**
 * The label of an inactive class (restricted users, decision 0011): a lock and the words, so the
 * state never rests on the grey colour alone.
 */
export function NotIncluded({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium text-slate-600 ${className}`}>
      <Lock className="h-3.5 w-3.5" />
      {NOT_INCLUDED_LABEL}
    </span>
  );
}

/** The report builders' note: which classes of this industry the report leaves out, and why. */
export function NotIncludedClasses({ classes }: { classes: Array<{ id: number; name: string }> }) {
  if (classes.length === 0) return null;
  return (
    <section
      aria-labelledby="not-included-title"
      className="card border-dashed bg-slate-50 p-4 text-sm text-slate-700 shadow-none"
    >
      <h2 id="not-included-title" className="flex items-center gap-2 font-semibold text-slate-800">
        <Lock className="h-4 w-4" />
        {NOT_INCLUDED_LABEL}
      </h2>
      <p className="mt-1">
        These insurance classes are not part of your subscription, so the report leaves them out:
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {classes.map((c) => (
          <li
            key={c.id}
            data-not-included=""
            className="rounded border border-slate-300 bg-white px-2 py-0.5"
          >
            {c.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
