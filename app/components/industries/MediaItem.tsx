import type { CaptionCue } from "~/server/content/vtt";
import type { mediaFor } from "~/server/risk/writeups";

/** One photograph or video of an industry's Media gallery, as the loader gives it. */
export type MediaEntry = Awaited<ReturnType<typeof mediaFor>>[number];

/** 0:04 from seconds. */
function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const THUMBNAIL = {
  image: { width: 320, height: 200, className: "aspect-[16/10] w-full bg-slate-100 object-cover" },
  video: { width: 427, height: 240, className: "aspect-video w-full bg-slate-800 object-cover" },
} as const;

/** The gallery card's picture: a photograph, or a video's poster with a play mark and its length. */
export function MediaThumbnail({ type, item }: { type: "image" | "video"; item: MediaEntry }) {
  const img = <img src={item.thumbnailUrl} alt="" loading="lazy" {...THUMBNAIL[type]} />;
  if (type === "image") return img;
  return (
    <span className="relative block">
      {img}
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-900/80 text-white">
          <svg viewBox="0 0 24 24" className="ml-1 h-6 w-6" fill="currentColor">
            <path d="M7 4.5v15l12.5-7.5z" />
          </svg>
        </span>
      </span>
      {item.durationSeconds !== null ? (
        <span className="absolute bottom-2 right-2 rounded bg-slate-900/85 px-1.5 py-0.5 text-xs font-medium text-white">
          <span className="sr-only">Length </span>
          {clock(item.durationSeconds)}
        </span>
      ) : null}
    </span>
  );
}

/** The open item in the viewer: the photograph, or the video with its captions track and transcript. */
export function MediaViewer({ type, item }: { type: "image" | "video"; item: MediaEntry }) {
  if (type === "image") {
    return (
      <img src={item.contentUrl} alt={item.description} width={640} height={400} className="w-full rounded" />
    );
  }
  return (
    // Plays without JavaScript. The captions are drawn into the frames, so the captions track is
    // offered but off (on by default it would show the same text twice); the same text is under the
    // video as a transcript for anyone who cannot or does not want to play it.
    <video
      key={item.id}
      controls
      preload="metadata"
      poster={item.thumbnailUrl}
      width={854}
      height={480}
      className="aspect-video w-full rounded bg-slate-900"
    >
      <source src={item.contentUrl} type={item.contentUrl.endsWith(".mp4") ? "video/mp4" : "video/webm"} />
      {item.captionsUrl ? (
        <track kind="captions" src={item.captionsUrl} srcLang="en" label="English" />
      ) : null}
      <a href={item.contentUrl}>Download the video</a>
    </video>
  );
}

/** A video's captions as a readable transcript, one cue per row with its start time. */
export function MediaTranscript({ cues }: { cues: CaptionCue[] }) {
  return (
    <section aria-labelledby="media-transcript-title" className="mt-4 border-t border-slate-200 pt-3">
      <h3 id="media-transcript-title" className="text-sm font-semibold text-brand-800">
        Transcript
      </h3>
      <ol className="mt-2 space-y-2 text-sm">
        {cues.map((cue) => (
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
  );
}
