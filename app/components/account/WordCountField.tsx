import { useState } from "react";
import { FieldError, fieldId, fieldIds, FormGroup } from "~/app/components/ui/Field";
import { ACCOUNT_MESSAGES, countWords, MAX_WORDS } from "~/server/accounts/messages";

/**
 * 'About Me' / 'About Us': a textarea (simple HTML allowed, sanitised on the server) with the count
 * of words shown as count/300; the server renders the count, JavaScript keeps it live.
 */
export function WordCountField({
  label,
  name,
  id = fieldId(name),
  defaultValue,
  error,
  autoFocus,
}: {
  label: string;
  name: string;
  id?: string;
  defaultValue: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const [count, setCount] = useState(() => countWords(defaultValue));
  const over = count > MAX_WORDS;
  const message = error ?? (over ? ACCOUNT_MESSAGES.maxWords : "");
  const countId = `${id}-count`;
  return (
    <FormGroup
      id={id}
      label={label}
      error={message}
      describedBy={[countId]}
      after={
        <div className="mt-1 flex items-start justify-between gap-3 text-sm">
          <FieldError id={fieldIds(id).errorId} message={message} />
          <p
            id={countId}
            className={`shrink-0 tabular-nums ${over ? "font-semibold text-red-800" : "text-slate-600"}`}
            data-word-count
          >
            <span className="sr-only">Words: </span>
            {count}/{MAX_WORDS}
          </p>
        </div>
      }
    >
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={6}
          defaultValue={defaultValue}
          onInput={(e) => setCount(countWords(e.currentTarget.value))}
          autoFocus={autoFocus}
          className="field-input min-h-32"
        />
      )}
    </FormGroup>
  );
}
