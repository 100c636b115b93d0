/** One release note for reading: title, date, summary, its text and the images its text does not show already. */
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReleaseNote, ReleaseNoteImage } from '../../../core/domain/api-types';
import { SanitizedHtml } from '../../../sdk/rich-text/sanitized-html';
import { useFileUrl } from '../../../sdk/ui/use-file-url';
import { formatReleaseNoteDate } from './format-release-note-date';

export function ReleaseNoteView({ note }: { note: ReleaseNote }) {
  const { t, i18n } = useTranslation('host');
  return (
    <Stack spacing={2} component="article" aria-label={note.title}>
      <Box>
        <Typography variant="h5" component="h2">
          {note.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatReleaseNoteDate(note.release_note_date, i18n.language)}
        </Typography>
      </Box>
      {note.summary && <Typography sx={{ fontWeight: 500 }}>{note.summary}</Typography>}
      <SanitizedHtml html={note.body} />
      {note.release_note_images.filter((image) => !note.body.includes(image.url)).map((image, index) => (
        <StoredImage key={image.id} image={image} alt={t('releaseNotes.imageAlt', { index: index + 1, title: note.title })} />
      ))}
    </Stack>
  );
}

/** Files are fetched with the reader's token, so an image shows once its object URL is ready. */
function StoredImage({ image, alt }: { image: ReleaseNoteImage; alt: string }) {
  const src = useFileUrl(image.url);
  return src ? <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', borderRadius: 1 }} /> : null;
}
