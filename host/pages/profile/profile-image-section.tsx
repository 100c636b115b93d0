import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../core/domain/api-types';
import { CurrentUserStore } from '../../../core/services/current-user-store';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { useService } from '../../../sdk/services-context';
import { FilePicker } from '../../../sdk/ui/file-picker';
import { useFileUrl } from '../../../sdk/ui/use-file-url';
import { describeHttpError } from '../../components/http-error-message';
import { ProfileImageCropDialog } from './profile-image-crop-dialog';
import { ProfileSection } from './profile-section';

const PICKABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The profile image: pick a file, crop it to a square, save; or remove it. */
export function ProfileImageSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('host');
  const users = useService(CurrentUserStore);
  const snackbar = useService(SuccessSnackbar);
  const imageUrl = useFileUrl(user.profile_image);
  const [source, setSource] = useState<{ url: string; type: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => () => void (source && URL.revokeObjectURL(source.url)), [source]);

  const pick = (file: File) => {
    if (!PICKABLE_TYPES.includes(file.type)) {
      setError(t('profile.image.notAnImage'));
      return;
    }
    setError(null);
    setSource({ url: URL.createObjectURL(file), type: file.type });
  };

  const save = async (image: Blob) => {
    await users.uploadProfileImage(image);
    setSource(null);
    snackbar.show(t('profile.image.saved'));
  };

  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await users.removeProfileImage();
      snackbar.show(t('profile.image.removed'));
    } catch (failure) {
      setError(describeHttpError(failure, t));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ProfileSection title={t('profile.image.title')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={imageUrl ?? undefined} alt={user.profile_image ? t('profile.image.alt') : undefined} sx={{ width: 96, height: 96 }}>
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        {!user.profile_image && <Typography color="text.secondary">{t('profile.image.none')}</Typography>}
      </Stack>
      <Stack direction="row" spacing={1}>
        <FilePicker accept={PICKABLE_TYPES.join(',')} startIcon={null} onFile={pick}>
          {t('profile.image.choose')}
        </FilePicker>
        {user.profile_image && (
          <Button color="error" onClick={() => void remove()} loading={removing}>
            {t('profile.image.remove')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {source && <ProfileImageCropDialog source={source} onSave={save} onClose={() => setSource(null)} />}
    </ProfileSection>
  );
}
