import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { useSaveInOrder } from "~/app/lib/save-in-order";
import { DownloadButton } from "./DownloadButton";
import {
  NATCAT_SECTION_TOOLTIP,
  sectionDefs,
  sectionDisabled,
  sectionRequired,
  toggleSection,
  type SectionContext,
  type SectionKey,
} from "~/server/reports/sections";
import type { ReportTheme } from "~/server/reports/themes";

export type DrawerState = { name: string; checked: SectionKey[]; themeId: string };

/**
 * The quick report's side drawer (spec §2): theme, insured business name (saved 500 ms after the
 * last keystroke with JS, by the Update button without), and the contents. Open by default above
 * 768 px; a <details> so it folds without JS too. The server renders it folded for phones
 * (`defaultOpen`, from the client hints), so the preview below does not move when the width check
 * runs after hydration.
 */
export function ReportDrawer({
  ctx,
  themes,
  state,
  onChange,
  purchaseUrl,
  showPurchase,
  downloadHref,
  previewHref,
  defaultOpen,
}: {
  ctx: SectionContext;
  themes: ReportTheme[];
  state: DrawerState;
  onChange: (next: DrawerState) => void;
  purchaseUrl: string;
  showPurchase: boolean;
  downloadHref: string;
  previewHref: string;
  defaultOpen: boolean;
}) {
  const fetcher = useFetcher();
  const drawer = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (drawer.current) drawer.current.open = window.innerWidth > 768;
  }, []);
  const send = useSaveInOrder(fetcher, "latest");
  const save = (next: DrawerState, delay: number) => {
    const form = new FormData();
    form.set("intent", "save");
    form.set("insuredBusinessName", next.name);
    form.set("themeId", next.themeId);
    for (const k of next.checked) form.append("sections", k);
    send(form, delay);
  };
  const defs = sectionDefs(ctx).filter((d) => d.listed);
  const checked = new Set(state.checked);
  return (
    <details
      ref={drawer}
      open={defaultOpen}
      className="report-drawer card no-print self-start lg:w-80 lg:shrink-0"
    >
      <summary className="flex items-center justify-between px-4 py-3 font-semibold text-brand-800">
        Report options <span aria-hidden="true">▾</span>
      </summary>
      <Form method="post" className="space-y-5 border-t border-slate-200 px-4 py-4" replace>
        <input type="hidden" name="intent" value="save" />
        <div>
          <label htmlFor="report-theme" className="block text-sm font-semibold">
            Report theme
          </label>
          <select
            id="report-theme"
            name="themeId"
            value={state.themeId}
            onChange={(e) => {
              const next = { ...state, themeId: e.target.value };
              onChange(next);
              save(next, 0);
            }}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5"
          >
            {themes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
          {showPurchase ? (
            <a
              href={purchaseUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-sm text-brand-600 underline"
            >
              Get a custom theme ($499)<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        <div>
          <label htmlFor="insured-name" className="block text-sm font-semibold">
            Insured business name
          </label>
          <input
            id="insured-name"
            name="insuredBusinessName"
            value={state.name}
            maxLength={200}
            placeholder="Insured Business Name"
            onChange={(e) => {
              const next = { ...state, name: e.target.value };
              onChange(next);
              save(next, 500);
            }}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Contents</legend>
          <ul className="mt-2 space-y-1 text-sm">
            {defs.map((d) => {
              const required = sectionRequired(d.key, ctx);
              const disabled = sectionDisabled(d.key, ctx);
              const isOn = !disabled && (required || checked.has(d.key));
              return (
                <li key={d.key} className={d.parent ? "pl-6" : ""}>
                  <label
                    className="inline-flex items-center gap-2"
                    title={disabled ? NATCAT_SECTION_TOOLTIP : undefined}
                  >
                    <input
                      type="checkbox"
                      name="sections"
                      value={d.key}
                      checked={isOn}
                      disabled={required || disabled}
                      onChange={(e) => {
                        const next = {
                          ...state,
                          checked: toggleSection(state.checked, d.key, e.target.checked, ctx),
                        };
                        onChange(next);
                        save(next, 0);
                      }}
                    />
                    {d.label}
                    {required ? <span className="text-xs text-slate-500">(required)</span> : null}
                  </label>
                  {required ? <input type="hidden" name="sections" value={d.key} /> : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-secondary">
            Update preview
          </button>
          <a href={previewHref} target="_blank" rel="noopener" className="btn btn-secondary">
            Print preview<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <DownloadButton href={downloadHref} />
        {fetcher.state !== "idle" ? (
          <p className="text-xs text-slate-500" role="status">
            Saving…
          </p>
        ) : null}
      </Form>
    </details>
  );
}
