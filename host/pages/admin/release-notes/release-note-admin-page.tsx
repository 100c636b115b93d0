/**
 * /admin/release-notes/{releaseNoteId}: one release note for the system admin, starting on its details
 * (the fields, the text, the images); the preview shows it as readers will.
 */
import { Box, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseNote } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useRouteIds } from '../../../components/use-route-ids';
import { useHeaderTitle } from '../../../shell/header-bar';
import { releaseNotePaths } from '../../release-notes/release-note-paths';
import { ReleaseNoteView } from '../../release-notes/release-note-view';
import { ReleaseNoteDetails } from './release-note-details';

const TABS = ['details', 'preview'] as const;
type NoteTab = (typeof TABS)[number];

export function ReleaseNoteAdminPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const noteId = useRouteIds().twins.releaseNoteIdInt;
  const note = useAsync((signal) => http.get<ReleaseNote>(releaseNotePaths.adminNote(noteId), { signal }), [http, noteId]);
  useHeaderTitle(note.status === 'ready' ? note.data.title : t('releaseNotes.admin.loadingNote'));
  if (note.status === 'loading') return <PageLoading label={t('releaseNotes.admin.loadingNote')} />;
  if (note.status === 'error') return <ErrorState message={describeHttpError(note.error, t)} onRetry={note.reload} />;
  return <NoteTabs key={note.data.id} note={note.data} reload={note.reload} />;
}

function NoteTabs({ note, reload }: { note: ReleaseNote; reload(): void }) {
  const { t } = useTranslation('host');
  const [tab, setTab] = useState<NoteTab>('details');
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Tabs value={tab} onChange={(_event, value: NoteTab) => setTab(value)} aria-label={note.title}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`releaseNotes.admin.${key}`)} id={`release-note-tab-${key}`} aria-controls={`release-note-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`release-note-panel-${tab}`} aria-labelledby={`release-note-tab-${tab}`}>
        {tab === 'details' && <ReleaseNoteDetails note={note} onChanged={reload} />}
        {tab === 'preview' && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <ReleaseNoteView note={note} />
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
