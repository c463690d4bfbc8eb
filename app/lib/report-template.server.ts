import { redirect } from "react-router";
import type { DbOrTx } from "~/server/db/client";
import { openTemplate } from "~/server/reports/builder";

/**
 * ?tmpl={id} on a builder: the saved report is loaded into the draft and the builder is answered
 * again without the parameter (a redirect); a report that is not the user's is 404.
 */
export async function openTemplateOrRefuse(
  db: DbOrTx,
  userId: number,
  industryId: number,
  kind: "tailored" | "underwriter",
  url: URL,
): Promise<void> {
  const opened = await openTemplate(db, userId, industryId, kind, url.searchParams.get("tmpl"));
  if (!opened.ok) throw new Response(null, { status: 404 });
  if (!opened.loaded) return;
  const next = new URL(url);
  next.searchParams.delete("tmpl");
  throw redirect(next.pathname + next.search);
}
