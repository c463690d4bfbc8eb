import { useId } from "react";

type FieldProps = {
  label: string;
  name: string;
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
 * A labelled input with its error wired for screen readers. `requiredMessage` is what /enhance.js
 * (or the hydrated app) shows on blur; the server always checks again.
 */
export function Field({
  label,
  name,
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
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(" ");
  return (
    <div className="mb-3" data-field>
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
        <p id={hintId} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-required={required ? "true" : undefined}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy}
        data-required-message={requiredMessage}
        autoFocus={autoFocus}
        minLength={minLength}
        className="field-input"
      />
      <p id={errorId} className="field-error" data-field-error aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}

export function FormAlert({
  message,
  tone = "error",
}: {
  message?: string | null;
  tone?: "error" | "success";
}) {
  if (!message) return null;
  const styles =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-900"
      : "border-emerald-300 bg-emerald-50 text-emerald-900";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${styles}`}
    >
      {message}
    </p>
  );
}
