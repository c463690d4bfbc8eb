import { useState } from "react";

/**
 * Download (spec §4): 'Downloading', then 'Download successfully' or 'Download failed'. Without JS
 * it is a plain link that returns the file.
 */
export function DownloadButton({ href, label = "Download PDF" }: { href: string; label?: string }) {
  const [status, setStatus] = useState<"idle" | "busy" | "ok" | "failed">("idle");
  const onClick = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (status === "busy") return;
    setStatus("busy");
    try {
      const res = await fetch(href, { headers: { accept: "application/pdf" } });
      if (!res.ok || !(res.headers.get("content-type") ?? "").includes("pdf"))
        throw new Error(String(res.status));
      const blob = await res.blob();
      const disposition = res.headers.get("content-disposition") ?? "";
      const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = name ? decodeURIComponent(name) : "report.pdf";
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      setStatus("ok");
    } catch {
      setStatus("failed");
    }
  };
  return (
    <div>
      <a
        href={href}
        onClick={onClick}
        className="btn btn-primary w-full"
        aria-disabled={status === "busy"}
        download
      >
        {label}
      </a>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm">
        {status === "busy" ? "Downloading" : status === "ok" ? "Download successfully" : ""}
      </p>
      {status === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          Download failed
        </p>
      ) : null}
    </div>
  );
}
