import { INTENT } from "@conform-to/dom";
import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { z } from "zod";

/** What an action answers for a refused form (server/http/forms.ts `parseForm`): first message per field. */
export type FormRefusal =
  { errors?: Record<string, string>; values?: Record<string, string> } | null | undefined;

type Validate = (formData: FormData) => Submission<unknown, string[]>;

/**
 * The client half of the form pattern (docs/architecture.md, Forms): Conform's `useForm` with the
 * schema the action parses. The server's refusal is the form's `lastResult`; each field is checked
 * on blur, and again on input once it has been checked or refused.
 *
 * - The schema and zod come in after hydration (`loadSchema`, a dynamic import), outside the
 *   first-load JS budget; until then fields are not checked in the browser.
 * - Submitting always reaches the server: only Conform's own validation submits (its intent
 *   button) are handled here, so a refusal (toast, summary, field errors) is the same with and
 *   without JavaScript.
 *
 * Put `formId` and `onSubmit` on the `<Form>`. `errors` holds the first message per field: Conform's
 * for the schema's `fields`, the server's for anything else (e.g. "address", "form") until the next
 * submit.
 */
export function useAppForm({
  id,
  loadSchema,
  fields,
  refusal,
}: {
  id: string;
  loadSchema: () => Promise<z.ZodObject>;
  fields: readonly string[];
  refusal: FormRefusal;
}) {
  const [validate, setValidate] = useState<Validate | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      // zod compiles parsers with eval, which the CSP forbids; its probe for eval runs when a schema is
      // built and is reported as a violation. So jitless first, then the schema module.
      (await import("zod")).config({ jitless: true });
      const [{ parseWithZod }, schema] = await Promise.all([import("@conform-to/zod/v4"), loadSchema()]);
      if (live) setValidate(() => (formData: FormData) => parseWithZod(formData, { schema }));
    })();
    return () => {
      live = false;
    };
  }, [loadSchema]);

  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(() => {
    if (!refusal?.errors) return undefined;
    const error: Record<string, string[]> = {};
    for (const [name, message] of Object.entries(refusal.errors))
      error[name === "form" ? "" : name] = [message];
    const validated: Record<string, boolean> = {};
    for (const name of [...Object.keys(refusal.values ?? {}), ...Object.keys(error)]) validated[name] = true;
    return { status: "error", error, state: { validated } };
  }, [refusal]);

  const [form] = useForm({
    id,
    lastResult,
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== INTENT) return; // a real submit: the server decides
    if (validate) form.onSubmit(event);
    else event.preventDefault();
  };

  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(refusal?.errors ?? {}))
    if (!fields.includes(name)) errors[name] = message;
  for (const [name, messages] of Object.entries(form.allErrors))
    if (messages && messages.length > 0 && (fields.includes(name) || name === ""))
      errors[name || "form"] = messages[0];
  return { formId: form.id, onSubmit, errors };
}
