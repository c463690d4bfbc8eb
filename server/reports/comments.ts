import sanitizeHtml from "sanitize-html";
import {
  MAX_COMMENT_CHARS,
  TailoredSchema,
  UnderwriterSchema,
  type Tailored,
  type Underwriter,
} from "./customization";

/**
 * Advisor and underwriter comments are rich text shown as HTML in the builders' preview, the share
 * page and the PDFs (issue #23 item 3). One allow-list, one function, on every write path (web
 * builders and REST API) and again on every read path, so a row stored before the list existed, or
 * written by any other path, is rendered inert too: basic formatting only, no attributes, no links,
 * images, meta, style, frames or forms.
 */
export const COMMENT_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li"] as const;

export const COMMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...COMMENT_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  // The text of these is dropped with the tag, not shown.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "xmp"],
};

const FORMATTING = new RegExp(`<\\/?(${COMMENT_TAGS.join("|")})\\b[^>]*>`, "i");

/** Any HTML through the comment allow-list (report descriptions use it too). */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, COMMENT_HTML).trim();
}

/**
 * A comment as stored and as shown: sanitised HTML; plain text becomes paragraphs (its markup-like
 * characters escaped, so `<meta …>` typed as text stays text); an empty paragraph is '' (spec §5).
 * Idempotent, so it is also the read path.
 */
export function cleanComment(input: string): string {
  const raw = input.trim();
  if (!raw) return "";
  const html = FORMATTING.test(raw)
    ? raw
    : raw
        .split(/\n{2,}/)
        .map(
          (p) =>
            `<p>${p.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>")}</p>`,
        )
        .join("");
  const clean = safeHtml(html);
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .trim();
  return text ? clean : "";
}

/** A comment as the textarea shows it: the stored (sanitised) HTML back to plain paragraphs. */
export function commentText(html: string): string {
  const text = html
    .replace(/<\/p>\s*<p>/g, "\n\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<li>/g, "- ")
    .replace(/<\/li>/g, "\n")
    // Inline formatting stays as typed, so editing a comment keeps its bold and italics.
    .replace(/<(?!\/?(?:strong|b|em|i|u)>)[^>]*>/g, "");
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => entities[e]).trim();
}

/** A cleaned comment that still fits the stored limit (escaping may lengthen plain text). */
const fit = (comment: string) => cleanComment(comment).slice(0, MAX_COMMENT_CHARS);

export function cleanTailored(value: Tailored): Tailored {
  return {
    ...value,
    comments: value.comments.map((c) => ({ ...c, comment: fit(c.comment) })).filter((c) => c.comment),
  };
}

export function cleanUnderwriter(value: Underwriter): Underwriter {
  return {
    classes: value.classes.map((c) => ({
      ...c,
      comments: fit(c.comments),
      // Answers and questions are shown as text (escaped by React); kept as typed.
      checklist: c.checklist,
    })),
  };
}

/** A stored customization of either builder (unknown shape) with its comments cleaned; anything else as is. */
export function cleanCustomization(kind: "tailored" | "underwriter", value: unknown): unknown {
  if (kind === "tailored") {
    const parsed = TailoredSchema.safeParse(value);
    return parsed.success ? cleanTailored(parsed.data) : value;
  }
  const parsed = UnderwriterSchema.safeParse(value);
  return parsed.success ? cleanUnderwriter(parsed.data) : value;
}

export type CustomizationSection = "hazard_index" | "hazard_index_underwriter";

/**
 * A customization as the REST API receives it (JSON text), validated and with every comment
 * through cleanComment: the text to store, or what is wrong with it.
 */
export function cleanCustomizationText(
  section: CustomizationSection,
  text: string,
): { ok: true; text: string } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "not valid JSON" };
  }
  if (section === "hazard_index") {
    const parsed = TailoredSchema.safeParse(value);
    if (!parsed.success) return { ok: false, error: `not a valid ${section}` };
    return { ok: true, text: JSON.stringify(cleanTailored(parsed.data)) };
  }
  const parsed = UnderwriterSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: `not a valid ${section}` };
  return { ok: true, text: JSON.stringify(cleanUnderwriter(parsed.data)) };
}

/** Stored customizations for an API answer: comments through the allow-list (rows of any age). */
export function cleanStoredCustomizations(
  list: Array<{ section: string; customization: string }>,
): Array<{ section: string; customization: string }> {
  return list.map((c) => {
    if (c.section !== "hazard_index" && c.section !== "hazard_index_underwriter") return c;
    const cleaned = cleanCustomizationText(c.section, c.customization);
    return cleaned.ok ? { ...c, customization: cleaned.text } : { ...c, customization: "null" };
  });
}
