import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { SanitizedHtml } from '../rich-text/sanitized-html';
import { CommentsButton } from '../ui/comments-button';
import { DragHandle } from '../ui/drag-handle';
import { ColourDot } from '../lookups/colour-dot';
import { fieldDisplay, lookupItemOf, type ListField, type ListValue } from './list-field';

export type MoveDirection = 'up' | 'down';

/** Fields shown as lines of text under the name; the others (choices, numbers, dates) as chips. */
const TEXT_KINDS = new Set<ListField['kind']>(['text', 'multiline', 'richText', 'url']);

export interface ListItemRowProps {
  item: EntityItem<ListValue>;
  name: string;
  /** The fields shown under the name (every field but the title). */
  details: readonly ListField[];
  isFirst: boolean;
  isLast: boolean;
  readOnly: boolean;
  /** Set after a keyboard move: focus this row's button for the same direction again. */
  focusMove?: MoveDirection;
  onFocusMoveDone: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: MoveDirection) => void;
}

/** One item of the list family: drag handle, name and details, and its actions. */
export function ListItemRow(props: ListItemRowProps) {
  const { item, name, details, isFirst, isLast, readOnly, focusMove, onFocusMoveDone } = props;
  const t = useSdkTranslate();
  const sortable = useSortable({ id: item.key, disabled: readOnly });
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

  const shown = details.filter((field) => fieldDisplay(field, item.value));
  const text = shown.filter((field) => TEXT_KINDS.has(field.kind));
  const choices = shown.filter((field) => !TEXT_KINDS.has(field.kind));

  return (
    <ListItem
      ref={sortable.setNodeRef}
      divider
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        alignItems: 'flex-start',
        gap: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        boxShadow: sortable.isDragging ? 3 : 'none',
      }}
    >
      {!readOnly && (
        <DragHandle label={t('list.drag', { name })} draggable={sortable} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, py: 0.5 }}>
        <Typography variant="subtitle1" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {text.map((field) =>
          field.kind === 'richText' ? (
            <SanitizedHtml key={field.name} html={fieldDisplay(field, item.value)} />
          ) : (
            <Typography key={field.name} variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {fieldDisplay(field, item.value)}
            </Typography>
          ),
        )}
        {choices.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {choices.map((field) => (
              <Chip
                key={field.name}
                size="small"
                variant="outlined"
                icon={field.kind === 'lookup' ? <ColourDot color={lookupItemOf(field, item.value)?.color} /> : undefined}
                label={field.kind === 'checkbox' ? field.label : `${field.label}: ${fieldDisplay(field, item.value)}`}
              />
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <CommentsButton item={item} name={name} readOnly={readOnly} />
        {!readOnly && (
          <>
            <IconButton ref={upRef} size="small" disabled={isFirst} aria-label={t('list.moveUp', { name })} onClick={() => props.onMove('up')}>
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton ref={downRef} size="small" disabled={isLast} aria-label={t('list.moveDown', { name })} onClick={() => props.onMove('down')}>
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('list.edit', { name })} onClick={props.onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('list.delete', { name })} onClick={props.onDelete}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
    </ListItem>
  );
}
