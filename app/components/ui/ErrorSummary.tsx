import { useEffect, useRef } from "react";

export type SummaryItem = { message: string; href: string };

/**
 * The GOV.UK error summary: at the top of a refused form, a heading and one link per field in error
 * (`#<field id>`). The server renders it with `autofocus` on a `tabindex="-1"` container, so the
 * keyboard lands on it without JavaScript; once hydrated, an effect moves focus to it each time a
 * new refusal (`refusal`: the action's or loader's result, compared by identity) arrives. Nothing is
 * rendered without errors.
 */
export function ErrorSummary({
  items,
  refusal,
  title = "There is a problem",
}: {
  items: SummaryItem[];
  refusal?: unknown;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Only a new refusal moves the keyboard, never a change of the items while the user types.
  useEffect(() => {
    ref.current?.focus();
  }, [refusal]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      autoFocus
      aria-labelledby="error-summary-title"
      data-error-summary
      className="mb-5 rounded-md border-2 border-red-700 bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-amber-400"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold text-red-900">
        {title}
      </h2>
      <ul className="mt-2 list-none space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              onClick={(event) => {
                // Hydrated, a fragment link would be a router navigation that drops the action's
                // result (and with it the errors): focus the field in place instead, as GOV.UK does.
                const field = document.getElementById(item.href.slice(1));
                if (!field) return;
                event.preventDefault();
                field.focus();
              }}
              className="font-medium text-red-800 underline underline-offset-2"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Summary items for field errors keyed by field name, in `order` (form order), each linking to the
 * field's id (`idOf`); names not in `order` (and "form", a refusal of the whole form) are left out.
 */
export function summaryItems(
  errors: Record<string, string | undefined> | null | undefined,
  order: readonly string[],
  idOf: (name: string) => string,
): SummaryItem[] {
  if (!errors) return [];
  const seen = new Set<string>();
  const items: SummaryItem[] = [];
  for (const name of order) {
    const message = errors[name];
    const href = `#${idOf(name)}`;
    if (!message || seen.has(href)) continue;
    seen.add(href);
    items.push({ message, href });
  }
  return items;
}
