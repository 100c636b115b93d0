import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap } from '../../../core/domain/data-governance-types';
import { MODULE_IMAGE_TYPES } from '../../../core/domain/image-content-type';
import { uploadWithProgress } from '../../../core/http/upload-with-progress';
import { HttpClient } from '../../../core/services/http-client';
import { Session } from '../../../core/services/session';
import { useService } from '../../../sdk/services-context';
import { FilePicker } from '../../../sdk/ui/file-picker';
import { useFileUrl } from '../../../sdk/ui/use-file-url';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { dataMapApi } from './data-map-paths';
import { OverviewSection } from './overview-section';

/** The account-image limit the server applies to a map's picture (upload_image.json). */
const MAP_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The map's picture (a drawing of it, say), shown to its readers; writers upload a new one or remove it. */
export function MapPicture({ map, onChanged }: { map: DataMap; onChanged(): void }) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const http = useService(HttpClient);
  const picture = useFileUrl(map.image_url);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  if (!map.image_url && !map.permissions.write) return null;

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    setFailure(null);
    try {
      await uploadWithProgress(session, dataMapApi.uploadImage(map.id), form, () => undefined);
      onChanged();
    } catch (error) {
      setFailure(describeHttpError(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OverviewSection title={t('dataMaps.picture.title')}>
      {picture ? (
        <Box component="img" src={picture} alt={t('dataMaps.picture.alt', { name: map.name })} sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }} />
      ) : (
        <Typography color="text.secondary">{t('dataMaps.picture.none')}</Typography>
      )}
      {map.permissions.write && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FilePicker accept={MODULE_IMAGE_TYPES.join(',')} maxBytes={MAP_PICTURE_MAX_BYTES} loading={busy} disabled={busy} onFile={(file) => void upload(file)}>
            {map.image_url ? t('dataMaps.picture.replace') : t('dataMaps.picture.upload')}
          </FilePicker>
          {map.image_url && (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} disabled={busy} onClick={() => setRemoving(true)}>
              {t('dataMaps.picture.remove')}
            </Button>
          )}
        </Stack>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <ConfirmDialog
        open={removing}
        title={t('dataMaps.picture.removeTitle', { name: map.name })}
        body={t('dataMaps.picture.removeBody')}
        confirmLabel={t('dataMaps.picture.remove')}
        onConfirm={async () => {
          await http.post(dataMapApi.removeImage(map.id));
          setRemoving(false);
          setFailure(null);
          onChanged();
        }}
        onClose={() => setRemoving(false)}
      />
    </OverviewSection>
  );
}
