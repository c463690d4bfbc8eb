import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { CloseIcon } from "./icons";

/**
 * A dialog that is a URL (?summary=...): rendered open by the server, so it works without
 * JavaScript; with it, it becomes a real modal (focus trap, Escape) and closing navigates back.
 */
export function RouteDialog({
  title,
  closeHref,
  children,
}: {
  title: string;
  closeHref: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function" || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [closeHref, navigate]);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="route-dialog-title"
      className="fixed inset-x-0 top-[10vh] z-50 mx-auto w-[min(45rem,calc(100%-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 id="route-dialog-title" className="text-lg font-semibold tracking-wide text-brand-800">
          {title}
        </h2>
        <Link
          to={closeHref}
          preventScrollReset
          className="rounded p-1 text-slate-600 hover:bg-slate-100"
          aria-label="Close"
        >
          <CloseIcon />
        </Link>
      </div>
      <div className="max-h-[70vh] overflow-y-auto px-6 py-5">{children}</div>
    </dialog>
  );
}
