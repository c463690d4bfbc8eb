/** The insurance class icon (public/icons/classes), drawn in the current text colour via a CSS mask. */
export function ClassIcon({ slug, className = "h-8 w-8" }: { slug: string; className?: string }) {
  const url = `url(/icons/classes/${slug}.svg)`;
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 bg-current ${className}`}
      style={{
        maskImage: url,
        WebkitMaskImage: url,
        maskSize: "contain",
        WebkitMaskSize: "contain",
        maskRepeat: "no-repeat",
        WebkitMaskRepeat: "no-repeat",
      }}
    />
  );
}
