import { Form } from "react-router";
import { RouteDialog } from "~/app/components/ui/RouteDialog";

const STEPS = [
  ["Find the industry", "Search by keyword or code and open the industry."],
  ["Classify the risks", "Drag each insurance class into the hazard group you judge right for this client."],
  ["Add your comments", "Explain each rating in your own words for the client."],
  ["Preview, print or save", "Your logo, contact details and theme on every page."],
] as const;

/** The intro video (scripts/media/make-intro-video.ts records it from the app itself). */
const VIDEO = "/media/intro/tailored-report";

/**
 * The tailored report intro (platform §2): opened by 'Play Video' on the dashboard, and in report mode
 * until either choice records intro_tailored_report_viewed. Both choices post to the page's action.
 * The video plays without JavaScript and loads nothing until played (preload none: the dialog opens
 * on a report page); its captions are drawn into the frames, so the captions track is offered but
 * off, and the four steps under it are the same text for anyone who cannot or does not want to play it.
 */
export function IntroDialog({ closeHref }: { closeHref: string }) {
  return (
    <RouteDialog title="Tailored Report" closeHref={closeHref}>
      <figure>
        <video
          controls
          preload="none"
          poster={`${VIDEO}.webp`}
          width={1280}
          height={720}
          className="aspect-video w-full rounded bg-slate-900"
          aria-label="How a tailored report is built, in 45 seconds"
        >
          <source src={`${VIDEO}.webm`} type="video/webm" />
          <track kind="captions" src={`${VIDEO}.vtt`} srcLang="en" label="English" />
          <a href={`${VIDEO}.webm`}>Download the video</a>
        </video>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="How a tailored report is built">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="flex gap-3 rounded-lg bg-slate-50 p-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-700 font-semibold text-white"
              >
                {i + 1}
              </span>
              <span>
                <span className="block font-semibold text-brand-800">{title}</span>
                <span className="block text-sm text-slate-700">{text}</span>
              </span>
            </li>
          ))}
        </ol>
        <figcaption className="mt-3 text-sm text-slate-600">
          A tailored report takes about ten minutes; a quick report is ready as soon as you open the industry.
        </figcaption>
      </figure>
      <Form method="post" className="mt-5 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="tailored" className="btn btn-primary">
          Start Your Tailored Report
        </button>
        <button type="submit" name="intent" value="quick" className="btn btn-secondary">
          Thank you, I prefer a quick report
        </button>
      </Form>
    </RouteDialog>
  );
}
