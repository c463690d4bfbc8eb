import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { GRADE_STYLE, type GradeKey } from "~/app/components/risk/grades";
import type { Tailored } from "~/server/reports/customization";
import { GROUP_TITLES, MAX_FOR_CONSIDERATION, moveClass, type GroupId } from "~/server/reports/groups";

export type BoardClass = { id: number; name: string; rating: number; grade: GradeKey; comment: string };

/**
 * Step 1 'tailor' (spec §2): classes dragged between Recommended, For Review and For Consideration
 * (at most three) with @dnd-kit (pointer and keyboard sensors, moves announced), and without JS a
 * 'Move to' select per class. Each class has its comment. Every change is saved at once.
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
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  useEffect(() => setBoard(value), [value]);
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) setMessage(fetcher.data.message ?? null);
  }, [fetcher.data]);
  const byId = new Map(classes.map((c) => [c.id, c]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const name = (id: unknown) => byId.get(Number(String(id).replace("class-", "")))?.name ?? "class";
  const group = (id: unknown) => GROUP_TITLES[String(id) as GroupId] ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over ${group(over.id)}.` : `${name(active.id)} is not over a group.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} moved to ${group(over.id)}.` : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const move = (classId: number, to: GroupId) => {
    const moved = moveClass(board, classId, to);
    if (!moved.ok) {
      setMessage(moved.message);
      return;
    }
    setMessage(null);
    setBoard(moved.value);
    void fetcher.submit({ intent: "move", classId: String(classId), to, js: "1" }, { method: "post" });
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over) return;
    const classId = Number(String(e.active.id).replace("class-", ""));
    const to = String(e.over.id) as GroupId;
    if (!board.grouping.find((g) => g.id === to)?.classes.includes(classId)) move(classId, to);
  };
  return (
    <div>
      {message ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <div className="grid gap-4 xl:grid-cols-3">
          {board.grouping.map((g) => (
            <GroupColumn key={g.id} id={g.id} count={g.classes.length}>
              {g.classes.map((id) => {
                const c = byId.get(id);
                return c ? <ClassCard key={id} cls={c} group={g.id} onMove={move} /> : null;
              })}
            </GroupColumn>
          ))}
        </div>
      </DndContext>
    </div>
  );
}

function GroupColumn({ id, count, children }: { id: GroupId; count: number; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
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

function ClassCard({
  cls,
  group,
  onMove,
}: {
  cls: BoardClass;
  group: GroupId;
  onMove: (id: number, to: GroupId) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `class-${cls.id}`,
  });
  const g = GRADE_STYLE[cls.grade];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`rounded-md border border-slate-200 bg-white p-3 shadow-sm ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="tailor-handle mt-0.5 cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100"
          aria-label={`Drag ${cls.name}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-medium">{cls.name}</p>
          <span
            className="mt-1 inline-block rounded-full px-2 text-xs font-bold"
            style={{ background: g.fill, color: g.onFill }}
          >
            {g.label} {cls.rating}
          </span>
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
        <button type="submit" className="rounded border border-slate-300 px-2 py-0.5 text-sm">
          Move<span className="sr-only"> {cls.name}</span>
        </button>
      </Form>
      <CommentEditor classId={cls.id} className={cls.name} initial={cls.comment} />
    </li>
  );
}

/** The class comment, saved 500 ms after typing stops with JS, by its Save button without. */
function CommentEditor({
  classId,
  className,
  initial,
}: {
  classId: number;
  className: string;
  initial: string;
}) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [text, setText] = useState(initial);
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
        onChange={(e) => {
          setText(e.target.value);
          if (timer.current) clearTimeout(timer.current);
          const value = e.target.value;
          timer.current = setTimeout(
            () =>
              void fetcher.submit(
                { intent: "comment", classId: String(classId), comment: value, js: "1" },
                { method: "post" },
              ),
            500,
          );
        }}
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <div className="flex items-center justify-between">
        <span role="status" className="text-xs text-slate-500">
          {fetcher.state !== "idle" ? "Saving…" : fetcher.data?.ok ? "Saved" : ""}
        </span>
        <button type="submit" className="rounded border border-slate-300 px-2 py-0.5 text-xs">
          Save comment<span className="sr-only"> on {className}</span>
        </button>
      </div>
    </Form>
  );
}
