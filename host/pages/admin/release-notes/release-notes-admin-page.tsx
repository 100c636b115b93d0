/** /admin/release-notes: every release note, published or not, newest first, and "New release note". */
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { ReleaseNote } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { NameDialog } from '../../../components/name-dialog';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../components/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { formatReleaseNoteDate } from '../../release-notes/format-release-note-date';
import { adminReleaseNotePage, releaseNotePaths } from '../../release-notes/release-note-paths';

/** Today as YYYY-MM-DD in local time: a new note speaks of the day it is written. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function ReleaseNotesAdminPage() {
  const { t, i18n } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const notes = useAsync((signal) => http.get<ReleaseNote[]>(releaseNotePaths.adminList, { signal }), [http]);
  useHeaderTitle(t('releaseNotes.admin.title'));

  const create = async (title: string) => {
    const note = await http.post<ReleaseNote>(releaseNotePaths.adminList, { title, release_note_date: today() });
    snackbar.show(t('releaseNotes.admin.created', { title: note.title }));
    await navigate(adminReleaseNotePage(note.id));
  };

  if (notes.status === 'loading') return <PageLoading label={t('releaseNotes.loading')} />;
  if (notes.status === 'error') return <ErrorState message={describeHttpError(notes.error, t)} onRetry={notes.reload} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('releaseNotes.admin.create')}
        </Button>
      </div>
      {notes.data.length === 0 ? (
        <Typography color="text.secondary">{t('releaseNotes.admin.empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('releaseNotes.admin.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('releaseNotes.admin.columns.title')}</TableCell>
                <TableCell>{t('releaseNotes.admin.columns.date')}</TableCell>
                <TableCell>{t('releaseNotes.admin.columns.published')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {notes.data.map((note) => (
                <TableRow key={note.id} hover>
                  <TableCell>
                    <Link component={NavLink} to={adminReleaseNotePage(note.id)}>
                      {note.title}
                    </Link>
                  </TableCell>
                  <TableCell>{formatReleaseNoteDate(note.release_note_date, i18n.language)}</TableCell>
                  <TableCell>{note.published ? t('releaseNotes.admin.yes') : t('releaseNotes.admin.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <NameDialog
        open={creating}
        title={t('releaseNotes.admin.createTitle')}
        submitLabel={t('common.create')}
        onSubmit={create}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
