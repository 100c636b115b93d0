/** A release note's images on its admin page: each with Remove, and "Add image" (PNG, JPEG, WebP or GIF). */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadWithProgress } from '../../../../core/http/upload-with-progress';
import type { ReleaseNote, ReleaseNoteImage } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { Session } from '../../../../core/services/session';
import { useService } from '../../../../sdk/services-context';
import { useFileUrl } from '../../../../sdk/ui/use-file-url';
import { releaseNotePaths } from '../../release-notes/release-note-paths';
import { useAdminChange } from '../accounts/use-admin-change';
import { ImageFileButton } from '../image-file-button';

/** Adds an image to the note; answers the note with it. */
export function useUploadReleaseNoteImage(noteId: number): (file: File) => Promise<ReleaseNote> {
  const session = useService(Session);
  return useCallback(
    (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return uploadWithProgress<ReleaseNote>(session, releaseNotePaths.adminImages(noteId), form, () => {});
    },
    [session, noteId],
  );
}

export function ReleaseNoteImages({ note, onChanged }: { note: ReleaseNote; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const upload = useUploadReleaseNoteImage(note.id);
  const change = useAdminChange();
  const run = (action: () => Promise<unknown>) => void change.run(action).then((done) => done && onChanged());
  const { busy, error } = change;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('releaseNotes.admin.images')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('releaseNotes.admin.imagesHelp')}
      </Typography>
      {note.release_note_images.length === 0 && <Typography color="text.secondary">{t('releaseNotes.admin.noImages')}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {note.release_note_images.map((image, index) => (
          <Thumbnail
            key={image.id}
            image={image}
            alt={t('releaseNotes.imageAlt', { index: index + 1, title: note.title })}
            removeLabel={t('releaseNotes.admin.removeImage', { index: index + 1 })}
            onRemove={() => run(() => http.delete(releaseNotePaths.adminImage(note.id, image.id)))}
          />
        ))}
      </Stack>
      <div>
        <ImageFileButton label={t('releaseNotes.admin.uploadImage')} busy={busy} onFile={(file) => run(() => upload(file))} />
      </div>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

function Thumbnail({ image, alt, removeLabel, onRemove }: { image: ReleaseNoteImage; alt: string; removeLabel: string; onRemove(): void }) {
  const src = useFileUrl(image.url);
  return (
    <Box sx={{ position: 'relative', width: 160, height: 110, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {src && <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      <IconButton size="small" onClick={onRemove} aria-label={removeLabel} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
