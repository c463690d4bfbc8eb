import { Link } from "react-router";
import { SearchBox } from "./SearchBox";

/** Industry navigation (spec §2): code and name of the open industry, and the search box. */
export function IndustryNav({
  industry,
  searchPrompt,
  query,
  quizOnly = false,
  supportEmail,
  action,
}: {
  /** The search form's target without JavaScript (default: the results page). */
  action?: string;
  industry?: { id: number; code: string; name: string } | null;
  searchPrompt: string;
  query?: string;
  quizOnly?: boolean;
  supportEmail?: string;
}) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center">
        <div className="min-w-0 md:w-1/2">
          {industry ? (
            <Link
              to={`/industries/${industry.id}`}
              className="block truncate text-lg font-semibold text-brand-800 hover:underline"
            >
              <span className="mr-2 font-mono text-sm text-slate-600">{industry.code}</span>
              {industry.name}
            </Link>
          ) : (
            <p className="text-lg font-semibold text-brand-800">Industries</p>
          )}
        </div>
        <div className="md:w-1/2">
          <SearchBox
            placeholder={searchPrompt}
            defaultValue={query}
            quizOnly={quizOnly}
            supportEmail={supportEmail}
            action={action}
          />
        </div>
      </div>
    </div>
  );
}

/** Platform §2: the UK view's prompt omits ANZSIC. */
export function searchPrompt(ukView: boolean): string {
  return ukView
    ? "Type a keyword or browse by category or name"
    : "Type a keyword or ANZSIC code or browse by category or name";
}
