import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSdkTranslate } from '../../../i18n/use-sdk-translate';
import { FilePicker } from '../../../ui/file-picker';
import type { CellImages } from '../../cell-images';

interface CellImageFieldProps {
  cellId: string;
  url: string | null;
  disabled: boolean;
  images: Pick<CellImages, 'upload' | 'remove'>;
  onError?: (error: unknown) => void;
}

/** Upload an image onto the cell (PNG or JPEG) or remove it; the engine keeps a deleted cell's image for undo. */
export function CellImageField({ cellId, url, disabled, images, onError }: CellImageFieldProps) {
  const t = useSdkTranslate();
  const [busy, setBusy] = useState(false);
  const run = (work: Promise<void>) => {
    setBusy(true);
    work.catch((error: unknown) => onError?.(error)).finally(() => setBusy(false));
  };
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {t('diagram.properties.image')}
      </Typography>
      {url && <Box component="img" src={url} alt="" sx={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain' }} />}
      <Stack direction="row" spacing={1}>
        <FilePicker accept="image/png,image/jpeg" size="small" startIcon={null} disabled={disabled || busy} onFile={(file) => run(images.upload(cellId, file))}>
          {t('diagram.properties.uploadImage')}
        </FilePicker>
        {url && (
          <Button size="small" disabled={disabled || busy} onClick={() => run(images.remove(cellId))}>
            {t('diagram.properties.removeImage')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
