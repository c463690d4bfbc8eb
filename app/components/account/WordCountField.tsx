import { useId, useState } from "react";
import { ACCOUNT_MESSAGES, countWords, MAX_WORDS } from "~/server/accounts/messages";

/**
 * 'About Me' / 'About Us': a textarea (simple HTML allowed, sanitised on the server) with the count
 * of words shown as count/300; the server renders the count, JavaScript keeps it live.
 */
export function WordCountField({
  label,
  name,
  defaultValue,
  error,
  autoFocus,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [count, setCount] = useState(() => countWords(defaultValue));
  const over = count > MAX_WORDS;
  const message = error ?? (over ? ACCOUNT_MESSAGES.maxWords : "");
  return (
    <div className="mb-3" data-field>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        defaultValue={defaultValue}
        onInput={(e) => setCount(countWords(e.currentTarget.value))}
        aria-invalid={message ? "true" : undefined}
        aria-describedby={`${id}-count ${id}-error`}
        autoFocus={autoFocus}
        className="field-input min-h-32"
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {message}
        </p>
        <p
          id={`${id}-count`}
          className={`shrink-0 tabular-nums ${over ? "font-semibold text-red-800" : "text-slate-600"}`}
          data-word-count
        >
          <span className="sr-only">Words: </span>
          {count}/{MAX_WORDS}
        </p>
      </div>
    </div>
  );
}
