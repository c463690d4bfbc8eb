import { Link, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dashboard";
import { AdsCarousel } from "~/app/components/dashboard/AdsCarousel";
import { ClassCarousel } from "~/app/components/dashboard/ClassCarousel";
import { RecentActivities, RecentReportsList } from "~/app/components/dashboard/RecentActivities";
import { IntroDialog } from "~/app/components/report/IntroDialog";
import { searchPrompt } from "~/app/components/industries/IndustryNav";
import { SearchBox } from "~/app/components/industries/SearchBox";
import { Avatar } from "~/app/components/shell/Header";
import { SUPPORTED_COUNTRIES } from "~/server/accounts/catalogue";
import { timeZoneFor } from "~/server/accounts/greeting";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { loadDashboard } from "~/server/dashboard/dashboard";
import { INTRO_FLAG, setUserFlag } from "~/server/dashboard/intro";
import { readForm } from "~/app/lib/forms.server";
import { redirectWithToast } from "~/app/lib/toast.server";
import { deleteReport, renameReport } from "~/server/reports/store";
import { titled } from "~/app/lib/title";

export const meta = titled("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const url = new URL(request.url);
  const dashboard = await loadDashboard(await getDb(), user, {
    timeZone: timeZoneFor(request, SUPPORTED_COUNTRIES[user.country].timeZone),
  });
  return {
    ...dashboard,
    tab: url.searchParams.get("recent") === "reports" ? ("reports" as const) : ("viewed" as const),
    // One clock for the server render and hydration (relative report ages).
    now: new Date(),
    // 'Play Video' opens the tailored report intro as a URL dialog (works without JavaScript).
    intro: url.searchParams.get("intro") === "1" && dashboard.promo !== null,
  };
}

const DashboardAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["tailored", "quick"]) }),
  z.object({
    intent: z.literal("rename"),
    reportId: z.coerce.number().int().positive(),
    name: z.string().max(200),
  }),
  z.object({
    intent: z.literal("delete"),
    reportId: z.coerce.number().int().positive(),
    confirm: z.literal("yes"),
  }),
]);

/**
 * Either intro choice records intro_tailored_report_viewed for the user (platform §2); the saved
 * reports of the list can be renamed and deleted (issue 24), the user's own only.
 */
export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  const parsed = DashboardAction.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw new Response(null, { status: 400 });
  const db = await getDb();
  const input = parsed.data;
  if (input.intent === "rename" || input.intent === "delete") {
    const ok =
      input.intent === "rename"
        ? await renameReport(db, user.id, input.reportId, input.name)
        : await deleteReport(db, user.id, input.reportId);
    if (!ok && input.intent === "delete") throw new Response(null, { status: 404 });
    const message = !ok
      ? { type: "error" as const, message: "Enter a name for the report." }
      : {
          type: "success" as const,
          message: input.intent === "rename" ? "Report renamed." : "Report deleted.",
        };
    return redirectWithToast("/dashboard?recent=reports", message);
  }
  await setUserFlag(db, user.id, INTRO_FLAG);
  return redirect(input.intent === "tailored" ? "/industries/search" : "/dashboard");
}

function CardTitle({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-brand-800">
      {children}
    </h2>
  );
}

export default function Dashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold text-brand-800">{d.greeting}</h1>
      <p className="mt-2 text-slate-600">Welcome back{d.company ? ` to ${d.company}` : ""}.</p>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="card p-6 lg:col-span-2" aria-labelledby="search-card-title">
          <CardTitle id="search-card-title">Industry Search</CardTitle>
          <p className="mt-1 text-slate-700">
            Search more than 7,000 occupations and activities for hazards, exposures and checklists.
          </p>
          <div className="mt-4">
            <SearchBox placeholder={searchPrompt(d.search.ukView)} label="Search industries" />
          </div>
          {d.search.browse ? (
            <p className="mt-3 text-sm">
              <Link to="/industries/browse" className="text-brand-600 underline">
                Browse industries by category or name
              </Link>
            </p>
          ) : null}
        </section>

        <section className="card p-6" aria-labelledby="profile-card-title">
          <h2 id="profile-card-title" className="sr-only">
            Your profile
          </h2>
          <div className="flex items-center gap-4">
            <Avatar initials={d.profile.initials} size={60} />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold">{d.profile.personName}</p>
              <p className="truncate text-sm text-slate-600">{d.profile.email}</p>
            </div>
          </div>
          <Link to="/account/user-profile" className="btn btn-secondary mt-6 w-full">
            Edit<span className="sr-only"> your profile</span>
          </Link>
        </section>

        {d.classes ? (
          <div className="min-w-0 lg:col-span-2">
            <ClassCarousel classes={d.classes} />
          </div>
        ) : null}

        <div className={`min-w-0 ${d.classes ? "" : "lg:col-span-2"}`}>
          <AdsCarousel state={d.ads} />
        </div>

        <div className="min-w-0 lg:col-span-2">
          <RecentActivities
            tab={d.tab}
            viewed={d.recent}
            reports={{
              title: d.reportsTabTitle,
              panel: <RecentReportsList reports={d.reports} underwriter={d.underwriter} now={d.now} />,
            }}
          />
        </div>

        {d.promo ? (
          <section
            className="card bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white"
            aria-labelledby="promo-title"
          >
            <h2 id="promo-title" className="text-lg font-semibold">
              {d.promo === "uk" ? "Tailored Report" : "Quick or Tailored Report"}
            </h2>
            <p className="mt-2 text-white/90">
              {d.promo === "uk"
                ? "Rate each insurance class for your client, add your comments and hand over a report in your own colours."
                : "Open any industry for an instant quick report, or tailor the hazard ratings, comments and under-insurance section for your client."}
            </p>
            <Link
              to="?intro=1"
              preventScrollReset
              className="btn mt-4 bg-white text-brand-800 hover:bg-slate-100"
            >
              <span aria-hidden="true">▶</span> Play Video
            </Link>
            {d.introViewed ? null : (
              <p className="mt-3 text-sm text-white/80">
                New here? Watch how a tailored report comes together.
              </p>
            )}
          </section>
        ) : null}

        {d.points.map((p) => (
          <section key={p.type} className="card p-6" aria-labelledby={`points-${p.type}`}>
            <CardTitle id={`points-${p.type}`}>{p.title}</CardTitle>
            <p className="mt-2 text-3xl font-bold text-brand-800">
              {p.total}
              <span className="text-base font-normal text-slate-600"> / {p.cap} points</span>
            </p>
            <p className="text-sm text-slate-600">Current period: {p.periodText}</p>
            <Link to={`/points?type=${p.type}`} className="btn btn-secondary mt-4">
              View {p.label} points
            </Link>
          </section>
        ))}

        {d.natcat ? (
          <section className="card p-6" aria-labelledby="natcat-title">
            <CardTitle id="natcat-title">NatCat Profiles</CardTitle>
            <p className="mt-2 text-slate-700">
              Natural catastrophe exposure by address: flood, bushfire, cyclone, earthquake and more.
            </p>
            {d.natcat.profilesAvailable ? (
              <Link to="/natcat" className="btn btn-primary mt-4">
                View NatCat Profiles
              </Link>
            ) : (
              <button type="button" className="btn btn-primary mt-4" disabled>
                View NatCat Profiles
              </button>
            )}
          </section>
        ) : null}

        {d.knowledge.length > 0 ? (
          <section className="card p-6" aria-labelledby="knowledge-title">
            <CardTitle id="knowledge-title">Knowledge &amp; Support</CardTitle>
            <ul className="mt-3 space-y-2">
              {d.knowledge.map((k) => (
                <li key={k.label}>
                  <a
                    href={k.href}
                    className="text-brand-600 underline"
                    {...(k.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {k.label}
                    {k.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="card p-6" aria-labelledby="feedback-title">
          <CardTitle id="feedback-title">Feedback</CardTitle>
          <p className="mt-2 text-slate-700">
            Missing an industry, or found something to improve? Tell us and we will reply.
          </p>
          <a href={d.feedbackHref} className="btn btn-secondary mt-4">
            Send Feedback
          </a>
        </section>
      </div>
      <p className="mt-8 text-sm text-slate-600">Content is general information only and is not advice.</p>
      {d.intro ? <IntroDialog closeHref="/dashboard" /> : null}
    </div>
  );
}
