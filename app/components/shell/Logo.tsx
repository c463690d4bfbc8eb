/** The product mark: a shield with a rising risk bar, drawn for this project. */
export function Logo({ productName }: { productName: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true" focusable="false">
        <path d="M16 2 4 6.5v8.8C4 23 9.2 28.6 16 30c6.8-1.4 12-7 12-14.7V6.5L16 2z" fill="#019cae" />
        <path d="M10 21h3v-5h-3zM14.5 21h3v-8h-3zM19 21h3V10h-3z" fill="#fff" />
      </svg>
      <span className="hidden text-lg font-bold tracking-tight sm:inline">{productName}</span>
    </span>
  );
}
