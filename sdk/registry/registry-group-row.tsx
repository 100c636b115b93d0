import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { RegistryCategory, RegistryCategoryUpdate } from '../../core/domain/registry-types';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** The colour a group without one shows in the picker (the picker cannot show "none"). */
const NO_COLOR = '#9e9e9e';

export interface RegistryGroupRowProps {
  group: RegistryCategory;
  isFirst: boolean;
  isLast: boolean;
  onSave: (body: RegistryCategoryUpdate) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** One role or category in the groups dialog: its colour and name, saved when the field is left, and its moves. */
export function RegistryGroupRow({ group, isFirst, isLast, onSave, onMove, onDelete }: RegistryGroupRowProps) {
  const t = useSdkTranslate();
  const [name, setName] = useState(group.name);
  const [color, setColor] = useState(group.color ?? NO_COLOR);
  const saveName = () => {
    const trimmed = name.trim();
    if (trimmed === '') setName(group.name);
    else if (trimmed !== group.name) onSave({ name: trimmed });
  };
  const saveColor = () => {
    if (color !== (group.color ?? NO_COLOR)) onSave({ color });
  };
  return (
    <ListItem disableGutters>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
        <input
          type="color"
          aria-label={t('registry.groups.color', { name: group.name })}
          value={color}
          onChange={(event) => setColor(event.target.value)}
          onBlur={saveColor}
          style={{ width: 32, height: 32, padding: 0, border: 'none', background: 'none' }}
        />
        <TextField
          size="small"
          fullWidth
          value={name}
          slotProps={{ htmlInput: { 'aria-label': t('registry.groups.rename', { name: group.name }) } }}
          onChange={(event) => setName(event.target.value)}
          onBlur={saveName}
          onKeyDown={(event) => event.key === 'Enter' && saveName()}
        />
        <IconButton size="small" disabled={isFirst} aria-label={t('registry.moveUp', { name: group.name })} onClick={() => onMove(-1)}>
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton size="small" disabled={isLast} aria-label={t('registry.moveDown', { name: group.name })} onClick={() => onMove(1)}>
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('registry.delete', { name: group.name })} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
