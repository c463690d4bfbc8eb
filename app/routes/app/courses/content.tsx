import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content";
import { UnitText } from "~/app/components/learning/UnitText";
import type { loader as courseLoader } from "./course";

const Query = z.object({ unit: z.string().max(80).optional().catch(undefined) });

/** The selected unit is in the URL (?unit=), the first by default. */
export function loader({ request }: Route.LoaderArgs) {
  return Query.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** Course Content tab: unit list, the selected unit, previous/next; the last unit leads to the test. */
export default function CourseContent() {
  const { course } = useRouteLoaderData<typeof courseLoader>("course")!;
  const { unit } = useLoaderData<typeof loader>();
  const units = course.units;
  const index = Math.max(
    0,
    units.findIndex((u) => u.id === unit),
  );
  const current = units[index];
  const prev = units[index - 1];
  const next = units[index + 1];
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label="Units" className="md:w-72 md:shrink-0">
        <h2 className="mb-2 text-lg font-semibold text-brand-800">Start this Course</h2>
        <ol className="card p-2">
          {units.map((u, i) => (
            <li key={u.id}>
              <Link
                to={`?unit=${u.id}`}
                aria-current={i === index ? "page" : undefined}
                preventScrollReset
                className={`block rounded px-3 py-2 text-sm ${i === index ? "bg-brand-600 font-semibold text-white" : "text-slate-800 hover:bg-slate-100"}`}
              >
                {u.sequence}. {u.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <article className="card min-w-0 flex-1 p-6" aria-labelledby="unit-title">
        <p className="text-sm text-slate-600">
          Unit {current.sequence} of {units.length}
        </p>
        <h2 id="unit-title" className="mt-1 text-xl font-semibold text-brand-800">
          {current.title}
        </h2>
        <div className="mt-2 max-w-prose">
          <UnitText blocks={current.text} />
        </div>
        <p className="mt-4 text-xs text-slate-600">General information, not advice.</p>
        <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
          {prev ? (
            <Link to={`?unit=${prev.id}`} className="btn btn-secondary">
              Previous
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={`?unit=${next.id}`} className="btn btn-primary">
              Next
            </Link>
          ) : (
            <Link to="../quiz" relative="path" className="btn btn-primary">
              Test your knowledge
            </Link>
          )}
        </div>
      </article>
    </div>
  );
}
