import Check from '@mui/icons-material/Check';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { CANVAS_NOTE_COLORS, type CanvasNoteColor } from '../family/family-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { noteSwatch } from './note-colors';

export interface NoteColorMenuProps {
  /** Names the note: its text shortened, or "Empty note". */
  name: string;
  color: CanvasNoteColor | undefined;
  onChange: (color: CanvasNoteColor) => void;
}

/** The palette button of a note: a menu of the palette's colours, the current one ticked. */
export function NoteColorMenu({ name, color, onChange }: NoteColorMenuProps) {
  const t = useSdkTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={t('canvas.color', { name })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <PaletteOutlined fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CANVAS_NOTE_COLORS.map((candidate) => (
          <MenuItem
            key={candidate}
            role="menuitemradio"
            aria-checked={candidate === color}
            onClick={() => {
              setAnchor(null);
              onChange(candidate);
            }}
          >
            <ListItemIcon>
              <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: noteSwatch(candidate), display: 'grid', placeItems: 'center' }}>
                {candidate === color && <Check sx={{ fontSize: 14, color: 'common.white' }} />}
              </Box>
            </ListItemIcon>
            {t(`canvas.colors.${candidate}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
