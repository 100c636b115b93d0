import { useSortable } from '@dnd-kit/sortable';
import type { Transform } from '@dnd-kit/utilities';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useState } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { CanvasNoteColor } from '../family/family-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { noteSwatch } from '../canvas/note-colors';
import { fieldDisplay, type ListField, type ListValue } from '../list/list-field';
import { AssignedChips } from '../registries/assigned-chips';
import { CommentsButton } from '../ui/comments-button';
import { DragHandle, type DragHandleProps } from '../ui/drag-handle';
import { useNearScreen } from '../ui/use-near-screen';
import { useBoardShared } from './board-context';

export interface BoardCardProps {
  card: EntityItem<ListValue>;
  /** The colour of its column; a card has no colour of its own. */
  color: CanvasNoteColor | undefined;
  /** Does not match the colour filter. */
  faded: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The facts a card shows under its title: dates (overdue ones stand out), checklists as done/total, options and numbers. */
function CardFacts({ fields, value }: { fields: readonly ListField[]; value: ListValue }) {
  const t = useSdkTranslate();
  const facts = fields.slice(1).flatMap((field) => {
    const shown = fieldDisplay(field, value);
    if (shown === '') return [];
    if (field.kind === 'date') {
      const overdue = shown < today();
      return [
        <Chip key={field.name} size="small" color={overdue ? 'warning' : 'default'} variant="outlined"
          label={`${field.label} ${shown}`} aria-label={overdue ? t('board.overdue', { date: shown }) : `${field.label} ${shown}`} />,
      ];
    }
    if (field.kind === 'checklist') {
      const [done, total] = shown.split('/');
      return [
        <Chip key={field.name} size="small" variant="outlined" icon={<CheckBoxOutlined />} label={shown}
          color={done === total ? 'success' : 'default'} aria-label={t('board.checklist', { done, total })} />,
      ];
    }
    if (field.kind === 'select' || field.kind === 'number' || field.kind === 'user' || field.kind === 'lookup') {
      return [<Chip key={field.name} size="small" label={field.kind === 'number' ? `${field.label}: ${shown}` : shown} />];
    }
    return [];
  });
  return facts.length > 0 ? <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>{facts}</Stack> : null;
}

function CardMenu({ card, name }: { card: EntityItem<ListValue>; name: string }) {
  const t = useSdkTranslate();
  const { itemLabel, columnLabel, columns, open, moveTo, remove } = useBoardShared();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton size="small" aria-label={t('board.cardMenu', { item: itemLabel, name })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => { close(); open(card.key); }}>{t('board.edit')}</MenuItem>
        {columns.map((column) => (
          <MenuItem key={column.id} onClick={() => { close(); moveTo(card.key, column.id); }}>
            {t('board.moveTo', { column: `${columnLabel} “${column.title}”` })}
          </MenuItem>
        ))}
        <MenuItem onClick={() => { close(); remove(card.key); }}>{t('board.delete')}</MenuItem>
      </Menu>
    </>
  );
}

/** A card's face: title, facts, assignments, comments; memoised, since a board may hold a thousand of them. */
export const BoardCardBody = memo(function BoardCardBody({ card, faded }: BoardCardProps) {
  const { readOnly, fields, assignmentOptions, nameOf, open } = useBoardShared();
  const t = useSdkTranslate();
  const name = nameOf(card);
  return (
    <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0, py: 0.5 }} title={faded ? t('board.filter.faded') : undefined}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
        <Typography
          component={readOnly ? 'span' : 'button'}
          variant="body2"
          onClick={readOnly ? undefined : () => open(card.key)}
          sx={{ flex: 1, minWidth: 0, textAlign: 'left', font: 'inherit', border: 0, p: 0, background: 'none', color: 'inherit', cursor: readOnly ? 'default' : 'pointer', overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {!readOnly && <CardMenu card={card} name={name} />}
      </Stack>
      <CardFacts fields={fields} value={card.value} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
        <AssignedChips value={card.assignments} options={assignmentOptions} />
        <CommentsButton item={card} name={name} readOnly={readOnly} />
      </Stack>
    </Stack>
  );
});

/**
 * The card's frame: its column's colour, or, when the colour filter leaves the card out, grey and dashed. A faded card
 * keeps its text at full contrast (it is still read and still moved), so the fade is in the frame, not an opacity.
 */
export function cardFrameSx(color: CanvasNoteColor | undefined, faded: boolean) {
  const tint = (theme: { palette: { background: { paper: string } } }) => (color ? alpha(noteSwatch(color), 0.12) : theme.palette.background.paper);
  return {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 0.5,
    p: 0.75,
    borderRadius: 1,
    border: 1,
    borderStyle: faded ? 'dashed' : 'solid',
    borderColor: 'divider',
    borderLeft: 4,
    borderLeftColor: faded ? 'grey.400' : color ? noteSwatch(color) : 'primary.main',
    bgcolor: faded ? 'grey.100' : tint,
    filter: faded ? 'grayscale(1)' : 'none',
  } as const;
}

type CardHandle = Pick<DragHandleProps['draggable'], 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

/**
 * The card's frame, handle and face. Memoised apart from the sortable wrapper: every move of a drag renders all
 * the board's sortables again, and only their position may change then.
 */
const BoardCardFrame = memo(function BoardCardFrame({ card, color, faded, attributes, listeners, setActivatorNodeRef }: BoardCardProps & CardHandle) {
  const { readOnly, itemLabel, nameOf } = useBoardShared();
  const t = useSdkTranslate();
  return (
    <Box sx={cardFrameSx(color, faded)}>
      {!readOnly && (
        <DragHandle label={t('board.drag', { item: itemLabel, name: nameOf(card) })} draggable={{ attributes, listeners, setActivatorNodeRef }} />
      )}
      <BoardCardBody card={card} color={color} faded={faded} />
    </Box>
  );
});

/**
 * Where sorting shifts the card: none for a card that stays, a 2D translation otherwise. While a card is dragged
 * every card of the board is given a transform, and dnd-kit's 3D ones would make each a compositor layer.
 */
function shiftOf(transform: Transform | null): string | undefined {
  return transform && (transform.x !== 0 || transform.y !== 0) ? `translate(${transform.x}px, ${transform.y}px)` : undefined;
}

// A board holds up to thousands of cards: the browser lays out and paints only those near the screen.
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 96px' } as const;

// A card not yet drawn shows only its title, about as tall as its face.
const TITLE_ONLY = { flex: 1, minHeight: 72, padding: '4px 0', overflowWrap: 'anywhere' } as const;

/**
 * A card of a cell. On a big board only the cards on or near the screen, or dragged, join the drag and drop and
 * draw their face: every sortable is one more listener to every move of a drag. The others show their title,
 * which screen readers and the browser's find still reach.
 */
export const BoardCellCard = memo(function BoardCellCard(props: BoardCardProps & { cell: string; dragged: boolean }) {
  const { card, color, faded, dragged } = props;
  const { nameOf, drawNearScreenOnly } = useBoardShared();
  const [ref, near] = useNearScreen(drawNearScreenOnly && !dragged);
  if (near) return <SortableBoardCard {...props} watchRef={ref} />;
  return (
    <div ref={ref} role="group" aria-label={nameOf(card)} data-card={card.key} data-entity-value-id={card.id ?? undefined} data-faded={faded || undefined} style={OFFSCREEN_SKIPPED}>
      <Box sx={cardFrameSx(color, faded)}>
        <span style={TITLE_ONLY}>{nameOf(card)}</span>
      </Box>
    </div>
  );
});

type SortableBoardCardProps = BoardCardProps & { cell: string; watchRef: (element: Element | null) => void };

/** A card in its cell: draggable by its handle (pointer, or space and arrows), sorted with its neighbours. */
const SortableBoardCard = memo(function SortableBoardCard({ card, color, faded, cell, watchRef }: SortableBoardCardProps) {
  const { readOnly, nameOf } = useBoardShared();
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.key,
    data: { cell },
    disabled: readOnly,
  });
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setNodeRef(element);
      return watchRef(element);
    },
    [setNodeRef, watchRef],
  );
  return (
    <div
      ref={ref}
      data-card={card.key}
      data-entity-value-id={card.id ?? undefined}
      data-faded={faded || undefined}
      aria-label={nameOf(card)}
      role="group"
      style={{ ...OFFSCREEN_SKIPPED, transform: shiftOf(transform), transition, opacity: isDragging ? 0.4 : undefined }}
    >
      <BoardCardFrame card={card} color={color} faded={faded} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
    </div>
  );
});
