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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Fragment, useCallback, type ReactNode } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useDndAccessibility } from '../ui/use-dnd-accessibility';
import { VisuallyHidden } from '../ui/visually-hidden';
import { COLUMN_WIDTHS } from './list-cell';
import type { ListField, ListValue } from './list-field';
import type { ItemGroup, ListViewChoices } from './list-view-state';

type Item = EntityItem<ListValue>;

export interface ListTableProps {
  /** Names the table for screen readers: the module's name. */
  label: string;
  columns: readonly ListField[];
  /** The rows shown, in groups when grouped (one group without a label otherwise). */
  groups: readonly ItemGroup[];
  readOnly: boolean;
  reorderable: boolean;
  sort: ListViewChoices['sort'];
  onSort: (field: string) => void;
  selectedCount: number;
  onSelectAll: (selected: boolean) => void;
  nameOf: (item: Item | undefined) => string;
  onMove: (key: string, toIndex: number) => void;
  /** The groups shown folded, by value. */
  folded: ReadonlySet<string>;
  onToggleFold: (value: string) => void;
  renderRow: (item: Item, index: number, count: number) => ReactNode;
}

/** The list as a table: a sortable header per field, optional groups that fold, drag to reorder in manual order. */
export function ListTable(props: ListTableProps) {
  const { columns, groups, readOnly, reorderable, sort, nameOf, folded } = props;
  const t = useSdkTranslate();
  const rows = groups.flatMap((group) => (folded.has(group.value) ? [] : group.items));
  const grouped = groups.some((group) => group.label !== '');
  // The fields, the assigned column, the actions, and the selection and drag columns when writable.
  const columnCount = columns.length + 2 + (readOnly ? 0 : 1) + (readOnly || !reorderable ? 0 : 1);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDndAccessibility(
    useCallback((id: UniqueIdentifier) => nameOf(rows.find((item) => item.key === id)), [rows, nameOf]),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const toIndex = rows.findIndex((item) => item.key === over?.id);
    if (toIndex >= 0 && active.id !== over?.id) props.onMove(String(active.id), toIndex);
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={rows.map((item) => item.key)} strategy={verticalListSortingStrategy}>
          <Table size="small" aria-label={props.label} stickyHeader>
            <TableHead>
              <TableRow>
                {!readOnly && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={rows.length > 0 && props.selectedCount === rows.length}
                      indeterminate={props.selectedCount > 0 && props.selectedCount < rows.length}
                      onChange={(event) => props.onSelectAll(event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
                    />
                  </TableCell>
                )}
                {!readOnly && reorderable && (
                  <TableCell padding="none">
                    <VisuallyHidden>{t('list.reorderColumn')}</VisuallyHidden>
                  </TableCell>
                )}
                {columns.map((field) => {
                  const direction = sort?.field === field.name ? sort.direction : undefined;
                  return (
                    <TableCell
                      key={field.name}
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                      sx={{ minWidth: Math.min(COLUMN_WIDTHS[field.kind], 120), width: COLUMN_WIDTHS[field.kind] }}
                      align={field.kind === 'number' ? 'right' : 'left'}
                    >
                      <TableSortLabel active={direction !== undefined} direction={direction ?? 'asc'} onClick={() => props.onSort(field.name)}>
                        {field.label}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
                <TableCell sx={{ minWidth: 160 }}>{t('assign.column')}</TableCell>
                <TableCell padding="none">
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map((group) => {
                const isFolded = folded.has(group.value);
                return (
                  <Fragment key={group.value}>
                    {grouped && (
                      <TableRow>
                        <TableCell colSpan={columnCount} sx={{ bgcolor: 'action.hover', py: 0.5 }}>
                          <Button
                            size="small"
                            color="inherit"
                            aria-expanded={!isFolded}
                            startIcon={isFolded ? <ExpandMore /> : <ExpandLess />}
                            onClick={() => props.onToggleFold(group.value)}
                          >
                            {t('list.group', { label: group.label, count: group.items.length })}
                          </Button>
                        </TableCell>
                      </TableRow>
                    )}
                    {!isFolded && group.items.map((item) => props.renderRow(item, rows.indexOf(item), rows.length))}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </SortableContext>
      </DndContext>
    </TableContainer>
  );
}
