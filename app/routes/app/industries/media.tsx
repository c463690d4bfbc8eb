import { Link, useLoaderData } from "react-router";
import { SideMenu } from "~/app/components/ui/SideMenu";
import { z } from "zod";
import type { Route } from "./+types/media";
import { RouteDialog } from "~/app/components/ui/RouteDialog";
import { requireUser } from "~/server/auth/guard";
import { getDb } from "~/server/db/client";
import { can } from "~/server/policy/policy";
import { mediaFor } from "~/server/risk/writeups";

const Query = z.object({
  type: z.enum(["image", "video"]).catch("image").default("image"),
  item: z.coerce.number().int().min(0).max(1000).optional().catch(undefined),
});

/** Media (spec §2, au and nz): Photographs and Video Footage, a gallery with description, source, Prev/Next. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  if (!can(user, "industry.media")) throw new Response(null, { status: 404 });
  const { type, item } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const items = await mediaFor(await getDb(), Number(params.id), type);
  return { type, items, open: item !== undefined && items[item] ? item : null };
}

/** 0:04 from seconds. */
function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export default function Media() {
  const { type, items, open } = useLoaderData<typeof loader>();
  const menu = [
    { type: "image", label: "Photographs" },
    { type: "video", label: "Video Footage" },
  ] as const;
  const current = open !== null ? items[open] : null;
  return (
    <section aria-labelledby="media-title">
      <h1 id="media-title" className="text-xl font-semibold text-brand-800">
        Media
      </h1>
      <div className="mt-4 flex flex-col gap-4 md:flex-row">
        <SideMenu
          label="Media type"
          className="md:w-48"
          items={menu.map((m) => ({
            key: m.type,
            to: `?type=${m.type}`,
            label: m.label,
            current: m.type === type,
          }))}
        />
        <div className="min-w-0 flex-1">
          {items.length === 0 ? (
            <p className="card p-6 text-slate-700">No Data</p>
          ) : (
            // Columns: at least 2, otherwise as many 220 px columns as fit (spec §2).
            <ul
              className="grid gap-4"
              style={{
                gridTemplateColumns: "repeat(auto-fill, minmax(min(220px, calc(50% - 0.5rem)), 1fr))",
              }}
            >
              {items.map((m, i) => (
                <li key={m.id} className="card overflow-hidden">
                  <Link to={`?type=${type}&item=${i}`} preventScrollReset className="block">
                    {type === "image" ? (
                      <img
                        src={m.thumbnailUrl}
                        alt=""
                        width={320}
                        height={200}
                        loading="lazy"
                        className="aspect-[16/10] w-full bg-slate-100 object-cover"
                      />
                    ) : (
                      <span className="relative block">
                        <img
                          src={m.thumbnailUrl}
                          alt=""
                          width={427}
                          height={240}
                          loading="lazy"
                          className="aspect-video w-full bg-slate-800 object-cover"
                        />
                        <span
                          aria-hidden="true"
                          className="absolute inset-0 flex items-center justify-center"
                        >
                          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-900/80 text-white">
                            <svg viewBox="0 0 24 24" className="ml-1 h-6 w-6" fill="currentColor">
                              <path d="M7 4.5v15l12.5-7.5z" />
                            </svg>
                          </span>
                        </span>
                        {m.transcript?.length ? (
                          <span className="absolute bottom-2 right-2 rounded bg-slate-900/85 px-1.5 py-0.5 text-xs font-medium text-white">
                            <span className="sr-only">Length </span>
                            {clock(m.transcript[m.transcript.length - 1].end)}
                          </span>
                        ) : null}
                      </span>
                    )}
                    <span className="block p-3 text-sm">
                      {m.description}
                      <span className="mt-1 block text-xs text-slate-600">Source: {m.source}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {current && open !== null ? (
        <RouteDialog title={type === "image" ? "Photograph" : "Video"} closeHref={`?type=${type}`}>
          {type === "image" ? (
            <img
              src={current.contentUrl}
              alt={current.description}
              width={640}
              height={400}
              className="w-full rounded"
            />
          ) : (
            // Plays without JavaScript. The captions are drawn into the frames, so the captions
            // track is offered but off (on by default it would show the same text twice); the same
            // text is below as a transcript for anyone who cannot or does not want to play it.
            <video
              key={current.id}
              controls
              preload="metadata"
              poster={current.thumbnailUrl}
              width={854}
              height={480}
              className="aspect-video w-full rounded bg-slate-900"
            >
              <source
                src={current.contentUrl}
                type={current.contentUrl.endsWith(".mp4") ? "video/mp4" : "video/webm"}
              />
              {current.captionsUrl ? (
                <track kind="captions" src={current.captionsUrl} srcLang="en" label="English" />
              ) : null}
              <a href={current.contentUrl}>Download the video</a>
            </video>
          )}
          <p className="mt-3">{current.description}</p>
          <p className="mt-1 text-sm text-slate-600">Source: {current.source}</p>
          {type === "video" && current.transcript?.length ? (
            <section aria-labelledby="media-transcript-title" className="mt-4 border-t border-slate-200 pt-3">
              <h3 id="media-transcript-title" className="text-sm font-semibold text-brand-800">
                Transcript
              </h3>
              <ol className="mt-2 space-y-2 text-sm">
                {current.transcript.map((cue) => (
                  <li key={cue.start} className="flex gap-3">
                    <span className="w-10 shrink-0 tabular-nums text-slate-600">{clock(cue.start)}</span>
                    <span>
                      <span className="block font-medium">{cue.lines[0]}</span>
                      {cue.lines.slice(1).map((line) => (
                        <span key={line} className="block text-slate-700">
                          {line}
                        </span>
                      ))}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <nav aria-label="Gallery" className="mt-4 flex justify-between">
            {open > 0 ? (
              <Link to={`?type=${type}&item=${open - 1}`} preventScrollReset className="btn btn-secondary">
                Prev
              </Link>
            ) : (
              <span />
            )}
            <span className="self-center text-sm text-slate-600">
              {open + 1} of {items.length}
            </span>
            {open < items.length - 1 ? (
              <Link to={`?type=${type}&item=${open + 1}`} preventScrollReset className="btn btn-secondary">
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </RouteDialog>
      ) : null}
    </section>
  );
}
