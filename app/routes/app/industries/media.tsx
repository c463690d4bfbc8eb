import { Link, useLoaderData } from "react-router";
import { SideMenu } from "~/app/components/ui/SideMenu";
import { z } from "zod";
import type { Route } from "./+types/media";
import { MediaThumbnail, MediaTranscript, MediaViewer } from "~/app/components/industries/MediaItem";
import { RouteDialog } from "~/app/components/ui/RouteDialog";
import { requireUser } from "~/app/lib/guard.server";
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
                    <MediaThumbnail type={type} item={m} />
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
          <MediaViewer type={type} item={current} />
          <p className="mt-3">{current.description}</p>
          <p className="mt-1 text-sm text-slate-600">Source: {current.source}</p>
          {type === "video" && current.transcript?.length ? (
            <MediaTranscript cues={current.transcript} />
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
