import sanitizeHtml from "sanitize-html";

/**
 * 'About Me' and 'About Us' are plain text: stored, edited and returned by the API as text, shown
 * escaped with its paragraphs (blank lines) and line breaks. HTML sent in (the API took HTML before,
 * and old clients may still send it) is turned into the text it showed: paragraphs end in a blank line,
 * <br> in a line break, list items start with "- ", other tags go, script and style contents too.
 * So the text never holds a tag, and an API client that still renders it as HTML shows no markup.
 * Descriptions stored as HTML before were converted the same way by migration
 * 0020_plain_text_descriptions.
 */
export function descriptionText(input: string): string {
  let text = input.replace(/\r\n?/g, "\n");
  // Decoding entities can spell a new tag ("&lt;b&gt;"), so strip until none is left.
  for (let pass = 0; pass < 3 && /<[a-z!/?]/i.test(text); pass++) text = htmlToText(text);
  return text.replace(/\n[^\S\n]*\n\s*/g, "\n\n").trim();
}

const TO_TEXT: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|blockquote)\s*>\s*/gi, "\n\n")
    .replace(/<li\b[^>]*>\s*/gi, "- ")
    .replace(/<\/li\s*>\s*/gi, "\n")
    .replace(/<\/?(ul|ol)\b[^>]*>/gi, "\n");
  return sanitizeHtml(marked, TO_TEXT)
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}
