import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { CanvasNoteColor } from '../family/family-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ListValue } from '../list/list-field';
import { PRESENCE_ANCHOR } from '../presence/anchored-point';
import { BoardCellCard } from './board-card';

export const BOARD_COLUMN_WIDTH = 288;

export interface BoardCellProps {
  /** The cell's id (cellId(lane, column)): the drop target of its cards. */
  cell: string;
  /** Names the cell for others' pointers (PRESENCE_ANCHOR): on boards laid out alike, the same cell. */
  anchor: string;
  /** Names the cell for screen readers: the column, and the lane with swimlanes on. */
  label: string;
  cards: readonly EntityItem<ListValue>[];
  color: CanvasNoteColor | undefined;
  fadedKeys: ReadonlySet<string>;
  over: boolean;
  /** The card being dragged, when it shows in this cell. */
  draggedKey: string | undefined;
}

/** One column of one lane: its cards in order, a drop target even when empty. */
export const BoardCell = memo(function BoardCell({ cell, anchor, label, cards, color, fadedKeys, over, draggedKey }: BoardCellProps) {
  const t = useSdkTranslate();
  const { setNodeRef } = useDroppable({ id: cell, data: { cell } });
  return (
    <SortableContext id={cell} items={cards.map((card) => card.key)} strategy={verticalListSortingStrategy}>
      <Stack
        ref={setNodeRef}
        component="section"
        aria-label={label}
        data-cell={cell}
        {...{ [PRESENCE_ANCHOR]: anchor }}
        spacing={1}
        sx={{
          width: BOARD_COLUMN_WIDTH,
          flex: 'none',
          minHeight: 72,
          p: 1,
          borderRadius: 1,
          bgcolor: over ? 'action.selected' : 'action.hover',
          scrollSnapAlign: 'start',
        }}
      >
        {cards.map((card) => (
          <BoardCellCard key={card.key} card={card} cell={cell} color={color} faded={fadedKeys.has(card.key)} dragged={card.key === draggedKey} />
        ))}
        {cards.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
            {t('board.empty')}
          </Typography>
        )}
      </Stack>
    </SortableContext>
  );
});
