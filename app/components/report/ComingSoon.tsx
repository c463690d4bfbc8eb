/** Underwriters on the quick and tailored routes (spec §2). */
export function ComingSoon() {
  return (
    <div className="card p-8 text-center">
      <p className="text-lg font-semibold text-brand-800">Coming soon...</p>
    </div>
  );
}
