import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DragHandle, useTranslate } from '../../sdk';
import { imageLabel, type ImageValue } from './image-value';
import manifest, { CAPTION_MAX_LENGTH } from './manifest';
import { StoredImage } from './stored-image';
import type en from './locales/en.json';

export interface ImageTileProps {
  itemKey: string;
  value: ImageValue;
  /** 1-based. */
  number: number;
  count: number;
  readOnly: boolean;
  onOpen(): void;
  onCaption(caption: string): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
}

/** One image of the gallery: its thumbnail (opens the viewer), its caption and, for writers, move and delete. */
export function ImageTile({ itemKey, value, number, count, readOnly, onOpen, onCaption, onMove, onDelete }: ImageTileProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const sortable = useSortable({ id: itemKey, disabled: readOnly });
  const name = imageLabel(value, t('untitled', { number }));
  return (
    <Box
      ref={sortable.setNodeRef}
      role="listitem"
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper', zIndex: sortable.isDragging ? 1 : undefined }}
    >
      <ButtonBase onClick={onOpen} aria-label={t('open', { name })} sx={{ display: 'block', width: '100%', height: 160, bgcolor: 'action.hover' }}>
        <StoredImage url={value.image?.url ?? null} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      <Box sx={{ p: 1 }}>
        {readOnly ? (
          <Typography variant="body2" sx={{ minHeight: '1.5em', overflowWrap: 'anywhere' }}>
            {value.caption}
          </Typography>
        ) : (
          <InputBase
            fullWidth
            multiline
            maxRows={4}
            placeholder={value.name}
            value={value.caption}
            onChange={(event) => onCaption(event.target.value)}
            inputProps={{ 'aria-label': t('caption', { number }), maxLength: CAPTION_MAX_LENGTH }}
            sx={{ typography: 'body2' }}
          />
        )}
      </Box>
      {!readOnly && (
        <Stack direction="row" sx={{ alignItems: 'center', px: 0.5, pb: 0.5 }}>
          <DragHandle label={t('drag', { name })} draggable={sortable} />
          <IconButton size="small" aria-label={t('moveEarlier', { name })} disabled={number === 1} onClick={() => onMove(-1)}>
            <ArrowBack fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('moveLater', { name })} disabled={number === count} onClick={() => onMove(1)}>
            <ArrowForward fontSize="small" />
          </IconButton>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton size="small" aria-label={t('delete', { name })} onClick={onDelete}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
