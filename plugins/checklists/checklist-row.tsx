import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DragHandle, useTranslate, type ProjectMember } from '../../sdk';
import type { ChecklistItem } from './checklist-item';
import manifest, { ITEM_TEXT_MAX_LENGTH } from './manifest';
import { isOverdue } from './due-date';
import type en from './locales/en.json';

export interface ChecklistRowProps {
  itemKey: string;
  item: ChecklistItem;
  /** The level it is shown at (checklist-rules.ts shownLevels). */
  level: number;
  /** 1-based, among all items, for its accessible name. */
  number: number;
  members: readonly ProjectMember[] | undefined;
  /** Drag and keyboard moves are offered only while every item is shown. */
  movable: boolean;
  canIndent: boolean;
  canOutdent: boolean;
  autoFocus: boolean;
  onEdit(change: Partial<ChecklistItem>): void;
  onEnter(): void;
  onIndent(): void;
  onOutdent(): void;
  onStep(direction: -1 | 1): void;
  onDelete(): void;
  onFocused(): void;
}

/** One item of a writable checklist: checkbox, text, due date, assignee and its actions. */
export function ChecklistRow(props: ChecklistRowProps) {
  const { itemKey, item, level, number, members, movable, autoFocus, onEdit } = props;
  const t = useTranslate<typeof en>(manifest.segment);
  const sortable = useSortable({ id: itemKey, disabled: !movable });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const name = item.text.trim() || t('untitled');

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      props.onEnter();
    } else if (event.key === 'Tab' && !event.shiftKey && props.canIndent) {
      event.preventDefault();
      props.onIndent();
    } else if (event.key === 'Tab' && event.shiftKey && props.canOutdent) {
      event.preventDefault();
      props.onOutdent();
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && movable) {
      event.preventDefault();
      props.onStep(event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Backspace' && item.text === '') {
      event.preventDefault();
      props.onDelete();
    }
  };

  const act = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  return (
    <Box
      ref={sortable.setNodeRef}
      role="listitem"
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        pl: level * 4,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: sortable.isDragging ? 'action.selected' : undefined,
      }}
    >
      {movable && <DragHandle label={t('drag', { text: name })} draggable={sortable} />}
      <Checkbox
        checked={item.done}
        onChange={(event) => onEdit({ done: event.target.checked })}
        slotProps={{ input: { 'aria-label': t('doneLabel', { text: name }) } }}
      />
      <InputBase
        inputRef={input}
        value={item.text}
        onChange={(event) => onEdit({ text: event.target.value })}
        onKeyDown={onKeyDown}
        onFocus={props.onFocused}
        inputProps={{ 'aria-label': t(level > 0 ? 'subItemText' : 'itemText', { number }), maxLength: ITEM_TEXT_MAX_LENGTH }}
        sx={{ flex: '1 1 12rem', minWidth: 0, textDecoration: item.done ? 'line-through' : undefined, color: item.done ? 'text.secondary' : undefined }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 'auto', sm: 0 } }}>
        <TextField
          type="date"
          size="small"
          value={item.due ?? ''}
          onChange={(event) => onEdit({ due: event.target.value || null })}
          error={isOverdue(item)}
          helperText={isOverdue(item) ? t('overdue') : undefined}
          slotProps={{ htmlInput: { 'aria-label': t('due', { text: name }) } }}
          sx={{ width: '10.5rem' }}
        />
        <TextField
          select
          size="small"
          value={members?.some((member) => member.id === item.assignee) ? (item.assignee ?? '') : ''}
          onChange={(event) => onEdit({ assignee: event.target.value === '' ? null : Number(event.target.value) })}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': t('assignee', { text: name }) } } }}
          sx={{ width: '10rem' }}
        >
          <MenuItem value="">
            <em>{t('nobody')}</em>
          </MenuItem>
          {members?.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <IconButton size="small" aria-label={t('actions', { text: name })} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
          <MoreVert fontSize="small" />
        </IconButton>
      </Box>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem disabled={!props.canIndent} onClick={act(props.onIndent)}>
          {t('indent')}
        </MenuItem>
        <MenuItem disabled={!props.canOutdent} onClick={act(props.onOutdent)}>
          {t('outdent')}
        </MenuItem>
        <MenuItem disabled={!movable} onClick={act(() => props.onStep(-1))}>
          {t('moveUp')}
        </MenuItem>
        <MenuItem disabled={!movable} onClick={act(() => props.onStep(1))}>
          {t('moveDown')}
        </MenuItem>
        <MenuItem onClick={act(props.onDelete)}>{t('delete')}</MenuItem>
      </Menu>
    </Box>
  );
}
