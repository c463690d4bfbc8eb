import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/**
 * Validates a submitted form with its zod schema. On failure returns the first message per field
 * and the submitted text values (never passwords) so the form re-renders with nothing lost.
 */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  opts: { keep?: string[] } = {},
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors; values: Record<string, string> } {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<S> };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) {
    if (messages && messages.length > 0) errors[field || "form"] = messages[0];
  }
  return { ok: false, errors, values: keptValues(formData, opts.keep) };
}

export function keptValues(formData: FormData, keep?: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries()) {
    if (typeof v !== "string" || /password|confirm/i.test(k)) continue;
    if (keep && !keep.includes(k)) continue;
    values[k] = v.slice(0, 2000);
  }
  return values;
}

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

/** Reads a form body, mapping a malformed body to an empty form instead of a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return withoutNul(await request.formData());
  } catch {
    return new FormData();
  }
}
