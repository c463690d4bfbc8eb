import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from "react";

/** What a form control needs to be wired to its label, hint and error. */
export type ControlProps = {
  id: string;
  "aria-describedby": string;
  "aria-invalid": "true" | undefined;
};

/** The ids of a field: the control's, its hint's and its error line's (`{id}-hint`, `{id}-error`). */
export function fieldIds(id: string) {
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The default id of a field named `name` (the error summary links to it). */
export const fieldId = (name: string) => `f-${name}`;

type FormGroupProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Ids of other elements that describe the control (e.g. a word count), read after hint and error. */
  describedBy?: string[];
  className?: string;
  /** Shown after the control (e.g. a word count beside the error). */
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The one place that wires a form control: the label, an optional hint, the error line (always
 * rendered, empty without an error, so the layout does not jump and /enhance.js can fill it) and the
 * control's `id`, `aria-describedby` and `aria-invalid`.
 */
export function FormGroup({
  id,
  label,
  hint,
  error,
  required,
  describedBy = [],
  className = "mb-3",
  after = null,
  children,
}: FormGroupProps) {
  const ids = fieldIds(id);
  const control: ControlProps = {
    id,
    "aria-describedby": [hint ? ids.hintId : null, ids.errorId, ...describedBy].filter(Boolean).join(" "),
    "aria-invalid": error ? "true" : undefined,
  };
  return (
    <div className={className} data-field>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children(control)}
      {after ?? <FieldError id={ids.errorId} message={error} />}
    </div>
  );
}

/** A field's error line, always rendered (empty without an error). */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={id} className="field-error" data-field-error aria-live="polite">
      {message ?? ""}
    </p>
  );
}

type FieldProps = {
  label: string;
  name: string;
  /** Defaults to `fieldId(name)`. */
  id?: string;
  type?: string;
  defaultValue?: string;
  error?: string;
  autoComplete?: string;
  required?: boolean;
  requiredMessage?: string;
  autoFocus?: boolean;
  hint?: string;
  minLength?: number;
};

/**
 * A labelled text input. `requiredMessage` is what /enhance.js shows on blur on pages without
 * React; the server always checks again.
 */
export function Field({
  label,
  name,
  id = fieldId(name),
  type = "text",
  defaultValue,
  error,
  autoComplete,
  required,
  requiredMessage,
  autoFocus,
  hint,
  minLength,
}: FieldProps) {
  return (
    <FormGroup id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-required={required ? "true" : undefined}
          data-required-message={requiredMessage}
          autoFocus={autoFocus}
          minLength={minLength}
          className="field-input"
        />
      )}
    </FormGroup>
  );
}

type Labelled = { id: string; label: ReactNode; error?: string | null; hint?: ReactNode; className?: string };

/** A labelled select. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className = "",
  children,
  ...select
}: Labelled & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <FormGroup id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} className="field-input" {...select}>
          {children}
        </select>
      )}
    </FormGroup>
  );
}

/** A labelled number-as-text input (areas, amounts): decimal keyboard on phones, no autofill. */
export function NumberField({
  id,
  label,
  error,
  hint,
  className = "",
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <FormGroup id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input {...control} inputMode="decimal" autoComplete="off" className="field-input" {...input} />
      )}
    </FormGroup>
  );
}

export function FormAlert({
  message,
  tone = "error",
  autoFocus,
  refusal,
}: {
  message?: string | null;
  tone?: "error" | "success";
  /** A refusal with no field to point at: the keyboard lands on the message. */
  autoFocus?: boolean;
  /** With `autoFocus`, hydrated: the action's result; each new one (by identity) moves focus here again. */
  refusal?: unknown;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [refusal, autoFocus]);
  if (!message) return null;
  const styles =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-900"
      : "border-emerald-300 bg-emerald-50 text-emerald-900";
  return (
    <p
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={autoFocus ? -1 : undefined}
      autoFocus={autoFocus}
      className={`mb-4 rounded-md border px-3 py-2 text-sm focus:outline-2 focus:outline-brand-600 ${styles}`}
    >
      {message}
    </p>
  );
}
