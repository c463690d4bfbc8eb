/** A surrogate half without its partner: JSON can carry one ("\ud800"), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as PostgreSQL can store it. Text cannot hold U+0000: a NUL anywhere in a value bound to a
 * query fails it ("invalid byte sequence for encoding UTF8: 0x00"), so inputs drop it. Nor can text
 * or jsonb hold a lone surrogate (a JSON body's "\ud800" fails with "Unicode low surrogate must follow
 * a high surrogate"; the fuzzer found it on PUT /user/profile): it becomes U+FFFD, as a UTF-8
 * decoder would make it. Either used to answer 500.
 */
export function stripNul(value: string): string {
  const clean = value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  return clean.replace(LONE_SURROGATE, "\uFFFD");
}

/** The form with NUL characters removed from every text name and value (files are kept as they are). */
export function withoutNul(form: FormData): FormData {
  let dirty = false;
  for (const [k, v] of form)
    if (k.includes("\u0000") || (typeof v === "string" && v.includes("\u0000"))) dirty = true;
  if (!dirty) return form;
  const clean = new FormData();
  for (const [k, v] of form) clean.append(stripNul(k), typeof v === "string" ? stripNul(v) : v);
  return clean;
}
