/** The "What's New" sidebar (screens-and-editor.md §2): published release notes, newest first, unread ones marked. */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH } from '../../../core/domain/constants';
import type { ReleaseNote } from '../../../core/domain/api-types';
import { VisuallyHidden } from '../../../sdk/ui/visually-hidden';
import { formatReleaseNoteDate } from '../../pages/release-notes/format-release-note-date';
import type { ReleaseNotesState } from './use-release-notes';

export function WhatsNewDrawer({ open, onClose, state, onOpenNote }: { open: boolean; onClose(): void; state: ReleaseNotesState; onOpenNote(note: ReleaseNote): void }) {
  const { t } = useTranslation('host');
  const headingId = useId();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '100vw' }, role: 'dialog', 'aria-labelledby': headingId } }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('releaseNotes.whatsNew')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('releaseNotes.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <NoteList state={state} onOpenNote={onOpenNote} />
    </Drawer>
  );
}

function NoteList({ state, onOpenNote }: { state: ReleaseNotesState; onOpenNote(note: ReleaseNote): void }) {
  const { t, i18n } = useTranslation('host');
  if (state.failed) {
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={state.reload}>{t('common.retry')}</Button>}>
        {t('releaseNotes.loadFailed')}
      </Alert>
    );
  }
  if (!state.notes) return <CircularProgress aria-label={t('releaseNotes.loading')} sx={{ m: 'auto', mt: 4 }} />;
  if (state.notes.length === 0) return <Typography sx={{ px: 2 }} color="text.secondary">{t('releaseNotes.empty')}</Typography>;
  return (
    <List aria-label={t('releaseNotes.whatsNew')}>
      {state.notes.map((note) => (
        <ListItemButton key={note.id} onClick={() => onOpenNote(note)} alignItems="flex-start" sx={{ gap: 1.5 }}>
          <Box aria-hidden sx={{ width: 8, height: 8, mt: 1.25, flexShrink: 0, borderRadius: '50%', bgcolor: note.read ? 'transparent' : 'info.main' }} />
          <ListItemText
            primary={
              <>
                {note.title}
                {!note.read && <VisuallyHidden>{` (${t('releaseNotes.unread')})`}</VisuallyHidden>}
              </>
            }
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>{formatReleaseNoteDate(note.release_note_date, i18n.language)}</Box>
                {note.summary}
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: note.read ? 400 : 600 } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
