/**
 * How much of the industry search limit is used, once it gets close (server/industries/history
 * searchLimitNotice). The live region is always rendered, so a screen reader announces the notice
 * when a client-side navigation to the next industry fills it.
 */
export function SearchLimitNotice({ notice }: { notice: string | null }) {
  return (
    <div role="status" data-search-limit className="mx-auto max-w-7xl px-4 sm:px-6">
      {notice ? (
        <p className="mt-4 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
