import { Link, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/browse";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { listCourses } from "~/server/learning/courses";
import { titled } from "~/app/lib/title";

export const meta = titled("Short Courses");

const FIRST_PAGE = 4;
const Query = z.object({ show: z.enum(["all"]).optional().catch(undefined) });

/** /courses/browse: short courses with covers; 'See more courses' shows the rest (a link, works without JS). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const { show } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const all = await listCourses(await getDb(), user);
  const shown = show === "all" ? all : all.slice(0, FIRST_PAGE);
  return { courses: shown, more: all.length > shown.length };
}

export default function BrowseCourses() {
  const { courses, more } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-800">Short Courses</h1>
      <p className="mt-1 text-slate-700">
        Short courses for insurance professionals. Complete a course and pass its test to earn points. General
        information, not advice.
      </p>
      {courses.length === 0 ? (
        <p className="card mt-6 p-6">No courses are available yet.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {courses.map((c, i) => (
            <li key={c.id} className="card flex flex-col overflow-hidden">
              <img
                src={c.cover}
                alt=""
                width={640}
                height={360}
                loading={i < 4 ? "eager" : "lazy"}
                className="aspect-video w-full bg-slate-200 object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <h2 className="text-lg font-semibold text-brand-800">{c.name}</h2>
                <p className="mt-2 flex-1 text-sm text-slate-700">{c.description}</p>
                <p className="mt-3 text-xs text-slate-600">{c.unitCount} units · test of your knowledge</p>
                <Link
                  to={`/courses/${c.id}`}
                  className="btn btn-primary mt-4"
                  aria-label={`Start this course: ${c.name}`}
                >
                  Start this course
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <div className="mt-8 text-center">
          <Link to="?show=all" className="btn btn-secondary" preventScrollReset>
            See more courses
          </Link>
        </div>
      ) : null}
    </div>
  );
}
