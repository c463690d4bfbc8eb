import type { Route } from "./+types/report-pdf";
import { requireUser } from "~/server/auth/guard";
import { pdfDownload } from "~/app/lib/pdf-download.server";
import { can } from "~/server/policy/policy";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Natural Catastrophe Report as a PDF (A4, report header 'NATURAL CATASTROPHE REPORT'). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "page.natcat")) throw new Response(null, { status: 404 });
  const font = "font-family:Arial,Helvetica,sans-serif;font-size:8pt;width:100%;padding:0 40px;";
  return pdfDownload(
    request,
    "/natcat/report",
    "Natural Catastrophe Report.pdf",
    {
      headerHtml: `<div style="${font}font-weight:bold;letter-spacing:1px">NATURAL CATASTROPHE REPORT</div>`,
      footerHtml: `<div style="${font}display:flex;justify-content:space-between"><span>${esc(user.personName)} · General information, not advice</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      margin: { top: "120px", bottom: "80px" },
    },
    { userId: user.id },
  );
}
