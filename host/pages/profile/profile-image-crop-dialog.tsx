import { useId, useState } from 'react';
import { Box, Slider, Stack, Typography } from '@mui/material';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../core/services/http-client';
import { FormDialog } from '../../components/form-dialog';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { cropToSquare } from './crop-to-square';

const MAX_ZOOM = 4;

/** Places a picked image in a square (drag, arrow keys, zoom slider) and hands the square on to be saved. */
export function ProfileImageCropDialog({
  source,
  onSave,
  onClose,
}: {
  /** An object URL of the picked file, and the file's type. */
  source: { url: string; type: string };
  onSave(image: Blob): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const zoomLabelId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const save = async () => {
    if (area) await onSave(await cropToSquare(source.url, area, source.type));
  };
  // A failure that is not the server's is the browser failing to read the picked image.
  const describeError = (failure: unknown) =>
    failure instanceof HttpError ? (fieldError(failure, 'image', t) ?? describeHttpError(failure, t)) : t('profile.image.unreadable');

  return (
    <FormDialog title={t('profile.image.cropTitle')} submitDisabled={!area} describeError={describeError} onSubmit={save} onClose={onClose}>
      <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900' }}>
        <Cropper
          image={source.url}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ 'aria-label': t('profile.image.cropHelp') }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('profile.image.cropHelp')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id={zoomLabelId}>{t('profile.image.zoom')}</Typography>
        <Slider
          value={zoom}
          min={1}
          max={MAX_ZOOM}
          step={0.1}
          onChange={(_, value) => setZoom(value as number)}
          slotProps={{ input: { 'aria-labelledby': zoomLabelId } }}
        />
      </Stack>
    </FormDialog>
  );
}
