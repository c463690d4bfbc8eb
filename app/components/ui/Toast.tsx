import type { FlashMessage } from "~/server/auth/cookies";

const STYLES: Record<FlashMessage["type"], string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
};

/** A message carried across a redirect (flash); rendered by the server, so it shows without JS. */
export function Toast({ toast, page = false }: { toast: FlashMessage; page?: boolean }) {
  // A page's own toast (a refused form) hides an older one from the last redirect (app.css).
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
      data-toast-slot={page ? "page" : "flash"}
    >
      <p
        role={toast.type === "error" ? "alert" : "status"}
        data-toast
        className={`pointer-events-auto rounded-md border px-4 py-3 text-sm font-medium shadow-lg ${STYLES[toast.type]}`}
      >
        {toast.message}
      </p>
    </div>
  );
}
