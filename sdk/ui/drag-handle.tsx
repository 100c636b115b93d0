import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';

export interface DragHandleProps {
  /** What the handle moves, in the user's words, e.g. "Reorder Supplier fails". */
  label: string;
  /** From dnd-kit's useDraggable or useSortable. */
  draggable: {
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
    setActivatorNodeRef: (element: HTMLElement | null) => void;
  };
}

/** The grip that starts a drag, by pointer or (space, arrows, space) by keyboard. */
export function DragHandle({ label, draggable }: DragHandleProps) {
  return (
    <IconButton
      ref={draggable.setActivatorNodeRef}
      {...draggable.attributes}
      {...draggable.listeners}
      size="small"
      aria-label={label}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}
