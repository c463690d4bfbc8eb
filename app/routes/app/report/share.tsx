import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { useFormat } from "~/app/lib/use-format";
import { z } from "zod";
import type { Route } from "./+types/share";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { readForm } from "~/app/lib/forms.server";
import { createShareLink, listShareLinks, ownReport, revokeShareLink } from "~/server/reports/store";
import { titled } from "~/app/lib/title";

export const meta = titled("Share report");

async function load(request: Request, rawId: string | undefined) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const report = await ownReport(db, user.id, Number(rawId));
  if (!report) throw new Response(null, { status: 404 });
  return { user, db, report };
}

/** The owner's share links for one saved report (another user's report id is not found). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, db, report } = await load(request, params.reportId);
  const builder = report.kind === "underwriter" ? "underwriter-report" : "tailored-report";
  return {
    report: { id: report.id, name: report.name },
    back: `/industries/${report.industryId}/report/${builder}?step=preview`,
    links: await listShareLinks(db, user.id, report.id),
  };
}

const ActionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("revoke"), linkId: z.coerce.number().int().positive() }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const { user, db, report } = await load(request, params.reportId);
  const parsed = ActionForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ created: null, message: "Unknown action." }, { status: 400 });
  if (parsed.data.intent === "revoke") {
    const ok = await revokeShareLink(db, user.id, parsed.data.linkId);
    if (!ok) throw new Response(null, { status: 404 });
    return { created: null, message: "Share link revoked." };
  }
  const link = await createShareLink(db, user.id, report.id);
  if (!link) throw new Response(null, { status: 404 });
  if (!link.ok) return data({ created: null, message: link.message, error: true }, { status: 409 });
  return {
    created: `${new URL(request.url).origin}/shared/reports/${link.token}`,
    message: "Share link created.",
  };
}

export default function ShareReport() {
  const fmt = useFormat();
  const { report, back, links } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const live = links.filter((l) => !l.revokedAt && new Date(l.expiresAt) > new Date());
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Link to={back} className="text-sm text-brand-600 underline">
        ← Back to the report
      </Link>
      <h1 className="text-2xl font-semibold text-brand-800">Share “{report.name}”</h1>
      {result?.message ? (
        "error" in result ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-900">
            {result.message}
          </p>
        ) : (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
            {result.message}
          </p>
        )
      ) : null}
      {result?.created ? (
        <div className="card p-4">
          <label htmlFor="share-url" className="font-semibold">
            Read-only link (copy it now; it is shown once)
          </label>
          <input
            id="share-url"
            readOnly
            value={result.created}
            className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm"
          />
        </div>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="create" />
        <button type="submit" className="btn btn-primary">
          Create share link
        </button>
      </Form>
      <section aria-labelledby="links-title" className="card p-4">
        <h2 id="links-title" className="font-semibold">
          Active links
        </h2>
        {live.length === 0 ? <p className="text-sm text-slate-600">No active links.</p> : null}
        <ul className="mt-2 space-y-2 text-sm">
          {live.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                Created {fmt.date(l.createdAt)} · expires {fmt.date(l.expiresAt)}
                {l.lastOpenedAt ? ` · last opened ${fmt.date(l.lastOpenedAt)}` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="linkId" value={l.id} />
                <button type="submit" className="text-red-700 underline">
                  Revoke
                  <span className="sr-only"> link created {fmt.date(l.createdAt)}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
