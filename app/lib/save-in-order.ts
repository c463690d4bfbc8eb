import { useCallback, useRef } from "react";
import type { FetcherWithComponents, SubmitTarget } from "react-router";

/**
 * Saves through a fetcher one request at a time. A second `fetcher.submit` while one is under way
 * aborts the first in the browser (React Router), which surfaces as an uncaught "BodyStreamBuffer
 * was aborted", while the server may still apply both, in either order: a slow line turns quick
 * moves or a pause in typing into exactly that.
 *
 * - "every": every request is sent, in the order asked (moving classes: each move counts).
 * - "latest": after `delayMs` without a newer one, the newest request is sent; one still waiting
 *   behind a request under way is replaced by a newer one (autosave: the latest text wins).
 * A call may give its own delay (0: at once).
 */
export function useSaveInOrder(
  fetcher: Pick<FetcherWithComponents<unknown>, "submit">,
  mode: "every" | "latest",
  delayMs = 0,
): (target: SubmitTarget, delay?: number) => void {
  const waiting = useRef<SubmitTarget[]>([]);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  const sendNext = useCallback(() => {
    if (busy.current) return;
    const next = waiting.current.shift();
    if (next === undefined) return;
    busy.current = true;
    // Settles once the request and the page's reload after it are done.
    void submit.current(next, { method: "post" }).finally(() => {
      busy.current = false;
      sendNext();
    });
  }, []);

  return useCallback(
    (target: SubmitTarget, delay = delayMs) => {
      const queue = () => {
        if (mode === "latest") waiting.current = [target];
        else waiting.current.push(target);
        sendNext();
      };
      if (mode === "latest" && timer.current) clearTimeout(timer.current);
      if (delay > 0) timer.current = setTimeout(queue, delay);
      else queue();
    },
    [mode, delayMs, sendNext],
  );
}
