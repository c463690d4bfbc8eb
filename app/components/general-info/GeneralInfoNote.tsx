/** The content flag every general information page carries. */
export function GeneralInfoNote() {
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      General information only, not advice. It does not take into account any person&apos;s objectives,
      financial situation or needs; the policy wording decides what is covered.
    </p>
  );
}
