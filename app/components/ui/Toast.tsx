import { useEffect, useRef } from "react";
import type { FlashMessage } from "~/app/lib/toast";

const STYLES: Record<FlashMessage["type"], string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
};

/**
 * A message carried across a redirect (flash), or a page's own; rendered by the server, so it shows
 * without JS. It fades by CSS after 6 s (app.css); keyed by the toast's id, so a second toast (even
 * with the same words) is a new element whose fade starts again.
 * A flash toast is the confirmation of what was just done (Save, Done...): the keyboard moves to it,
 * by `autofocus` on a document load and by an effect after a client navigation. A page's own toast
 * (a refused form) leaves focus to the form's error summary.
 */
export function Toast({ toast, page = false }: { toast: FlashMessage; page?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!page) ref.current?.focus();
  }, [toast, page]);
  // A page's own toast (a refused form) hides an older one from the last redirect (app.css).
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
      data-toast-slot={page ? "page" : "flash"}
    >
      <p
        key={toast.id}
        ref={ref}
        role={toast.type === "error" ? "alert" : "status"}
        data-toast
        tabIndex={page ? undefined : -1}
        autoFocus={!page}
        className={`pointer-events-auto rounded-md border px-4 py-3 text-sm font-medium shadow-lg focus:outline-3 focus:outline-offset-2 focus:outline-amber-400 ${STYLES[toast.type]}`}
      >
        {toast.message}
      </p>
    </div>
  );
}
