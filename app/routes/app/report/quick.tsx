import { useMemo, useState } from "react";
import { redirect, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/quick";
import { renderNatcatSection } from "~/app/components/report/natcat-slot";
import { ReportDocument } from "~/app/components/report/ReportDocument";
import { ReportDrawer, type DrawerState } from "~/app/components/report/ReportDrawer";
import { ComingSoon } from "~/app/components/report/ComingSoon";
import { IntroDialog } from "~/app/components/report/IntroDialog";
import { NotIncludedClasses } from "~/app/components/risk/NotIncluded";
import { requireUser } from "~/app/lib/guard.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { externalLinks } from "~/server/config/theme";
import { getDb } from "~/server/db/client";
import { readForm } from "~/app/lib/forms.server";
import { can } from "~/server/policy/policy";
import { INTRO_FLAG, introPending, setUserFlag } from "~/server/dashboard/intro";
import { availableThemes, currentTheme, draftDocument, setReportTheme } from "~/server/reports/builder";
import { industryOr404 } from "~/app/lib/industry-access.server";
import { isSectionKey, resolveSections, sectionsParam, type SectionKey } from "~/server/reports/sections";
import { isMobileRequest } from "~/server/http/client-hints";
import { updateDraft } from "~/server/reports/store";
import { resolveTheme, showPurchaseLink } from "~/server/reports/themes";
import { titled } from "~/app/lib/title";

export const meta = titled("Quick Report");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  // Another role's builder shows "coming soon" and nothing of the report (policy report.*).
  if (!can(user, "report.quick")) return { comingSoon: true as const };
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const { draft, doc, sections } = await draftDocument(db, user, industry, "quick");
  const theme = currentTheme(user);
  // Report mode: the tailored report intro opens until the user has answered it once (platform §2).
  const intro = new URL(request.url).searchParams.get("intro") !== "closed" && (await introPending(db, user));
  return {
    comingSoon: false as const,
    intro,
    doc,
    checked: sections.filter((s) => s.checked).map((s) => s.key),
    name: draft.insuredBusinessName,
    themes: availableThemes(user),
    themeId: theme.id,
    purchaseUrl: externalLinks().enquire,
    // Folded on phones from the first paint (not after hydration, which shifted the preview).
    drawerOpen: !isMobileRequest(request),
  };
}

const SaveForm = z.object({
  intent: z.literal("save"),
  insuredBusinessName: z.string().max(200).default(""),
  themeId: z.string().max(40).optional(),
  sections: z.array(z.string().max(60)).max(40).default([]),
});

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "report.quick")) throw new Response(null, { status: 404 });
  const db = await getDb();
  const industry = await industryOr404(db, params.id);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "tailored" || intent === "quick") {
    await setUserFlag(db, user.id, INTRO_FLAG);
    return redirect(
      intent === "tailored"
        ? `/industries/${industry.id}/report/tailored-report`
        : new URL(request.url).pathname,
    );
  }
  const parsed = SaveForm.safeParse({
    intent: form.get("intent"),
    insuredBusinessName: form.get("insuredBusinessName") ?? "",
    themeId: form.get("themeId") ?? undefined,
    sections: form.getAll("sections"),
  });
  if (!parsed.success) throw new Response(null, { status: 400 });
  const { insuredBusinessName, themeId, sections } = parsed.data;
  await updateDraft(db, user.id, industry.id, "quick", {
    insuredBusinessName: insuredBusinessName.trim(),
    sections: [...new Set(sections.filter(isSectionKey))],
  });
  const theme = themeId ? await setReportTheme(db, user, themeId) : "unchanged";
  const back = new URL(request.url).pathname;
  if (theme === "unchanged") return redirect(back);
  return redirectWithToast(
    back,
    theme === "saved"
      ? { type: "success", message: "Report theme updated." }
      : { type: "error", message: "Report theme is not updated." },
  );
}

export default function QuickReport() {
  const data = useLoaderData<typeof loader>();
  if (data.comingSoon) return <ComingSoon />;
  return <QuickBuilder data={data} />;
}

function QuickBuilder({ data }: { data: Exclude<Awaited<ReturnType<typeof loader>>, { comingSoon: true }> }) {
  const [state, setState] = useState<DrawerState>({
    name: data.name,
    checked: data.checked as SectionKey[],
    themeId: data.themeId,
  });
  const doc = useMemo(
    () => ({
      ...data.doc,
      insuredBusinessName: state.name.trim(),
      theme: resolveTheme(state.themeId, data.themes),
    }),
    [data.doc, data.themes, state.name, state.themeId],
  );
  const ctx = { ...data.doc.sectionContext, themeRequiresProfile: doc.theme.requiresProfile };
  const sections = resolveSections(state.checked, ctx);
  const query = new URLSearchParams({
    kind: "quick",
    insuredBusinessName: state.name,
    sections: sectionsParam(sections),
  });
  const base = `/industries/${data.doc.industry.id}/risk-report`;
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      {data.intro ? <IntroDialog closeHref="?intro=closed" /> : null}
      <ReportDrawer
        ctx={ctx}
        themes={data.themes}
        state={state}
        onChange={setState}
        purchaseUrl={data.purchaseUrl}
        showPurchase={showPurchaseLink(doc.theme)}
        previewHref={`${base}/preview?${query}`}
        defaultOpen={data.drawerOpen}
        downloadHref={`${base}/download?${query}`}
      />
      <section
        aria-label="Report preview"
        className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-slate-200 p-4"
      >
        {data.doc.hazard.notIncluded.length > 0 ? (
          <div className="mx-auto mb-4 max-w-[794px]">
            <NotIncludedClasses classes={data.doc.hazard.notIncluded} />
          </div>
        ) : null}
        <div className="report-sheet">
          <ReportDocument doc={doc} sections={sections} renderNatcat={renderNatcatSection} />
        </div>
      </section>
    </div>
  );
}
