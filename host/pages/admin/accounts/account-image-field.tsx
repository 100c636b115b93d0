/** A logo or profile image: shown, replaced from a file, or removed after a confirmation. */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadWithProgress } from '../../../../core/http/upload-with-progress';
import { HttpClient } from '../../../../core/services/http-client';
import { Session } from '../../../../core/services/session';
import { useService } from '../../../../sdk/services-context';
import { useFileUrl } from '../../../../sdk/ui/use-file-url';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageFileButton } from '../image-file-button';
import { refusalText } from './refusal-text';

export function AccountImageField(props: {
  heading: string;
  image: string | null;
  uploadUrl: string;
  removeUrl: string;
  onChanged(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const session = useService(Session);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const shown = useFileUrl(props.image);

  const upload = (file: File) => {
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    setError(null);
    uploadWithProgress(session, props.uploadUrl, form, () => {})
      .then(() => props.onChanged())
      .catch((failure: unknown) => setError(refusalText(failure, t)))
      .finally(() => setBusy(false));
  };
  const remove = async () => {
    await http.post(props.removeUrl);
    setConfirming(false);
    props.onChanged();
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {props.heading}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" src={shown ?? undefined} alt={props.heading} sx={{ width: 64, height: 64 }}>
          {props.image ? null : '—'}
        </Avatar>
        <ImageFileButton label={t('systemAccounts.image.upload')} busy={busy} onFile={upload} />
        {props.image && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)} disabled={busy}>
            {t('systemAccounts.image.remove')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t('systemAccounts.image.removeTitle')}
        body={t('systemAccounts.image.removeBody')}
        confirmLabel={t('systemAccounts.image.remove')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
