import { Link, useRouteLoaderData } from "react-router";
import { GuideIcon } from "~/app/components/learning/GuideIcon";
import { UnitText } from "~/app/components/learning/UnitText";
import type { loader as courseLoader } from "./course";

/** Course Guide tab: Subject Outline, Learning Objectives, Course Introduction, Course Summary. */
export default function CourseGuide() {
  const { course } = useRouteLoaderData<typeof courseLoader>("course")!;
  return (
    <section aria-labelledby="guide-title">
      <h2 id="guide-title" className="text-xl font-semibold text-brand-800">
        Course Guide
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {course.guide.map((g) => (
          <article key={g.title} className="card p-5">
            <div className="flex items-center gap-3">
              <GuideIcon title={g.title} />
              <h3 className="text-lg font-semibold text-brand-800">{g.title}</h3>
            </div>
            {g.title === "Learning Objectives" ? (
              <ul className="mt-3 list-disc space-y-1 pl-6">
                {g.content.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            ) : (
              <UnitText blocks={g.content} />
            )}
          </article>
        ))}
      </div>
      <Link to="../content" relative="path" className="btn btn-primary mt-6">
        Start this Course
      </Link>
    </section>
  );
}
