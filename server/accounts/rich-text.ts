import sanitizeHtml from "sanitize-html";

/** The few tags a description ('About Me', 'About Us') may keep; everything else is removed on the server. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/** Sanitised HTML as stored. */
export function sanitizeDescription(input: string): string {
  return sanitizeHtml(input, OPTIONS).trim();
}

/** Stored description as HTML for display: plain text (no tags) becomes paragraphs. */
export function descriptionHtml(stored: string): string {
  const clean = sanitizeDescription(stored);
  if (clean === "" || /<(p|br|ul|ol)\b/i.test(clean)) return clean;
  return clean
    .split(/\n\s*\n/)
    .map((para) => `<p>${para.trim().replace(/\n/g, "<br>")}</p>`)
    .join("");
}
