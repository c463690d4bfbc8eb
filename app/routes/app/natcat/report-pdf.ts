import type { Route } from "./+types/report-pdf";
import { requireUser } from "~/server/auth/guard";
import { logger } from "~/server/log/logger";
import { attachment, printOwnPage } from "~/server/pdf/print";
import { can } from "~/server/policy/policy";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Natural Catastrophe Report as a PDF (A4, report header 'NATURAL CATASTROPHE REPORT'). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  try {
    const font = "font-family:Arial,Helvetica,sans-serif;font-size:8pt;width:100%;padding:0 40px;";
    const pdf = await printOwnPage(request, "/natcat/report", {
      headerHtml: `<div style="${font}font-weight:bold;letter-spacing:1px">NATURAL CATASTROPHE REPORT</div>`,
      footerHtml: `<div style="${font}display:flex;justify-content:space-between"><span>${esc(user.personName)} · General information, not advice</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      margin: { top: "120px", bottom: "80px" },
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment("Natural Catastrophe Report.pdf"),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (err) {
    logger.error({ err }, "natcat report PDF failed");
    return new Response("Download failed", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
