import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { withoutNul } from "~/server/http/text";

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

/** Reads a form body, mapping a malformed body to an empty form instead of a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return withoutNul(await request.formData());
  } catch {
    return new FormData();
  }
}
