import { useEffect, useId, useRef, useState } from "react";
import { useListNavigation } from "~/app/lib/use-list-navigation";
import { useNavigate } from "react-router";
import { QuizNoResults } from "./RequestTest";

/** A typeahead row: its code is in the user's classification (ANZSIC, UK SIC or NAICS). */
type Hit = { id: number; code: string; name: string; taxonomy: string; taxonomyCode: string };
type Page = { data: Hit[]; next: string | null; suggestion?: string | null };

export const NO_RESULTS = "No industry found matching the provided keyword.";
// The quiz-only empty result lives in ./RequestTest (re-exported for the results page).
export { QUIZ_NO_RESULTS, RequestTestLink } from "./RequestTest";

/**
 * Industry search (spec §2 search box). Without JavaScript it is a GET form to the results page.
 * With it, a combobox: typeahead debounced 300 ms, empty input clears, the next page loads when
 * the list is scrolled to within 10 px of its end, a failed next page clears the list and stops
 * paging, choosing a result opens the industry.
 */
export function SearchBox({
  defaultValue = "",
  placeholder,
  label = "Search industries",
  quizOnly = false,
  supportEmail,
  // Quiz-only searches go through Test Your Knowledge, which answers "no test" itself (with the
  // Request a Test links) and passes a search with results on to the results page.
  action = quizOnly ? "/test-your-knowledge" : "/industries/search",
}: {
  /** Where the form submits without JavaScript (and on Enter without a chosen option). */
  action?: string;
  defaultValue?: string;
  placeholder: string;
  label?: string;
  /** Quiz-only mode: only industries with a knowledge test for the user's country. */
  quizOnly?: boolean;
  supportEmail?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultValue);
  const [hits, setHits] = useState<Hit[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const { open, setOpen, active, setActive, onListKey } = useListNavigation();
  const [status, setStatus] = useState<"idle" | "loading" | "empty" | "error">("idle");
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const loadingMore = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = query.trim();
    controller.current?.abort();
    if (!q || q === defaultValue.trim()) {
      setHits([]);
      setNext(null);
      setStatus("idle");
      if (!q) setOpen(false);
      return;
    }
    const timer = setTimeout(async () => {
      const ctrl = new AbortController();
      controller.current = ctrl;
      setStatus("loading");
      try {
        const params = new URLSearchParams({ q });
        if (quizOnly) params.set("quiz", "1");
        const page = await fetchPage(`/industries/search.json?${params}`, ctrl.signal);
        setHits(page.data);
        setNext(page.next);
        setSuggestion(page.suggestion ?? null);
        setActive(-1);
        setOpen(true);
        setStatus(page.data.length === 0 ? "empty" : "idle");
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        setHits([]);
        setNext(null);
        setStatus("error");
        setOpen(true);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [query, defaultValue, quizOnly, setActive, setOpen]);

  async function loadMore() {
    if (!next || loadingMore.current) return;
    loadingMore.current = true;
    try {
      const page = await fetchPage(next);
      setHits((h) => [...h, ...page.data]);
      setNext(page.next);
    } catch {
      setHits([]);
      setNext(null);
    } finally {
      loadingMore.current = false;
    }
  }

  function choose(hit: Hit) {
    setOpen(false);
    // Quiz-only mode opens the industry's quiz tab (spec industries §2).
    navigate(quizOnly ? `/industries/${hit.id}/quiz` : `/industries/${hit.id}`);
  }

  // Quiz-only mode with no result: the message and its links sit in the page flow below the box
  // (not in the dropdown, which covered them, and not closed on blur), so Tab and the mouse reach them.
  const quizEmpty = quizOnly && status === "empty" && query.trim() !== "";
  const showList = open && query.trim() !== "" && !quizEmpty;
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="relative w-full"
      onSubmit={() => setOpen(false)}
    >
      {/* Quiz-only mode survives a submit without JavaScript. */}
      {quizOnly ? <input type="hidden" name="quiz" value="1" /> : null}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) => onListKey(e, hits, choose)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          placeholder={placeholder}
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          maxLength={100}
          className="field-input"
        />
        <button type="submit" className="btn btn-primary shrink-0">
          Search
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching industries"
        hidden={!showList}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight <= 10) void loadMore();
        }}
        className="absolute inset-x-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {status === "loading" && hits.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600">Searching…</li>
        ) : null}
        {status === "empty" && !quizOnly ? (
          <li className="px-3 py-2 text-sm text-slate-700">{NO_RESULTS}</li>
        ) : null}
        {status === "empty" && suggestion ? (
          <li className="px-3 py-2 text-sm text-slate-700">
            Did you mean{" "}
            <a
              href={`/industries/search?${new URLSearchParams({ q: suggestion, ...(quizOnly ? { quiz: "1" } : {}) })}`}
              className="font-medium text-brand-600 underline"
              onMouseDown={(e) => e.preventDefault()}
            >
              {suggestion}
            </a>
            ?
          </li>
        ) : null}
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
            <span className="font-medium">{hit.name}</span>
            <span className={`ml-2 text-xs ${i === active ? "text-white/85" : "text-slate-600"}`}>
              {hit.taxonomy} {hit.taxonomyCode}
            </span>
          </li>
        ))}
      </ul>
      {quizOnly ? (
        <div role="status" className="text-sm">
          {quizEmpty ? (
            <div className="mt-2 rounded-md border border-slate-200 bg-white p-3" data-quiz-empty>
              <QuizNoResults supportEmail={supportEmail ?? ""} query={query.trim()} />
            </div>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

async function fetchPage(url: string, signal?: AbortSignal): Promise<Page> {
  const response = await fetch(url, {
    signal,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`search failed: ${response.status}`);
  return (await response.json()) as Page;
}
