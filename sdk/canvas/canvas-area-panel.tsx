import { useDroppable } from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { PRESENCE_ANCHOR } from '../presence/anchored-point';
import type { CanvasArea } from './canvas-area';

export interface CanvasAreaPanelProps {
  area: CanvasArea;
  empty: boolean;
  /** Placed in the grid by its id (the canvas has template areas). */
  placed?: boolean;
  readOnly: boolean;
  onAdd: () => void;
  /** The area's notes. */
  children: ReactNode;
}

/** One area of the canvas: a titled region that notes can be added to and dropped on. */
export function CanvasAreaPanel({ area, empty, placed, readOnly, onAdd, children }: CanvasAreaPanelProps) {
  const t = useSdkTranslate();
  const headingId = useId();
  const droppable = useDroppable({ id: area.id, disabled: readOnly });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      ref={droppable.setNodeRef}
      variant="outlined"
      {...{ [PRESENCE_ANCHOR]: area.id }}
      sx={{
        p: 2,
        minHeight: 200,
        gridArea: placed ? { md: area.id } : undefined,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: droppable.isOver ? 'primary.main' : undefined,
        borderWidth: droppable.isOver ? 2 : 1,
      }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {area.title}
      </Typography>
      {empty && (
        <Typography variant="body2" color="text.secondary">
          {area.hint}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
      {!readOnly && (
        <Button
          size="small"
          startIcon={<Add />}
          onClick={onAdd}
          aria-label={t('canvas.addNoteTo', { area: area.title })}
          data-add-note
          sx={{ alignSelf: 'flex-start', mt: 'auto' }}
        >
          {t('canvas.addNote')}
        </Button>
      )}
    </Paper>
  );
}
