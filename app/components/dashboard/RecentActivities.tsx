import { useState } from "react";
import { Form, Link } from "react-router";
import { reportAge } from "~/server/dashboard/age";
import { useFormat } from "~/app/lib/use-format";

export type RecentIndustry = { id: number; name: string; code: string; date: string };
/** A saved report as the second tab lists it (platform §3 User report). */
export type RecentReport = {
  id: number;
  industryId: number;
  industryName: string;
  name: string;
  updatedAt: Date;
};
export type RecentTab = "viewed" | "reports";

function ScrollList({ children, label }: { children: React.ReactNode; label: string }) {
  // Spec §2: the list gets a 'scrolled' style once it is scrolled.
  const [scrolled, setScrolled] = useState(false);
  return (
    <ul
      aria-label={label}
      tabIndex={0}
      onScroll={(e) => setScrolled(e.currentTarget.scrollTop > 0)}
      data-scrolled={scrolled ? "true" : "false"}
      className={`max-h-80 divide-y divide-slate-100 overflow-y-auto ${scrolled ? "shadow-[inset_0_8px_8px_-8px_rgb(15_23_42/0.25)]" : ""}`}
    >
      {children}
    </ul>
  );
}

/** The reports tab's list: industry name, report name and age (date after 6 days, else relative). */
export function RecentReportsList({
  reports,
  underwriter,
  now,
}: {
  reports: RecentReport[];
  underwriter: boolean;
  now: Date;
}) {
  const { settings } = useFormat();
  if (reports.length === 0) return <p className="p-4 text-sm text-slate-600">No reports yet.</p>;
  const kind = underwriter ? "underwriter-report" : "tailored-report";
  return (
    <ScrollList label="Reports">
      {reports.map((r) => (
        <li key={r.id}>
          <Link
            to={`/industries/${r.industryId}/report/${kind}?tmpl=${r.id}`}
            className="flex items-baseline justify-between gap-3 px-4 py-3 hover:bg-slate-50"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-brand-800">{r.industryName}</span>
              <span className="block truncate text-sm text-slate-600">{r.name}</span>
            </span>
            <span className="shrink-0 text-xs text-slate-600">{reportAge(r.updatedAt, now, settings)}</span>
          </Link>
          {/* Rename and delete (issue 24): plain forms, so they work without JavaScript. */}
          <details className="px-4 pb-3 text-sm">
            <summary className="cursor-pointer text-brand-700 underline">
              Rename or delete<span className="sr-only"> {r.name}</span>
            </summary>
            <Form method="post" action="/dashboard" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="reportId" value={r.id} />
              <label className="font-semibold">
                New name
                <input
                  name="name"
                  defaultValue={r.name}
                  required
                  maxLength={200}
                  className="mt-1 block rounded-md border border-slate-300 px-2 py-1 font-normal"
                />
              </label>
              <button type="submit" className="btn btn-secondary">
                Rename
              </button>
            </Form>
            <Form method="post" action="/dashboard" className="mt-2 flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="reportId" value={r.id} />
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required /> Delete this report and its share
                links
              </label>
              <button type="submit" className="btn btn-secondary text-red-800">
                Delete
              </button>
            </Form>
          </details>
        </li>
      ))}
    </ScrollList>
  );
}

/**
 * Recent activities (platform §2): tab 'RECENTLY VIEWED' (industries: name, date, code, to
 * /industries/{id}) and, when `reports` is given, the reports tab. Tabs are links (?recent=...),
 * so they work without JavaScript and the chosen tab is shareable.
 */
export function RecentActivities({
  tab,
  viewed,
  reports,
}: {
  tab: RecentTab;
  viewed: RecentIndustry[];
  reports?: { title: string; panel: React.ReactNode };
}) {
  const current = reports ? tab : "viewed";
  const tabs: Array<{ id: RecentTab; title: string }> = [
    { id: "viewed", title: "RECENTLY VIEWED" },
    ...(reports ? [{ id: "reports" as const, title: reports.title }] : []),
  ];
  return (
    <section className="card flex h-full flex-col" aria-labelledby="recent-title">
      <h2 id="recent-title" className="px-6 pt-5 text-lg font-semibold text-brand-800">
        Recent Activities
      </h2>
      <div
        role="tablist"
        aria-label="Recent activities"
        className="mt-3 flex gap-1 border-b border-slate-200 px-4"
      >
        {tabs.map((t) => (
          <Link
            key={t.id}
            id={`recent-tab-${t.id}`}
            role="tab"
            aria-selected={current === t.id}
            aria-controls={`recent-panel-${t.id}`}
            to={`?recent=${t.id}`}
            preventScrollReset
            replace
            className={`-mb-px border-b-2 px-3 py-2 text-xs font-semibold tracking-wide ${current === t.id ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-800"}`}
          >
            {t.title}
          </Link>
        ))}
      </div>
      <div id={`recent-panel-${current}`} role="tabpanel" aria-labelledby={`recent-tab-${current}`}>
        {current === "reports" && reports ? (
          reports.panel
        ) : viewed.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">Industries you open appear here.</p>
        ) : (
          <ScrollList label="Recently viewed industries">
            {viewed.map((i) => (
              <li key={i.id}>
                <Link
                  to={`/industries/${i.id}`}
                  className="flex items-baseline justify-between gap-3 px-4 py-3 hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-brand-800">{i.name}</span>
                    <span className="block font-mono text-xs text-slate-600">{i.code}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">{i.date}</span>
                </Link>
              </li>
            ))}
          </ScrollList>
        )}
      </div>
    </section>
  );
}
