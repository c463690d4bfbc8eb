import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { Tailored } from "~/server/reports/customization";
import { useSaveInOrder } from "~/app/lib/save-in-order";
import { moveClass, type GroupId } from "~/server/reports/groups";
import { BoardColumns, type BoardClass, type CommentDrafts } from "./TailorCards";
// Type only (erased): the module itself is imported dynamically below.
import type { DndBoard } from "./TailorDnd";

export type { BoardClass } from "./TailorCards";

type DndModule = { DndBoard: typeof DndBoard };

/**
 * Step 1 'tailor' (spec §2): classes dragged between Recommended, For Review and For Consideration
 * (at most three), and a 'Move to' select per class that works without JS. Each class has its
 * comment. Every change is saved at once.
 *
 * The drag-and-drop layer (@dnd-kit, ~12 KB gzip) is imported after hydration, outside the route's
 * first-load JavaScript (budget: 130 KB, tests/e2e/budgets.spec.ts). Until it has loaded, the server-
 * rendered board works with its Move to forms (enhanced into in-place moves once hydrated). When it
 * arrives the board is remounted with drag handles; what has focus and typed comments are kept.
 */
export function TailorBoard({
  value,
  classes,
  error,
}: {
  value: Tailored;
  classes: BoardClass[];
  error: string | null;
}) {
  const [board, setBoard] = useState(value);
  const [message, setMessage] = useState<string | null>(error);
  const [dnd, setDnd] = useState<DndModule | null>(null);
  const drafts = useRef<CommentDrafts>(new Map());
  const container = useRef<HTMLDivElement>(null);
  const focusKey = useRef<string | null>(null);
  const pendingChoices = useRef<Map<string, string> | null>(null);
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const focusedKey = () => {
    const active = document.activeElement;
    return active && container.current?.contains(active) ? active.getAttribute("data-focus-key") : null;
  };
  // Saved one after the other, in the order made (app/lib/save-in-order.ts).
  const saveMove = useSaveInOrder(fetcher, "every");
  useEffect(() => setBoard(value), [value]);
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) setMessage(fetcher.data.message ?? null);
  }, [fetcher.data]);
  useEffect(() => {
    let live = true;
    import("./TailorDnd")
      .then((m) => {
        if (live) setDnd(m);
      })
      .catch(() => {
        // Drag and drop stays unavailable (offline, a new deployment); the Move to forms still work.
      });
    return () => {
      live = false;
    };
  }, []);
  // The swap remounts the cards: remember which control had focus, and any 'Move to' choice not yet
  // submitted (a user on a slow line may pick one before the chunk arrives, or while it is swapped
  // in). Read as the old cards leave, in the same commit that mounts the new ones, so no choice made
  // in between is lost.
  const rememberBeforeSwap = () => {
    focusKey.current = focusedKey();
    pendingChoices.current = new Map(
      [...(container.current?.querySelectorAll<HTMLSelectElement>("select[data-focus-key]") ?? [])]
        .filter((select) => select.selectedOptions[0]?.defaultSelected === false)
        .map((select) => [select.getAttribute("data-focus-key")!, select.value]),
    );
  };
  // A moved card is remounted in its new group, as is every card when drag and drop arrives: the
  // control that had focus (Move, Move to, comment, drag handle) gets it back in the new card.
  useLayoutEffect(() => {
    for (const [key, value] of pendingChoices.current ?? []) {
      const select = container.current?.querySelector<HTMLSelectElement>(`select[data-focus-key="${key}"]`);
      if (select) select.value = value;
    }
    pendingChoices.current = null;
    if (!focusKey.current) return;
    container.current?.querySelector<HTMLElement>(`[data-focus-key="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  }, [dnd, board]);

  const move = (classId: number, to: GroupId) => {
    const moved = moveClass(board, classId, to);
    if (!moved.ok) {
      setMessage(moved.message);
      return;
    }
    setMessage(null);
    focusKey.current = focusedKey();
    setBoard(moved.value);
    saveMove({ intent: "move", classId: String(classId), to, js: "1" });
  };
  return (
    <div ref={container}>
      {message ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      {dnd ? (
        <dnd.DndBoard board={board} classes={classes} onMove={move} drafts={drafts.current} />
      ) : (
        <BeforeLeaving run={rememberBeforeSwap}>
          <BoardColumns board={board} classes={classes} onMove={move} drafts={drafts.current} />
        </BeforeLeaving>
      )}
    </div>
  );
}

/**
 * Runs `run` as its children are unmounted, while their elements are still in the document: React
 * calls a component's layout-effect cleanup before it removes the component's elements.
 */
function BeforeLeaving({ run, children }: { run: () => void; children: ReactNode }) {
  const latest = useRef(run);
  latest.current = run;
  useLayoutEffect(() => () => latest.current(), []);
  return children;
}
