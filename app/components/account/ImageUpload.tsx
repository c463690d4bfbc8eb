import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES, MAX_IMAGE_BYTES } from "~/server/accounts/messages";

/**
 * An image upload form (multipart POST, works without JavaScript). With JavaScript the file is
 * checked before sending (type and size); the server checks the magic bytes and size again.
 */
export function ImageUpload({
  label,
  action,
  intent,
  field,
  error,
  hidden,
  buttonLabel = "Upload",
}: {
  label: string;
  action?: string;
  intent: string;
  field: string;
  error?: string | null;
  hidden?: Record<string, string>;
  buttonLabel?: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const message = clientError ?? error ?? "";
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem(field) as HTMLInputElement | null;
        const file = input?.files?.[0];
        if (!file) return;
        if (!/\.(png|jpe?g)$/i.test(file.name)) {
          event.preventDefault();
          setClientError(ACCOUNT_MESSAGES.imageType);
        } else if (file.size >= MAX_IMAGE_BYTES) {
          event.preventDefault();
          setClientError(ACCOUNT_MESSAGES.imageSize);
        } else setClientError(null);
      }}
    >
      {/* The intent goes first: the server reads it before the file part. */}
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="min-w-0 flex-1 basis-60">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <input
          id={id}
          type="file"
          name={field}
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          required
          aria-invalid={message ? "true" : undefined}
          aria-describedby={`${id}-error`}
          className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-2"
        />
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {message}
        </p>
      </div>
      <button type="submit" className="btn btn-secondary mb-6" disabled={busy}>
        {busy ? "Uploading…" : buttonLabel}
      </button>
    </Form>
  );
}
