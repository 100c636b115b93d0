/** The image of a feature notification in its form: a preview of the stored or chosen picture, Choose and Remove. */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../../../sdk/ui/use-file-url';
import { ImageFileButton } from '../image-file-button';
import type { ImageChange } from './feature-notifications-api';

/** A chosen file as an object URL, released when another is chosen or the form closes. */
function useChosenFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function NotificationImagePicker({ stored, change, onChange }: { stored: string | null; change: ImageChange; onChange(change: ImageChange): void }) {
  const { t } = useTranslation('host');
  const storedUrl = useFileUrl(change.kind === 'keep' ? stored : null);
  const chosenUrl = useChosenFileUrl(change.kind === 'replace' ? change.file : null);
  const preview = chosenUrl ?? storedUrl;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('featureNotifications.admin.fields.image')}
      </Typography>
      {preview ? (
        <Box component="img" src={preview} alt={t('featureNotifications.admin.imagePreview')} sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ) : (
        <Typography color="text.secondary">{t('featureNotifications.admin.noImage')}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('featureNotifications.admin.imageHelp')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <ImageFileButton label={t('featureNotifications.admin.chooseImage')} onFile={(file) => onChange({ kind: 'replace', file })} />
        {preview && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => onChange({ kind: 'remove' })}>
            {t('featureNotifications.admin.removeImage')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
