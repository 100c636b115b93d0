import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { HiddenFileInput, useTranslate } from '../../sdk';
import manifest from './manifest';
import type { FailedUpload, UploadInProgress } from './use-image-uploads';
import type en from './locales/en.json';

export const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface UploadPanelProps {
  inProgress: readonly UploadInProgress[];
  failed: readonly FailedUpload[];
  onFiles(files: File[]): void;
  onDismiss(id: number): void;
}

/** "Add images" (several at once), each upload's progress, and why a file was not added. */
export function UploadPanel({ inProgress, failed, onFiles, onDismiss }: UploadPanelProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AddPhotoAlternate />} onClick={() => input.current?.click()}>
          {t('add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('dropHint')}
        </Typography>
        <HiddenFileInput ref={input} accept={ACCEPTED_TYPES} label={t('add')} onFiles={onFiles} />
      </Stack>
      {inProgress.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        const label = t('uploading', { name: upload.name, percent });
        return (
          <Stack key={upload.id} spacing={0.5}>
            <Typography variant="body2">{label}</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={label} />
          </Stack>
        );
      })}
      {failed.map((failure) => (
        <Alert key={failure.id} severity="error" onClose={() => onDismiss(failure.id)} slotProps={{ closeButton: { 'aria-label': t('dismiss') } }}>
          {t('uploadFailed', { name: failure.name, message: failure.message })}
        </Alert>
      ))}
    </Stack>
  );
}
