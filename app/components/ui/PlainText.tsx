/**
 * Plain text a user wrote ('About Me', 'About Us'): a paragraph per blank-line-separated block, line
 * breaks inside one kept (white-space: pre-line). React escapes it, so typed tags stay text.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return (
    <div className={className}>
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
