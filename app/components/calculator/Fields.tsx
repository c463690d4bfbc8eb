import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/** A field's error line, always rendered (empty without an error) so the layout does not jump. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="field-error">
      {message ?? ""}
    </p>
  );
}

type Labelled = { id: string; label: ReactNode; error?: string };

const invalid = (error?: string) => (error ? ("true" as const) : undefined);

/** A labelled select of a calculator form, with its error wired for screen readers (`{id}-error`). */
export function SelectField({
  id,
  label,
  error,
  children,
  ...select
}: Labelled & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={invalid(error)}
        aria-describedby={`${id}-error`}
        className="field-input"
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled number-as-text input (areas, amounts): decimal keyboard on phones, no autofill. */
export function NumberField({
  id,
  label,
  error,
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={invalid(error)}
        aria-describedby={`${id}-error`}
        className="field-input"
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
