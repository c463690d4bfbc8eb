/** A narrow centred card for single-purpose pages (reset password and similar). */
export function PageCard({
  title,
  children,
  titleId = "page-title",
}: {
  title: string;
  children: React.ReactNode;
  titleId?: string;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-800 to-slate-50 px-4 pb-16 pt-12">
      <section className="card mx-auto max-w-md p-8" aria-labelledby={titleId}>
        <h1 id={titleId} className="mb-6 text-2xl font-semibold text-brand-800">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
