import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import type { Id } from '../../../../core/domain/id';
import { DragHandle } from '../../../../sdk/ui/drag-handle';
import { useDndAccessibility } from '../../../../sdk/ui/use-dnd-accessibility';

export interface SortableRowsProps<T extends { id: Id }> {
  items: readonly T[];
  nameOf(item: T): string;
  /** The drag handle's name for an item, e.g. "Move section Data". */
  handleLabel(item: T): string;
  /** The whole new order, after a drop that changed it. */
  onReorder(ids: Id[]): void;
  disabled?: boolean;
  /** One row; `handle` is its drag handle (pointer, or Space, arrows, Space from the keyboard). */
  children(item: T, handle: ReactNode): ReactNode;
}

/** A vertical list whose rows are reordered by dragging their handles, with the keyboard too. */
export function SortableRows<T extends { id: Id }>({ items, nameOf, handleLabel, onReorder, disabled, children }: SortableRowsProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOfId = useCallback((id: UniqueIdentifier) => {
    const item = items.find((entry) => entry.id === Number(id));
    return item ? nameOf(item) : '';
  }, [items, nameOf]);
  const accessibility = useDndAccessibility(nameOfId);
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={accessibility}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={handleLabel(item)} disabled={disabled}>
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, disabled, children }: { id: Id; label: string; disabled?: boolean; children(handle: ReactNode): ReactNode }) {
  const sortable = useSortable({ id, disabled });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition, opacity: sortable.isDragging ? 0.6 : 1 }}
    >
      {children(disabled ? null : <DragHandle label={label} draggable={sortable} />)}
    </li>
  );
}
