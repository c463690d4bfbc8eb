import { useState, type ComponentType, type CSSProperties, type HTMLAttributes, type ReactNode } from "react";
import { Form, useFetcher } from "react-router";
import { useSaveInOrder } from "~/app/lib/save-in-order";
import { GradeChip } from "~/app/components/risk/GradeChip";
import type { GradeKey } from "~/app/components/risk/grades";
import type { Tailored } from "~/server/reports/customization";
import { GROUP_TITLES, MAX_FOR_CONSIDERATION, type GroupId } from "~/server/reports/groups";

export type BoardClass = { id: number; name: string; rating: number; grade: GradeKey; comment: string };

/** What the drag-and-drop layer (TailorDnd, loaded after hydration) adds to a card. */
export type DragBits = {
  setNodeRef: (el: HTMLElement | null) => void;
  style: CSSProperties;
  handle: HTMLAttributes<HTMLButtonElement>;
  isDragging: boolean;
};

/**
 * Comments typed on this page, by class, with the stored comment they were typed over: a card that
 * is remounted (moved to another group, or the board swapped for the drag-and-drop one) keeps what
 * was typed, unless the stored comment changed meanwhile (saved, or the board reset).
 */
export type CommentDrafts = Map<number, { over: string; text: string }>;

export type ColumnProps = { id: GroupId; count: number; children: ReactNode };
export type CardProps = {
  cls: BoardClass;
  group: GroupId;
  onMove: (id: number, to: GroupId) => void;
  drafts: CommentDrafts;
};

/**
 * The three groups with their class cards. The drag-and-drop layer passes droppable columns and
 * draggable cards; without it the plain ones are used.
 */
export function BoardColumns({
  board,
  classes,
  onMove,
  drafts,
  Column = GroupColumn,
  Card = ClassCard,
}: {
  board: Tailored;
  classes: BoardClass[];
  onMove: (id: number, to: GroupId) => void;
  drafts: CommentDrafts;
  Column?: ComponentType<ColumnProps>;
  Card?: ComponentType<CardProps>;
}) {
  const byId = new Map(classes.map((c) => [c.id, c]));
  return (
    <div className="grid gap-4 xl:grid-cols-3">
      {board.grouping.map((g) => (
        <Column key={g.id} id={g.id} count={g.classes.length}>
          {g.classes.map((id) => {
            const c = byId.get(id);
            return c ? <Card key={id} cls={c} group={g.id} onMove={onMove} drafts={drafts} /> : null;
          })}
        </Column>
      ))}
    </div>
  );
}

export function GroupColumn({
  id,
  count,
  isOver = false,
  setNodeRef,
  children,
}: {
  id: GroupId;
  count: number;
  isOver?: boolean;
  setNodeRef?: (el: HTMLElement | null) => void;
  children: ReactNode;
}) {
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`group-${id}`}
      className={`rounded-lg border-2 p-3 ${isOver ? "border-accent-500 bg-cyan-50" : "border-dashed border-slate-300 bg-slate-50"}`}
    >
      <h2 id={`group-${id}`} className="mb-2 flex items-center justify-between font-semibold text-brand-800">
        {GROUP_TITLES[id]}
        <span className="text-sm font-normal text-slate-600">
          {id === "for_consideration" ? `${count}/${MAX_FOR_CONSIDERATION}` : count}
        </span>
      </h2>
      {/* Outside the list: a <ul> may only hold list items (axe "list"). */}
      {count === 0 ? <p className="px-2 py-6 text-center text-sm text-slate-500">Drop classes here</p> : null}
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

/**
 * One class: drag handle (a button once drag and drop has loaded; until then an inert mark of the
 * same size, so nothing shifts), name and grade, the 'Move to' form (posts without JS) and the comment.
 */
export function ClassCard({ cls, group, onMove, drafts, drag }: CardProps & { drag?: DragBits }) {
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={`rounded-md border border-slate-200 bg-white p-3 shadow-sm ${drag?.isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-start gap-2">
        {drag ? (
          <button
            type="button"
            className="tailor-handle mt-0.5 cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100"
            aria-label={`Drag ${cls.name}`}
            data-focus-key={`drag-${cls.id}`}
            {...drag.handle}
          >
            ⠿
          </button>
        ) : (
          <span aria-hidden="true" className="tailor-handle mt-0.5 rounded px-1 text-slate-500">
            ⠿
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium">{cls.name}</p>
          <GradeChip grade={cls.grade} rating={cls.rating} className="mt-1" />
        </div>
      </div>
      <Form
        method="post"
        className="mt-2 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const to = new FormData(e.currentTarget).get("to") as GroupId;
          onMove(cls.id, to);
        }}
      >
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="classId" value={cls.id} />
        <label className="text-xs text-slate-600">
          Move to
          <select
            name="to"
            defaultValue={group}
            data-focus-key={`to-${cls.id}`}
            className="ml-1 rounded border border-slate-300 px-1 py-0.5 text-sm"
            key={group}
          >
            {(Object.keys(GROUP_TITLES) as GroupId[]).map((id) => (
              <option key={id} value={id}>
                {GROUP_TITLES[id]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          data-focus-key={`move-${cls.id}`}
          className="rounded border border-slate-300 px-2 py-0.5 text-sm"
        >
          Move<span className="sr-only"> {cls.name}</span>
        </button>
      </Form>
      <CommentEditor classId={cls.id} className={cls.name} initial={cls.comment} drafts={drafts} />
    </li>
  );
}

/** The class comment, saved 500 ms after typing stops with JS, by its Save button without. */
function CommentEditor({
  classId,
  className,
  initial,
  drafts,
}: {
  classId: number;
  className: string;
  initial: string;
  drafts: CommentDrafts;
}) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const save = useSaveInOrder(fetcher, "latest", 500);
  const [text, setText] = useState(() => {
    const draft = drafts.get(classId);
    return draft && draft.over === initial ? draft.text : initial;
  });
  const id = `comment-${classId}`;
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="classId" value={classId} />
      <label htmlFor={id} className="text-xs font-semibold text-slate-600">
        Comment on {className}
      </label>
      <textarea
        id={id}
        name="comment"
        rows={2}
        maxLength={5000}
        value={text}
        data-focus-key={id}
        onChange={(e) => {
          setText(e.target.value);
          drafts.set(classId, { over: initial, text: e.target.value });
          save({ intent: "comment", classId: String(classId), comment: e.target.value, js: "1" });
        }}
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <div className="flex items-center justify-between">
        <span role="status" className="text-xs text-slate-500">
          {fetcher.state !== "idle" ? "Saving…" : fetcher.data?.ok ? "Saved" : ""}
        </span>
        <button
          type="submit"
          data-focus-key={`save-${classId}`}
          className="rounded border border-slate-300 px-2 py-0.5 text-xs"
        >
          Save comment<span className="sr-only"> on {className}</span>
        </button>
      </div>
    </Form>
  );
}
