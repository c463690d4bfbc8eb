import { NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/course";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { getCourse } from "~/server/learning/courses";
import { pageTitle, type TitleMatches } from "~/app/lib/title";

/** /courses/{id}: the course header and its tabs (guide, content, quiz), each a URL. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const course = await getCourse(await getDb(), user, Number(params.id));
  if (!course) throw new Response(null, { status: 404 });
  return { course };
}

export const meta = ({ data, matches }: { data: Route.MetaArgs["data"]; matches: TitleMatches }) =>
  pageTitle(data ? data.course.name : "Short Course", matches);

const TABS = [
  { to: "guide", label: "Course Guide" },
  { to: "content", label: "Course Content" },
  { to: "quiz", label: "Test Your Knowledge" },
];

export default function CourseLayout() {
  const { course } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="card flex flex-col overflow-hidden md:flex-row">
        <img
          src={course.cover}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full bg-slate-200 object-cover md:w-80"
        />
        <div className="p-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Short course</p>
          <h1 className="mt-1 text-2xl font-semibold text-brand-800">{course.name}</h1>
          <p className="mt-2 text-slate-700">{course.description}</p>
        </div>
      </div>
      <nav aria-label="Course" className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((t) => (
            <li key={t.to}>
              <NavLink
                to={t.to}
                className={({ isActive }) =>
                  `block border-b-4 px-4 py-2 font-semibold ${isActive ? "border-brand-600 text-brand-800" : "border-transparent text-slate-700 hover:text-brand-800"}`
                }
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
