import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { DragHandle } from '../ui/drag-handle';
import type { RegistryEntry } from './registry-entry';

export interface RegistryRowProps {
  entry: RegistryEntry;
  readOnly: boolean;
  reorderable: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** The names of its groups, when the registry has groups. */
  groupNames?: string;
  usedIn: ReactNode;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One registry item in the table: drag handle, name, groups, description, where it is used, and its actions. */
export function RegistryRow({ entry, readOnly, reorderable, isFirst, isLast, groupNames, usedIn, onMove, onEdit, onDelete }: RegistryRowProps) {
  const t = useSdkTranslate();
  const sortable = useSortable({ id: entry.id, disabled: readOnly || !reorderable });
  const name = entry.name;
  return (
    <TableRow
      ref={sortable.setNodeRef}
      hover
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{ position: 'relative', zIndex: sortable.isDragging ? 1 : 'auto', bgcolor: 'background.paper' }}
    >
      {!readOnly && reorderable && (
        <TableCell padding="none">
          <DragHandle label={t('registry.drag', { name })} draggable={sortable} />
        </TableCell>
      )}
      <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', minWidth: 120 }}>
        {name}
      </TableCell>
      {groupNames !== undefined && <TableCell sx={{ verticalAlign: 'top', minWidth: 100 }}>{groupNames}</TableCell>}
      <TableCell sx={{ verticalAlign: 'top', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={entry.description}>
        {entry.description}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top', minWidth: 120 }}>{usedIn}</TableCell>
      {!readOnly && (
        <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
          <Stack direction="row">
            {reorderable && (
              <>
                <IconButton size="small" disabled={isFirst} aria-label={t('registry.moveUp', { name })} onClick={() => onMove(-1)}>
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={isLast} aria-label={t('registry.moveDown', { name })} onClick={() => onMove(1)}>
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            )}
            <IconButton size="small" aria-label={t('registry.edit', { name })} onClick={onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('registry.delete', { name })} onClick={onDelete}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        </TableCell>
      )}
    </TableRow>
  );
}
