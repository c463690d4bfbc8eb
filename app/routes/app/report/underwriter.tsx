import { useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useFetcher,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { z } from "zod";
import { useSaveInOrder } from "~/app/lib/save-in-order";
import type { Route } from "./+types/underwriter";
import { PreviewStep } from "~/app/components/report/ReportActions";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { GradeChip } from "~/app/components/risk/GradeChip";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { readForm } from "~/app/lib/forms.server";
import { nameRefusal } from "~/app/lib/report-save.server";
import { can } from "~/server/policy/policy";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { openTemplateOrRefuse } from "~/app/lib/report-template.server";
import { draftDocument } from "~/server/reports/builder";
import { commentText } from "~/server/reports/comments";
import { sectionsParam } from "~/server/reports/sections";
import { liveShareLinks, ownReport } from "~/server/reports/store";
import {
  currentUnderwriter,
  saveUnderwriter,
  tailorReset,
  underwriterAnswer,
  underwriterEdit,
  underwriterToggle,
} from "~/server/reports/tailor";
import { NotIncluded } from "~/app/components/risk/NotIncluded";
import { riskModel } from "~/server/risk/model";
import { restrictContent, viewerHazardIndex } from "~/server/risk/restriction";
import { industryContent } from "~/server/risk/writeups";
import { titled } from "~/app/lib/title";

export const meta = titled("Underwriter Report");

const Query = z.object({
  step: z.enum(["select", "preview"]).catch("select").default("select"),
});

/** The underwriter flow (spec §2, §4, §6): pick classes, comment and answer, then preview and save. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "report.underwriter")) throw new Response(null, { status: 404 });
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const url = new URL(request.url);
  const q = Query.parse(Object.fromEntries(url.searchParams));
  await openTemplateOrRefuse(db, user.id, industry.id, "underwriter", url);
  const model = await riskModel(db);
  const [value, content, { draft, doc, sections }] = await Promise.all([
    currentUnderwriter(db, user, industry),
    industryContent(db, model, industry),
    draftDocument(db, user, industry, "underwriter"),
  ]);
  // Restricted users (decision 0011): inactive classes are named only, with nothing to select.
  const { items, inactive } = viewerHazardIndex(model, industry, user.country, user);
  const questions = restrictContent(content, model, user).checklist;
  const classes = items.map((i) => {
    const entry = value.classes.find((c) => c.id === i.id);
    const seen = new Set<string>();
    return {
      id: i.id,
      name: i.name,
      rating: i.rating,
      grade: i.grade,
      checked: entry?.checked ?? false,
      comments: commentText(entry?.comments ?? ""),
      questions: questions
        .filter((cq) => cq.classSlug === i.slug && !seen.has(cq.id) && seen.add(cq.id))
        .map((cq) => ({
          id: cq.id,
          question: cq.question,
          answer: entry?.checklist.find((a) => a.questionId === cq.id)?.answer ?? "",
        })),
    };
  });
  return {
    step: q.step,
    classes,
    notIncluded: inactive.map((c) => ({ id: c.id, name: c.name })),
    doc,
    sections,
    name: draft.insuredBusinessName,
    reportId: draft.reportId,
    savedName: draft.reportId ? ((await ownReport(db, user.id, draft.reportId))?.name ?? null) : null,
    shareLinks: await liveShareLinks(db, user.id, draft.reportId, user.format),
  };
}

const ActionForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    classId: z.coerce.number().int().positive(),
    checked: z.enum(["true", "false"]),
  }),
  z.object({
    intent: z.literal("comment"),
    classId: z.coerce.number().int().positive(),
    comment: z.string().max(20000),
  }),
  z.object({
    intent: z.literal("answer"),
    classId: z.coerce.number().int().positive(),
    questionId: z.string().min(1).max(80),
    answer: z.string().max(5000),
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
  if (!can(user, "report.underwriter")) throw new Response(null, { status: 404 });
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const form = await readForm(request);
  const parsed = ActionForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, message: "The change could not be saved." }, { status: 400 });
  const js = form.get("js") === "1";
  const input = parsed.data;
  let result: { ok: boolean; message?: string } = { ok: true };
  if (input.intent === "toggle")
    result = await underwriterToggle(db, user, industry, input.classId, input.checked === "true");
  else if (input.intent === "comment")
    result = await underwriterEdit(db, user, industry, input.classId, { comments: input.comment });
  else if (input.intent === "answer")
    result = await underwriterAnswer(db, user, industry, input.classId, input.questionId, input.answer);
  else if (input.intent === "reset") await tailorReset(db, user, industry, "underwriter");
  else {
    const saved = await saveUnderwriter(db, user, industry, input.insuredBusinessName, {
      asNew: input.mode === "new",
    });
    const refused = nameRefusal(saved, input.insuredBusinessName);
    if (refused) return refused;
    result = saved.ok ? { ok: true, message: "Saved" } : saved;
  }
  if (js && input.intent !== "save") return data(result, { status: result.ok ? 200 : 409 });
  const url = new URL(request.url);
  const to = url.pathname + url.search;
  return result.message
    ? redirectWithToast(to, { type: result.ok ? "success" : "error", message: result.message })
    : redirect(to);
}

type Loaded = Awaited<ReturnType<typeof loader>>;

export default function UnderwriterReport() {
  const d = useLoaderData<typeof loader>();
  // A Save refused for want of the business name (the other refusals are toasts).
  const answer = useActionData<typeof action>();
  const refusal = answer && "errors" in answer ? answer : undefined;
  const base = `/industries/${d.doc.industry.id}`;
  if (d.step === "preview") {
    const query = new URLSearchParams({
      kind: "underwriter",
      insuredBusinessName: d.name,
      sections: sectionsParam(d.sections),
    });
    return (
      <PreviewStep
        id="underwriter-preview"
        refusal={refusal}
        title="Underwriter Report"
        backTo="?step=select"
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
  const selected = d.classes.filter((c) => c.checked);
  return (
    <div className="space-y-4">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <h1 className="text-xl font-semibold text-brand-800">Underwriter Report</h1>
          <p className="text-sm text-slate-600">
            Select the insurance classes to consider, then add your comments and checklist answers.
          </p>
        </div>
        <Link to="?step=preview" className="btn btn-primary">
          Next
        </Link>
      </div>
      <section className="card p-4" aria-labelledby="uw-classes">
        <h2 id="uw-classes" className="font-semibold">
          Insurance classes to consider
        </h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {d.classes.map((c) => (
            <ClassToggle key={c.id} cls={c} />
          ))}
          {d.notIncluded.map((c) => (
            <li
              key={c.id}
              data-not-included=""
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-slate-600"
            >
              <span>{c.name}</span>
              <NotIncluded />
            </li>
          ))}
        </ul>
      </section>
      {selected.map((c) => (
        <ClassEditor key={c.id} cls={c} />
      ))}
    </div>
  );
}

function ClassToggle({ cls }: { cls: Loaded["classes"][number] }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("checked");
  const checked = pending ? pending === "true" : cls.checked;
  return (
    <li>
      <fetcher.Form
        method="post"
        className="flex items-center justify-between gap-2 rounded border border-slate-200 px-3 py-2"
      >
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="classId" value={cls.id} />
        <input type="hidden" name="checked" value={String(!checked)} />
        <span>
          {cls.name} <GradeChip grade={cls.grade} rating={cls.rating} />
        </span>
        <button
          type="submit"
          role="switch"
          aria-checked={checked}
          className={`btn ${checked ? "btn-primary" : "btn-secondary"} px-2 py-0.5 text-sm`}
        >
          {checked ? "Selected" : "Select"}
          <span className="sr-only"> {cls.name}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

function ClassEditor({ cls }: { cls: Loaded["classes"][number] }) {
  // Which pane is shown is in the URL (?checklist=<class id>), so the toggle is a link that works
  // without JavaScript (issue 24: "Show Risk Checklist" did nothing without it).
  const [params] = useSearchParams();
  const shown = params.getAll("checklist");
  const checklist = shown.includes(String(cls.id));
  const toggled = new URLSearchParams(params);
  toggled.delete("checklist");
  for (const id of shown) if (id !== String(cls.id)) toggled.append("checklist", id);
  if (!checklist) toggled.append("checklist", String(cls.id));
  return (
    <section className="card p-4" aria-labelledby={`uw-${cls.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`uw-${cls.id}`} className="font-semibold text-brand-800">
          {cls.name}
        </h2>
        <Link to={`?${toggled}`} replace preventScrollReset className="btn btn-secondary px-2 py-0.5 text-sm">
          {checklist ? "Show Comments" : "Show Risk Checklist"}
          <span className="sr-only"> for {cls.name}</span>
        </Link>
      </div>
      {checklist ? <ChecklistPane cls={cls} /> : <CommentPane cls={cls} />}
    </section>
  );
}

function useAutosave() {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const send = useSaveInOrder(fetcher, "latest", 500);
  const save = (payload: Record<string, string>) => send({ ...payload, js: "1" });
  const status =
    fetcher.state !== "idle"
      ? "Saving…"
      : fetcher.data
        ? fetcher.data.ok
          ? "Saved"
          : (fetcher.data.message ?? "")
        : "";
  return { save, status };
}

function CommentPane({ cls }: { cls: Loaded["classes"][number] }) {
  const { save, status } = useAutosave();
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="classId" value={cls.id} />
      <label htmlFor={`uwc-${cls.id}`} className="text-sm font-semibold">
        Underwriter Comment
      </label>
      <textarea
        id={`uwc-${cls.id}`}
        name="comment"
        rows={3}
        defaultValue={cls.comments}
        onChange={(e) => save({ intent: "comment", classId: String(cls.id), comment: e.target.value })}
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1"
      />
      <div className="flex items-center justify-between">
        <span role="status" className="text-xs text-slate-500">
          {status}
        </span>
        <button type="submit" className="btn btn-secondary px-2 py-0.5 text-sm">
          Save comment
        </button>
      </div>
    </Form>
  );
}

function ChecklistPane({ cls }: { cls: Loaded["classes"][number] }) {
  if (cls.questions.length === 0) return <p className="mt-3 text-sm text-slate-600">No Risk Checklist</p>;
  return (
    <ul className="mt-3 space-y-3">
      {cls.questions.map((q) => (
        <Answer key={q.id} classId={cls.id} q={q} />
      ))}
    </ul>
  );
}

function Answer({ classId, q }: { classId: number; q: { id: string; question: string; answer: string } }) {
  // An answer is saved only with "Save answer"; "Cancel" puts back the saved one (issue 24: the typed
  // answer used to be autosaved, so Cancel cancelled nothing and the draft was printed).
  const [open, setOpen] = useState(Boolean(q.answer));
  const field = useRef<HTMLTextAreaElement>(null);
  // The saved answer is the one being saved while its save and the page's reload are under way:
  // Cancel pressed in between must not put back the answer from before it (or an empty field).
  const navigation = useNavigation();
  const sending = navigation.formData;
  const saved =
    sending?.get("intent") === "answer" && sending.get("questionId") === q.id
      ? String(sending.get("answer") ?? "")
      : q.answer;
  return (
    <li className="rounded border border-slate-200 p-3">
      <p className="text-sm">{q.question}</p>
      <details
        open={open}
        onToggle={(e) => {
          const isOpen = (e.currentTarget as HTMLDetailsElement).open;
          if (!isOpen && field.current) field.current.value = saved;
          setOpen(isOpen);
        }}
      >
        <summary className="mt-1 inline-block text-sm font-semibold text-brand-600">
          {open ? "Cancel" : saved ? "Edit Answer" : "Add Answer"}
        </summary>
        <Form method="post" className="mt-2" preventScrollReset>
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="classId" value={classId} />
          <input type="hidden" name="questionId" value={q.id} />
          <label className="sr-only" htmlFor={`ans-${q.id}`}>
            Answer to: {q.question}
          </label>
          <textarea
            ref={field}
            id={`ans-${q.id}`}
            name="answer"
            rows={2}
            defaultValue={q.answer}
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <div className="flex items-center justify-end">
            <button type="submit" className="btn btn-secondary px-2 py-0.5 text-sm">
              Save answer
            </button>
          </div>
        </Form>
      </details>
    </li>
  );
}
