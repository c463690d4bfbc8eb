import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/tailored";
import { ComingSoon } from "~/app/components/report/ComingSoon";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { PreviewStep } from "~/app/components/report/ReportActions";
import { TailorBoard } from "~/app/components/report/TailorBoard";
import { NotIncludedClasses } from "~/app/components/risk/NotIncluded";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { readForm } from "~/app/lib/forms.server";
import { nameRefusal } from "~/app/lib/report-save.server";
import { can } from "~/server/policy/policy";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { openTemplateOrRefuse } from "~/app/lib/report-template.server";
import { draftDocument } from "~/server/reports/builder";
import { GROUPS } from "~/server/reports/customization";
import { commentText } from "~/server/reports/comments";
import { sectionsParam } from "~/server/reports/sections";
import { liveShareLinks, ownReport } from "~/server/reports/store";
import {
  currentTailored,
  saveTailored,
  tailorComment,
  tailorMove,
  tailorReset,
} from "~/server/reports/tailor";
import { titled } from "~/app/lib/title";

export const meta = titled("Tailored Report");

const Query = z.object({
  step: z.enum(["tailor", "preview"]).catch("tailor").default("tailor"),
  confirm: z.literal("reset").optional().catch(undefined),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  // Another role's builder shows "coming soon" and nothing of the report (policy report.*).
  if (!can(user, "report.tailored")) return { comingSoon: true as const };
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const url = new URL(request.url);
  const q = Query.parse(Object.fromEntries(url.searchParams));
  await openTemplateOrRefuse(db, user.id, industry.id, "tailored", url);
  const { draft, doc, sections } = await draftDocument(db, user, industry, "tailored");
  const board = await currentTailored(db, user, industry);
  return {
    comingSoon: false as const,
    step: q.step,
    confirmReset: q.confirm === "reset",
    doc,
    sections,
    board,
    classes: doc.hazard.items.map((i) => ({
      id: i.id,
      name: i.name,
      rating: i.rating,
      grade: i.grade,
      comment: commentText(i.comment),
    })),
    name: draft.insuredBusinessName,
    reportId: draft.reportId,
    savedName: draft.reportId ? ((await ownReport(db, user.id, draft.reportId))?.name ?? null) : null,
    shareLinks: await liveShareLinks(db, user.id, draft.reportId, user.format),
  };
}

const ActionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), classId: z.coerce.number().int().positive(), to: z.enum(GROUPS) }),
  z.object({
    intent: z.literal("comment"),
    classId: z.coerce.number().int().positive(),
    comment: z.string().max(20000),
  }),
  z.object({ intent: z.literal("reset") }),
  z.object({
    intent: z.literal("save"),
    insuredBusinessName: z.string().max(200).default(""),
    mode: z.enum(["update", "new"]).default("update"),
  }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "report.tailored")) throw new Response(null, { status: 404 });
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const form = await readForm(request);
  const parsed = ActionForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, message: "The change could not be saved." }, { status: 400 });
  const js = form.get("js") === "1";
  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  const input = parsed.data;
  let result: { ok: boolean; message?: string } = { ok: true };
  if (input.intent === "move") result = await tailorMove(db, user, industry, input.classId, input.to);
  else if (input.intent === "comment")
    result = await tailorComment(db, user, industry, input.classId, input.comment);
  else if (input.intent === "reset") await tailorReset(db, user, industry, "tailored");
  else {
    const saved = await saveTailored(db, user, industry, input.insuredBusinessName, {
      asNew: input.mode === "new",
    });
    const refused = nameRefusal(saved, input.insuredBusinessName);
    if (refused) return refused;
    result = saved.ok ? { ok: true, message: "Saved" } : saved;
  }
  if (js && input.intent !== "save" && input.intent !== "reset")
    return data(result, { status: result.ok ? 200 : 409 });
  const to = back.pathname + back.search;
  return result.message
    ? redirectWithToast(to, { type: result.ok ? "success" : "error", message: result.message })
    : redirect(to);
}

export default function TailoredReport() {
  const d = useLoaderData<typeof loader>();
  // A Save refused for want of the business name (the other refusals are toasts).
  const answer = useActionData<typeof action>();
  const refusal = answer && "errors" in answer ? answer : undefined;
  const [params] = useSearchParams();
  if (d.comingSoon) return <ComingSoon />;
  const base = `/industries/${d.doc.industry.id}`;
  const query = new URLSearchParams({
    kind: "tailored",
    insuredBusinessName: d.name,
    sections: sectionsParam(d.sections),
  });
  if (d.step === "preview") {
    return (
      <PreviewStep
        id="tailored-preview"
        refusal={refusal}

        backTo="?step=tailor"
        name={d.name}
        downloadHref={`${base}/risk-report/download?${query}`}
        reportId={d.reportId}
        savedName={d.savedName}
        shareLinks={d.shareLinks}
      >
        <ReportDocument doc={d.doc} sections={d.sections} />
      </PreviewStep>
    );
  }
  return (
    <div className="space-y-4">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <h1 className="text-xl font-semibold text-brand-800">Tailor your report</h1>
          <p className="text-sm text-slate-600">
            Drag each insurance class into a group, or use its Move to list, and add your comments. Changes
            are saved as you go.
          </p>
        </div>
        <div className="flex gap-2">
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), confirm: "reset" })}`}
            className="btn btn-secondary"
          >
            Reset
          </Link>
          <Link to="?step=preview" className="btn btn-primary">
            Next
          </Link>
        </div>
      </div>
      {d.confirmReset ? (
        <div role="alertdialog" aria-labelledby="reset-q" className="card border-l-4 border-amber-500 p-4">
          <p id="reset-q" className="font-semibold">
            Are you sure to start over?
          </p>
          <div className="mt-3 flex gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="reset" />
              <button type="submit" className="btn btn-primary" autoFocus>
                Yes
              </button>
            </Form>
            <Link to="?step=tailor" className="btn btn-secondary">
              No
            </Link>
          </div>
        </div>
      ) : null}
      <TailorBoard value={d.board} classes={d.classes} error={null} />
      <NotIncludedClasses classes={d.doc.hazard.notIncluded} />
    </div>
  );
}
