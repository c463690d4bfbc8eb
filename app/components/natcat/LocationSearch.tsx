import { useEffect, useId, useRef, useState } from "react";
import { useListNavigation } from "~/app/lib/use-list-navigation";
import { Form, useNavigation, useSubmit } from "react-router";

export type PlaceHit = { id: string; label: string };

/**
 * Location search (spec §2, §4): without JavaScript a GET form whose results the page lists to pick
 * from; with it, a combobox with suggestions from the offline gazetteer refreshed 600 ms after typing,
 * the Search button enabled only once a place is chosen, and the input disabled while profiles load.
 */
export function LocationSearch({ defaultQuery, action }: { defaultQuery: string; action: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const submit = useSubmit();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [query, setQuery] = useState(defaultQuery);
  const [hits, setHits] = useState<PlaceHit[]>([]);
  const { open, setOpen, active, setActive, onListKey } = useListNavigation();
  const [chosen, setChosen] = useState<PlaceHit | null>(null);
  const [status, setStatus] = useState<"idle" | "loading" | "empty" | "error">("idle");
  const controller = useRef<AbortController | null>(null);
  const loading = navigation.state !== "idle" && navigation.location?.pathname === action;

  useEffect(() => {
    const q = query.trim();
    controller.current?.abort();
    if (chosen && q === chosen.label) return;
    // The query the page was rendered with (a chosen place, or a no-JS search) is not re-suggested.
    if (q.length < 2 || q === defaultQuery.trim()) {
      setHits([]);
      setStatus("idle");
      setOpen(false);
      return;
    }
    const timer = setTimeout(async () => {
      const ctrl = new AbortController();
      controller.current = ctrl;
      setStatus("loading");
      try {
        const res = await fetch(`/natcat/places.json?${new URLSearchParams({ q })}`, {
          signal: ctrl.signal,
          headers: { Accept: "application/json" },
        });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { data: PlaceHit[] };
        setHits(body.data);
        setActive(-1);
        setOpen(true);
        setStatus(body.data.length ? "idle" : "empty");
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setHits([]);
        setStatus("error");
        setOpen(true);
      }
    }, 600);
    return () => clearTimeout(timer);
  }, [query, chosen, defaultQuery, setActive, setOpen]);

  function choose(hit: PlaceHit) {
    setChosen(hit);
    setQuery(hit.label);
    setOpen(false);
  }

  const showList = hydrated && open && query.trim() !== "";
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        if (chosen) void submit({ place: chosen.id }, { method: "post", action });
      }}
    >
      <label htmlFor={id} className="field-label">
        Business location
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setChosen(null);
            setOpen(true);
          }}
          onKeyDown={(e) => onListKey(e, hits, choose)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          placeholder="Suburb, town or postcode"
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          maxLength={100}
          disabled={loading}
          className="field-input"
        />
        <button
          type="submit"
          className="btn btn-primary shrink-0"
          disabled={hydrated && (!chosen || loading)}
        >
          {loading ? "Loading…" : "Search"}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching places"
        hidden={!showList}
        className="absolute inset-x-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {status === "loading" && hits.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600">Searching…</li>
        ) : null}
        {status === "empty" ? <li className="px-3 py-2 text-sm text-slate-700">No matching place.</li> : null}
        {status === "error" ? (
          <li className="px-3 py-2 text-sm text-red-800">
            Sorry, an error occurred. Please try again later.
          </li>
        ) : null}
        {hits.map((hit, i) => (
          <li
            key={hit.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(hit)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-600 text-white" : "hover:bg-slate-100"}`}
          >
            {hit.label}
          </li>
        ))}
      </ul>
    </Form>
  );
}
