import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { PresenceEntry } from '../../core/domain/live-messages';
import type { EntityItem } from '../entity-values/entity-item';
import { presenceColour } from '../presence/presence-colour';
import { presenceName } from '../presence/presence-name';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { CommentsButton } from '../ui/comments-button';
import { DragHandle } from '../ui/drag-handle';
import { COLUMN_WIDTHS, ListCell } from './list-cell';
import type { ListField, ListValue } from './list-field';

export type MoveDirection = 'up' | 'down';

export interface ListItemRowProps {
  item: EntityItem<ListValue>;
  name: string;
  columns: readonly ListField[];
  /** The column naming the item: a row header, the item's name. */
  titleField: string;
  readOnly: boolean;
  /** The table is in its manual order, so the row can be dragged and moved up and down. */
  reorderable: boolean;
  isFirst: boolean;
  isLast: boolean;
  selected: boolean;
  /** Someone else who has the item selected (presence): the row is outlined in their colour. */
  selectedBy?: PresenceEntry;
  /** Set after a keyboard move: focus this row's button for the same direction again. */
  focusMove?: MoveDirection;
  onFocusMoveDone: () => void;
  /** The row's checkbox was clicked; with Shift held, the rows in between are selected too. */
  onSelect: (event: MouseEvent) => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: MoveDirection) => void;
  /** What the item is assigned, after the field cells. */
  assigned: ReactNode;
}

/** One item of the list table: selection, drag handle, a cell per shown field, and the item's actions. */
export function ListItemRow(props: ListItemRowProps) {
  const { item, name, columns, titleField, readOnly, reorderable, isFirst, isLast, focusMove, onFocusMoveDone } = props;
  const t = useSdkTranslate();
  const sortable = useSortable({ id: item.key, disabled: readOnly || !reorderable });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusMove) return;
    // Moving re-inserts the row's DOM node, which drops focus; put it back, on the other button at an end.
    const [preferred, other] = focusMove === 'up' ? [upRef, downRef] : [downRef, upRef];
    const target = preferred.current && !preferred.current.disabled ? preferred.current : other.current;
    target?.focus();
    onFocusMoveDone();
  }, [focusMove, onFocusMoveDone]);

  return (
    <TableRow
      ref={sortable.setNodeRef}
      hover
      selected={props.selected}
      data-entity-value-id={item.id ?? undefined}
      title={props.selectedBy && t('presence.selectedBy', { name: presenceName(props.selectedBy, t) })}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        boxShadow: sortable.isDragging ? 3 : 'none',
        bgcolor: 'background.paper',
        ...(props.selectedBy && { outline: `2px dashed ${presenceColour(props.selectedBy)}`, outlineOffset: -2 }),
      }}
    >
      {!readOnly && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={props.selected}
            onClick={props.onSelect}
            slotProps={{ input: { 'aria-label': t('list.select', { name }) } }}
          />
        </TableCell>
      )}
      {!readOnly && reorderable && (
        <TableCell padding="none">
          <DragHandle label={t('list.drag', { name })} draggable={sortable} />
        </TableCell>
      )}
      {columns.map((field) => (
        <TableCell
          key={field.name}
          component={field.name === titleField ? 'th' : 'td'}
          scope={field.name === titleField ? 'row' : undefined}
          sx={{ maxWidth: COLUMN_WIDTHS[field.kind], minWidth: Math.min(COLUMN_WIDTHS[field.kind], 120), verticalAlign: 'top' }}
          align={field.kind === 'number' ? 'right' : 'left'}
        >
          {field.name === titleField ? name : <ListCell field={field} value={item.value} />}
        </TableCell>
      ))}
      <TableCell sx={{ verticalAlign: 'top' }}>{props.assigned}</TableCell>
      <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row">
          <CommentsButton item={item} name={name} readOnly={readOnly} />
          {!readOnly && reorderable && (
            <>
              <IconButton ref={upRef} size="small" disabled={isFirst} aria-label={t('list.moveUp', { name })} onClick={() => props.onMove('up')}>
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton ref={downRef} size="small" disabled={isLast} aria-label={t('list.moveDown', { name })} onClick={() => props.onMove('down')}>
                <ArrowDownward fontSize="small" />
              </IconButton>
            </>
          )}
          {!readOnly && (
            <>
              <IconButton size="small" aria-label={t('list.edit', { name })} onClick={props.onEdit}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t('list.delete', { name })} onClick={props.onDelete}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
