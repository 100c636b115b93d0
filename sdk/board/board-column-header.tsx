import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { noteSwatch } from '../canvas/note-colors';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useBoardShared } from './board-context';
import type { BoardColumn } from './board-column-model';
import { isOverWipLimit } from './board-model';
import { BOARD_COLUMN_WIDTH } from './board-cell';

export interface BoardColumnHeaderProps {
  column: BoardColumn;
  /** Cards in the column, over every lane. */
  count: number;
  /** What the kind shows under the title (an iteration's dates and share done). */
  summary?: ReactNode;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onAddCard: () => void;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** A column's title, card count against its WIP limit (warned when over), and its actions. */
export function BoardColumnHeader({ column, count, summary, canMoveLeft, canMoveRight, onAddCard, onEdit, onMove, onDelete }: BoardColumnHeaderProps) {
  const t = useSdkTranslate();
  const { readOnly, itemLabel, columnLabel } = useBoardShared();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const over = isOverWipLimit(count, column.wipLimit);
  const columnName = `${columnLabel} “${column.title}”`;
  return (
    <Stack spacing={0.5} sx={{ width: BOARD_COLUMN_WIDTH, flex: 'none', px: 1, pt: 1, borderTop: 4, borderColor: column.color ? noteSwatch(column.color) : 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {column.title}
        </Typography>
        <Box
          component="span"
          data-wip-exceeded={over || undefined}
          aria-label={over ? t('board.wipExceeded', { count, limit: column.wipLimit }) : undefined}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, typography: 'caption', color: over ? 'error.main' : 'text.secondary', fontWeight: over ? 700 : 400 }}
        >
          {over && <WarningAmber fontSize="inherit" />}
          {column.wipLimit !== undefined ? t('board.wip', { count, limit: column.wipLimit }) : t('board.cardCount', { count })}
        </Box>
        {!readOnly && (
          <IconButton size="small" aria-label={t('board.addCardTo', { item: itemLabel, column: columnName })} onClick={onAddCard}>
            <Add fontSize="small" />
          </IconButton>
        )}
        {!readOnly && column.key !== null && (
          <>
            <IconButton size="small" aria-label={t('board.columnMenu', { column: columnLabel, name: column.title })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
              <MenuItem onClick={() => { close(); onEdit(); }}>{t('board.edit')}</MenuItem>
              <MenuItem disabled={!canMoveLeft} onClick={() => { close(); onMove(-1); }}>{t('board.moveLeft')}</MenuItem>
              <MenuItem disabled={!canMoveRight} onClick={() => { close(); onMove(1); }}>{t('board.moveRight')}</MenuItem>
              <MenuItem onClick={() => { close(); onDelete(); }}>{t('board.delete')}</MenuItem>
            </Menu>
          </>
        )}
      </Stack>
      {over && (
        <Typography variant="caption" color="error.main" role="status">
          {t('board.wipExceeded', { count, limit: column.wipLimit })}
        </Typography>
      )}
      {summary}
    </Stack>
  );
}
