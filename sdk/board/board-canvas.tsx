import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { ListValue } from '../list/list-field';
import { useDndAccessibility } from '../ui/use-dnd-accessibility';
import { BoardCardBody, cardFrameSx } from './board-card';
import { BoardCell } from './board-cell';
import { boardCollision } from './board-collision';
import type { BoardColumn } from './board-column-model';
import { cellId, parseCellId } from './board-model';

export interface BoardLane {
  id: number;
  title: string;
}

export interface BoardCanvasProps {
  columns: readonly BoardColumn[];
  /** One lane (NO_LANE) with swimlanes off. */
  lanes: readonly BoardLane[];
  swimlanes: boolean;
  /** How this person lays the lanes out (the swimlane choice): others' pointers show on a board laid out alike. */
  layoutName: string;
  /** The cards of each cell, by cellId(lane, column), in board order. */
  cells: ReadonlyMap<string, EntityItem<ListValue>[]>;
  fadedKeys: ReadonlySet<string>;
  header: (column: BoardColumn, index: number) => ReactNode;
  /** Names a card or a cell for the screen reader's announcements. */
  nameOf: (id: UniqueIdentifier) => string;
  /** A card dropped at `index` among the cards of `cell`. */
  onMove: (key: string, cell: string, index: number) => void;
}

/** Where the dragged card shows while it is over another cell than its own. */
interface Preview {
  key: string;
  cell: string;
  index: number;
}

const isCell = (id: UniqueIdentifier) => parseCellId(String(id)) !== null;

const EMPTY: EntityItem<ListValue>[] = [];

/**
 * The board's cells in columns (and lanes), cards dragged by pointer or keyboard within and between cells.
 * While a card is dragged over another cell only the two cells it leaves and enters draw again.
 */
export function BoardCanvas({ columns, lanes, swimlanes, layoutName, cells, fadedKeys, header, nameOf, onMove }: BoardCanvasProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDndAccessibility(nameOf);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  const cellOfKey = useMemo(() => {
    const map = new Map<string, string>();
    for (const [cell, cards] of cells) for (const card of cards) map.set(card.key, cell);
    return map;
  }, [cells]);
  const cardOfKey = useCallback((key: string) => cells.get(cellOfKey.get(key) ?? '')?.find((card) => card.key === key), [cells, cellOfKey]);

  // The cells as shown: the dragged card taken out of its own cell and put into the previewed one.
  const shown = useMemo(() => {
    if (!preview) return cells;
    const from = cellOfKey.get(preview.key);
    const card = cardOfKey(preview.key);
    if (!from || !card || from === preview.cell) return cells;
    const next = new Map(cells);
    next.set(from, (cells.get(from) ?? EMPTY).filter((item) => item.key !== preview.key));
    const into = [...(cells.get(preview.cell) ?? EMPTY)];
    into.splice(Math.min(preview.index, into.length), 0, card);
    next.set(preview.cell, into);
    return next;
  }, [cells, preview, cellOfKey, cardOfKey]);

  const cellShowing = (key: string) => (preview?.key === key ? preview.cell : cellOfKey.get(key));
  const targetCellOf = (id: UniqueIdentifier) => (isCell(id) ? String(id) : cellShowing(String(id)));

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveKey(String(active.id));
    setPreview(null);
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const key = String(active.id);
    const target = targetCellOf(over.id);
    if (!target || target === cellShowing(key)) return;
    const targetCards = (shown.get(target) ?? EMPTY).filter((card) => card.key !== key);
    const overIndex = targetCards.findIndex((card) => card.key === over.id);
    setPreview({ key, cell: target, index: overIndex < 0 ? targetCards.length : overIndex });
  };
  const finish = () => {
    setActiveKey(null);
    setPreview(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const key = String(active.id);
    const cell = cellShowing(key);
    finish();
    if (!over || !cell) return;
    const list = (shown.get(cell) ?? EMPTY).map((card) => card.key);
    const overIndex = isCell(over.id) ? -1 : list.indexOf(String(over.id));
    const index = overIndex >= 0 ? overIndex : list.indexOf(key);
    const original = cellOfKey.get(key);
    const originalIndex = (cells.get(original ?? '') ?? EMPTY).findIndex((card) => card.key === key);
    if (cell !== original || index !== originalIndex) onMove(key, cell, index);
  };

  const active = activeKey ? cardOfKey(activeKey) : undefined;
  const activeColumn = active ? columns.find((column) => column.id === parseCellId(cellOfKey.get(active.key) ?? '')?.column) : undefined;
  const overCell = preview?.cell;

  return (
    <DndContext sensors={sensors} collisionDetection={boardCollision} accessibility={accessibility}
      onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={finish}>
      <Box sx={{ overflowX: 'auto', scrollSnapType: 'x proximity', pb: 1 }}>
        <Stack spacing={1} sx={{ width: 'max-content' }}>
          <Stack direction="row" spacing={1}>
            {columns.map((column, index) => (
              <Fragment key={column.id}>{header(column, index)}</Fragment>
            ))}
          </Stack>
          {lanes.map((lane) => (
            <Stack key={lane.id} spacing={0.5} component={swimlanes ? 'section' : 'div'} aria-label={swimlanes ? lane.title : undefined}>
              {swimlanes && (
                <Typography component="h3" variant="subtitle2" sx={{ position: 'sticky', left: 0, width: 'max-content', px: 1 }}>
                  {lane.title}
                </Typography>
              )}
              <Stack direction="row" spacing={1}>
                {columns.map((column) => {
                  const cell = cellId(lane.id, column.id);
                  return (
                    <BoardCell key={cell} cell={cell} anchor={`${layoutName}:${cell}`} label={swimlanes ? `${column.title}, ${lane.title}` : column.title}
                      cards={shown.get(cell) ?? EMPTY} color={column.color} fadedKeys={fadedKeys} over={overCell === cell}
                      draggedKey={activeKey !== null && cellShowing(activeKey) === cell ? activeKey : undefined} />
                  );
                })}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Box>
      <DragOverlay>
        {active ? (
          <Box sx={{ ...cardFrameSx(activeColumn?.color, fadedKeys.has(active.key)), boxShadow: 6, cursor: 'grabbing' }}>
            <BoardCardBody card={active} color={activeColumn?.color} faded={fadedKeys.has(active.key)} />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
