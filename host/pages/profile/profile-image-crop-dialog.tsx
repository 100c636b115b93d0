import { useId, useState } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Slider, Stack, Typography } from '@mui/material';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../core/services/http-client';
import { DialogButtons } from '../../components/dialog-buttons';
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
  const titleId = useId();
  const zoomLabelId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!area) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(await cropToSquare(source.url, area, source.type));
    } catch (failure) {
      setError(failure instanceof HttpError ? (fieldError(failure, 'image', t) ?? describeHttpError(failure, t)) : t('profile.image.unreadable'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('profile.image.cropTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
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
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={busy} submitLabel={t('common.save')} onSubmit={() => void save()} submitDisabled={!area} />
    </Dialog>
  );
}
