import Add from '@mui/icons-material/Add';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { changedAssignments, NO_ASSIGNMENTS } from '../entity-values/assignments';
import { withChangedFields } from '../entity-values/changed-fields';
import type { EntityItem } from '../entity-values/entity-item';
import type { EntityValues } from '../entity-values/use-entity-values';
import { columnSetLabelKey, ITEM_LABEL_KEY } from '../family/message-keys';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useTranslate } from '../i18n/use-translate';
import { fieldDefaults, type ListValue } from '../list/list-field';
import { ListItemDialog } from '../list/list-item-dialog';
import { pluginFieldLabels, useListFields } from '../list/use-list-fields';
import type { ModuleViewProps } from '../module-view';
import { PointerPresence } from '../presence/pointer-presence';
import { useAssignmentOptions } from '../registries/use-assignment-options';
import { LoadGate } from '../ui/load-gate';
import { SaveStatus } from '../ui/save-status';
import { combinedSaveStatus } from '../ui/save-status-source';
import { useUndoableRemove } from '../ui/use-undoable-remove';
import { useUserPreference } from '../ui/use-user-preference';
import { BoardCanvas } from './board-canvas';
import { BoardColourFilter } from './board-colour-filter';
import { BoardColumnDeleteDialog } from './board-column-delete-dialog';
import { BoardColumnHeader } from './board-column-header';
import { newColumnId, type BoardColumn } from './board-column-model';
import { BoardSharedContext, type BoardShared } from './board-context';
import type { BoardColumnSet, BoardColumnValue, BoardDeclaration } from './board-declaration';
import { boardMoveIndex, parseCellId, SWIMLANE_CHOICES, type SwimlaneChoice } from './board-model';
import { useBoardLayout } from './use-board-layout';
import { useBoardMoves, withColumn } from './use-board-moves';
import { useColourFilter } from './use-colour-filter';
import { useColumnFields } from './use-column-fields';

export interface BoardModuleViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  board: BoardDeclaration;
  /** The set of columns this view sorts the cards into. */
  columnSet: BoardColumnSet;
  cards: EntityValues<ListValue>;
  columns: EntityValues<BoardColumnValue>;
  /** Offer swimlanes by assignee or tag and the colour filter, both kept per user and module. */
  swimlanes?: boolean;
  colourFilter?: boolean;
  /** What a column shows under its title, from its cards (an iteration's dates and share done). */
  columnSummary?: (column: BoardColumn, cards: readonly EntityItem<ListValue>[]) => ReactNode;
}

type EditingCard = { key: string } | { column: string } | null;
type EditingColumn = { key: string } | { isNew: true } | null;

/** The user's remembered preference key for one board's swimlanes. */
export const swimlanePreferenceKey = (moduleId: number) => `board-swimlanes.${moduleId}`;
/** Up to this many cards a board draws every card; a bigger one draws those near the screen only. */
const FACES_ALL_DRAWN_UP_TO = 200;

const readSwimlane = (stored: unknown): SwimlaneChoice => (SWIMLANE_CHOICES.includes(stored as SwimlaneChoice) ? (stored as SwimlaneChoice) : 'none');

/**
 * A board of cards in columns: add, edit, move (drag, keyboard, or a card's menu; each move one undo step) and
 * delete cards; add, edit (name, colour, WIP limit), reorder and delete columns. Read-only, nothing moves.
 */
export function BoardModuleView(props: BoardModuleViewProps) {
  const { project, module, readOnly, segment, board, columnSet, cards, columns: columnValues, columnSummary } = props;
  const t = useSdkTranslate();
  const pluginT = useTranslate(segment);
  const { cardField } = columnSet;
  const labels = useMemo(() => pluginFieldLabels(pluginT), [pluginT]);
  const fields = useListFields(board.cardFields, project.id, labels);
  const columnFields = useColumnFields(columnSet, project.id, pluginT);
  const itemLabel = pluginT(ITEM_LABEL_KEY);
  const columnLabel = pluginT(columnSetLabelKey(cardField, 'item'));
  const noneTitle = pluginT(columnSetLabelKey(cardField, 'none'));
  const assignmentOptions = useAssignmentOptions(project.id);

  const [storedSwimlane, setSwimlane] = useUserPreference(swimlanePreferenceKey(module.id), 'none', readSwimlane);
  const swimlane = props.swimlanes ? storedSwimlane : 'none';
  const colour = useColourFilter(project.id, module.id, props.colourFilter === true);
  const laneNames = useMemo(
    () => ({ options: assignmentOptions, none: t(swimlane === 'tag' ? 'board.swimlanes.noTag' : 'board.swimlanes.noAssignee') }),
    [assignmentOptions, swimlane, t],
  );
  const layout = useBoardLayout(cards.items, columnValues.items, cardField, noneTitle, swimlane, laneNames);
  const moves = useBoardMoves(cards, cardField, swimlane, layout.cellOf);
  const fadedKeys = useMemo(
    () => new Set(cards.items.filter((card) => !colour.matches(card.assignments ?? NO_ASSIGNMENTS)).map((card) => card.key)),
    [cards.items, colour],
  );

  const titleField = fields[0].name;
  const nameOf = useCallback((card: EntityItem<ListValue>) => String(card.value[titleField] || t('untitled')), [titleField, t]);
  const [editingCard, setEditingCard] = useState<EditingCard>(null);
  const [editingColumn, setEditingColumn] = useState<EditingColumn>(null);
  const [deletingColumn, setDeletingColumn] = useState<BoardColumn | null>(null);
  const { remove, snackbar } = useUndoableRemove(cards);
  const saveStatus = useMemo(() => combinedSaveStatus([cards.saveStatus, columnValues.saveStatus]), [cards.saveStatus, columnValues.saveStatus]);

  const shared = useMemo<BoardShared>(
    () => ({
      readOnly,
      fields,
      itemLabel,
      columnLabel,
      columns: layout.columns,
      assignmentOptions,
      nameOf,
      drawNearScreenOnly: cards.items.length > FACES_ALL_DRAWN_UP_TO,
      open: (key) => setEditingCard({ key }),
      moveTo: moves.moveToColumn,
      remove: (key) => {
        const card = cards.items.find((item) => item.key === key);
        if (card) remove(key, nameOf(card));
      },
    }),
    [readOnly, fields, itemLabel, columnLabel, layout.columns, assignmentOptions, nameOf, moves.moveToColumn, cards.items, remove],
  );

  const announceName = useCallback(
    (id: UniqueIdentifier) => {
      const cell = parseCellId(String(id));
      if (cell) return layout.shownColumns.find((column) => column.id === cell.column)?.title ?? noneTitle;
      const card = cards.items.find((item) => item.key === id);
      return card ? nameOf(card) : String(id);
    },
    [layout.shownColumns, cards.items, nameOf, noneTitle],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (readOnly || !moves.canUndo || target.closest('input, textarea, [contenteditable="true"]')) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      moves.undo();
    }
  };

  const editedCard = editingCard && 'key' in editingCard ? cards.items.find((item) => item.key === editingCard.key) : undefined;
  const editedColumn = editingColumn && 'key' in editingColumn ? columnValues.items.find((item) => item.key === editingColumn.key) : undefined;
  const status = cards.status === 'error' || columnValues.status === 'error' ? 'error' : cards.status === 'loading' || columnValues.status === 'loading' ? 'loading' : 'ready';

  const header = (column: BoardColumn) => {
    const index = layout.columns.findIndex((candidate) => candidate.id === column.id);
    return (
      <BoardColumnHeader
        column={column}
        count={layout.counts.get(column.id) ?? 0}
        summary={columnSummary?.(column, cards.items.filter((card) => layout.columnOfCard(card) === column.id))}
        canMoveLeft={index > 0}
        canMoveRight={index >= 0 && index < layout.columns.length - 1}
        onAddCard={() => setEditingCard({ column: column.id })}
        onEdit={() => column.key && setEditingColumn({ key: column.key })}
        onMove={(by) => column.key && columnValues.move(column.key, index + by)}
        onDelete={() => setDeletingColumn(column)}
      />
    );
  };

  return (
    <BoardSharedContext.Provider value={shared}>
      <Stack spacing={2} data-tour="board-columns" sx={{ p: 2, minWidth: 0 }} onKeyDown={onKeyDown}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {!readOnly && (
            <Button startIcon={<Add />} variant="contained" disabled={status !== 'ready'} onClick={() => setEditingColumn({ isNew: true })}>
              {t('board.addColumn', { column: columnLabel })}
            </Button>
          )}
          {props.swimlanes && (
            <TextField select size="small" label={t('board.swimlanes.label')} value={swimlane}
              onChange={(event) => setSwimlane(event.target.value as SwimlaneChoice)} sx={{ minWidth: 180 }}>
              {SWIMLANE_CHOICES.map((choice) => (
                <MenuItem key={choice} value={choice}>{t(`board.swimlanes.${choice}`)}</MenuItem>
              ))}
            </TextField>
          )}
          {props.colourFilter && <BoardColourFilter projectId={project.id} filter={colour.filter} onChange={colour.change} />}
          {!readOnly && (
            <Button startIcon={<Undo />} disabled={!moves.canUndo} onClick={moves.undo}>
              {t('board.undoMove')}
            </Button>
          )}
          {!readOnly && (
            <Stack direction="row" sx={{ ml: 'auto' }}>
              <SaveStatus queue={saveStatus} />
            </Stack>
          )}
        </Stack>
        <LoadGate status={status} onRetry={() => void Promise.all([cards.reload(), columnValues.reload()])}>
          {layout.columns.length === 0 && (
            <Typography color="text.secondary">
              {readOnly ? t('board.noColumnsReadOnly') : t('board.noColumns', { column: columnLabel })}
            </Typography>
          )}
          <PointerPresence moduleId={module.id}>
            <BoardCanvas
              columns={layout.shownColumns}
              lanes={layout.lanes}
              swimlanes={swimlane !== 'none'}
              layoutName={swimlane}
              cells={layout.cells}
              fadedKeys={fadedKeys}
              header={header}
              nameOf={announceName}
              onMove={moves.moveToCell}
            />
          </PointerPresence>
        </LoadGate>
      </Stack>
      {editingCard && !readOnly && (editedCard || 'column' in editingCard) && (
        <ListItemDialog
          title={editedCard ? t('board.editCard', { item: itemLabel }) : t('board.newCard', { item: itemLabel })}
          projectId={project.id}
          fields={fields}
          value={editedCard?.value ?? fieldDefaults(fields)}
          assignments={editedCard?.assignments ?? NO_ASSIGNMENTS}
          onSave={(value, assignments, opened) => {
            if (editedCard) {
              cards.update(editedCard.key, (current) => withChangedFields(current, opened.value, value));
              cards.assign(editedCard.key, changedAssignments(opened.assignments, assignments));
            } else if ('column' in editingCard) {
              const column = editingCard.column;
              const atIndex = boardMoveIndex(cards.items, '', (card) => layout.columnOfCard(card) === column, Number.MAX_SAFE_INTEGER);
              cards.create(withColumn(value, cardField, column), atIndex, changedAssignments(NO_ASSIGNMENTS, assignments));
            }
            setEditingCard(null);
          }}
          onClose={() => setEditingCard(null)}
        />
      )}
      {editingColumn && !readOnly && (editedColumn || 'isNew' in editingColumn) && (
        <ListItemDialog
          title={editedColumn ? t('board.editColumn', { column: columnLabel, name: editedColumn.value.title }) : t('board.newColumn', { column: columnLabel })}
          projectId={project.id}
          fields={columnFields}
          value={(editedColumn?.value ?? {}) as ListValue}
          assignments={NO_ASSIGNMENTS}
          assignable={false}
          onSave={(value) => {
            if (editedColumn) columnValues.update(editedColumn.key, () => ({ ...(value as BoardColumnValue), id: editedColumn.value.id }));
            else columnValues.create({ ...(value as BoardColumnValue), id: newColumnId() });
            setEditingColumn(null);
          }}
          onClose={() => setEditingColumn(null)}
        />
      )}
      {deletingColumn && deletingColumn.key && (
        <BoardColumnDeleteDialog
          columnLabel={columnLabel}
          name={deletingColumn.title}
          count={layout.counts.get(deletingColumn.id) ?? 0}
          noneTitle={noneTitle}
          onConfirm={() => {
            if (deletingColumn.key) columnValues.remove(deletingColumn.key);
            setDeletingColumn(null);
          }}
          onClose={() => setDeletingColumn(null)}
        />
      )}
      {snackbar}
    </BoardSharedContext.Provider>
  );
}

