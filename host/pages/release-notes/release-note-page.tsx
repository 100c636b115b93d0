/** /release-notes/{releaseNoteId}: one published release note; opening it marks it read. */
import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReleaseNote } from '../../../core/domain/api-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useRouteIds } from '../../components/use-route-ids';
import { useHeaderTitle } from '../../shell/header-bar';
import { releaseNotePaths } from './release-note-paths';
import { ReleaseNoteView } from './release-note-view';

export function ReleaseNotePage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const noteId = useRouteIds().twins.releaseNoteIdInt;
  const note = useAsync((signal) => http.post<ReleaseNote>(releaseNotePaths.markRead(noteId), undefined, { signal }), [http, noteId]);
  useHeaderTitle(note.status === 'ready' ? note.data.title : t('releaseNotes.whatsNew'));
  if (note.status === 'loading') return <PageLoading label={t('releaseNotes.loading')} />;
  if (note.status === 'error') return <ErrorState message={describeHttpError(note.error, t)} onRetry={note.reload} />;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
      <ReleaseNoteView note={note.data} />
    </Paper>
  );
}
