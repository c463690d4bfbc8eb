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
import type { Tailored } from "~/server/reports/customization";
import { GROUP_TITLES, type GroupId } from "~/server/reports/groups";
import {
  BoardColumns,
  ClassCard,
  GroupColumn,
  type BoardClass,
  type CardProps,
  type ColumnProps,
  type CommentDrafts,
} from "./TailorCards";

/**
 * The drag-and-drop layer of the tailored board (@dnd-kit: pointer and keyboard sensors, moves
 * announced). Loaded by TailorBoard with a dynamic import after hydration, so it is not part of the
 * page's first-load JavaScript; until it arrives the same cards work with their 'Move to' forms.
 */
export function DndBoard({
  board,
  classes,
  onMove,
  drafts,
}: {
  board: Tailored;
  classes: BoardClass[];
  onMove: (classId: number, to: GroupId) => void;
  drafts: CommentDrafts;
}) {
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
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over) return;
    const classId = Number(String(e.active.id).replace("class-", ""));
    const to = String(e.over.id) as GroupId;
    if (!board.grouping.find((g) => g.id === to)?.classes.includes(classId)) onMove(classId, to);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <BoardColumns
        board={board}
        classes={classes}
        onMove={onMove}
        drafts={drafts}
        Column={DroppableColumn}
        Card={DraggableCard}
      />
    </DndContext>
  );
}

function DroppableColumn({ id, count, children }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <GroupColumn id={id} count={count} isOver={isOver} setNodeRef={setNodeRef}>
      {children}
    </GroupColumn>
  );
}

function DraggableCard(props: CardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `class-${props.cls.id}`,
  });
  return (
    <ClassCard
      {...props}
      drag={{
        setNodeRef,
        style: { transform: CSS.Translate.toString(transform) },
        handle: { ...attributes, ...listeners },
        isDragging,
      }}
    />
  );
}
