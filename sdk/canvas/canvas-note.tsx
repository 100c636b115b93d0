import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CanvasNoteColor } from '../family/family-declaration';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { CommentsButton, type CommentsButtonProps } from '../ui/comments-button';
import { DragHandle } from '../ui/drag-handle';
import type { CanvasArea } from './canvas-area';
import { NoteColorMenu } from './note-color-menu';
import { noteBackground } from './note-colors';

export interface CanvasNoteProps {
  noteKey: string;
  /** The note's id and comment counts, for its comments button. */
  comments: CommentsButtonProps['item'];
  text: string;
  color: CanvasNoteColor | undefined;
  /** Names the note in buttons: its text shortened, or "Empty note". */
  name: string;
  area: CanvasArea;
  areas: readonly CanvasArea[];
  readOnly: boolean;
  /** Focus the textbox once mounted (a new or moved note). */
  focus: boolean;
  onFocused: () => void;
  onChange: (text: string) => void;
  onColorChange: (color: CanvasNoteColor) => void;
  onMoveTo: (areaId: string) => void;
  onDelete: () => void;
  /** Opens the assign dialog for this note. */
  onAssign: () => void;
  /** What the note is assigned, as chips under its text. */
  assigned: ReactNode;
}

/**
 * One note of the canvas family: its text across the whole card (it grows with the text, never clipped),
 * what it is assigned as chips, and under it a drag handle, comments, colour, Assign, "Move to…" and delete.
 */
export function CanvasNote(props: CanvasNoteProps) {
  const { noteKey, comments, text, color, name, area, areas, readOnly, focus, onFocused } = props;
  const t = useSdkTranslate();
  const draggable = useDraggable({ id: noteKey, disabled: readOnly });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focus) return;
    input.current?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <Box
      component="li"
      ref={draggable.setNodeRef}
      data-entity-value-id={comments.id ?? undefined}
      style={{ transform: CSS.Translate.toString(draggable.transform) }}
      sx={(theme) => ({
        bgcolor: noteBackground(theme, color),
        borderRadius: 1,
        px: 1,
        py: 0.5,
        position: 'relative',
        zIndex: draggable.isDragging ? 2 : 'auto',
        boxShadow: draggable.isDragging ? 4 : 0,
      })}
    >
      {readOnly ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', py: 0.5 }}>
            {text}
          </Typography>
          <CommentsButton item={comments} name={name} readOnly={readOnly} />
        </Stack>
      ) : null}
      {readOnly && props.assigned}
      {readOnly ? null : (
        <>
          <InputBase
            multiline
            fullWidth
            value={text}
            inputRef={input}
            onChange={(event) => props.onChange(event.target.value)}
            slotProps={{ input: { 'aria-label': t('canvas.noteText', { area: area.title }) } }}
 sx={{ typography: 'body2', py: 0.5 }}
          />
          {props.assigned}
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DragHandle label={t('canvas.drag', { name })} draggable={draggable} />
            <Box sx={{ flex: 1 }} />
            <CommentsButton item={comments} name={name} readOnly={readOnly} />
            <NoteColorMenu name={name} color={color} onChange={props.onColorChange} />
            <IconButton size="small" aria-label={t('canvas.assign', { name })} aria-haspopup="dialog" onClick={props.onAssign}>
              <LocalOfferOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('canvas.moveTo', { name })}
              aria-haspopup="menu"
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <DriveFileMove fontSize="small" />
            </IconButton>
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              {areas
                .filter((candidate) => candidate.id !== area.id)
                .map((candidate) => (
                  <MenuItem
                    key={candidate.id}
                    onClick={() => {
                      setMenuAnchor(null);
                      props.onMoveTo(candidate.id);
                    }}
                  >
                    {t('canvas.moveToArea', { area: candidate.title })}
                  </MenuItem>
                ))}
            </Menu>
            <IconButton
              size="small"
              aria-label={t('canvas.delete', { name })}
              onClick={(event) => {
                // The note and its buttons go away; the area's "Add note" keeps the keyboard user in place.
                event.currentTarget.closest('section')?.querySelector<HTMLElement>('[data-add-note]')?.focus();
                props.onDelete();
              }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        </>
      )}
    </Box>
  );
}
