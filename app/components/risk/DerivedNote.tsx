/** Shown on content assembled from the risk model rather than written for this industry. */
export function DerivedNote() {
  return (
    <p className="mt-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      General content for trades with this risk profile; a write-up specific to this industry is not available
      yet.
    </p>
  );
}
