/** /admin/release-notes: every release note, published or not, newest first, and "New release note". */
import { Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { ReleaseNote } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { NameDialog } from '../../../components/name-dialog';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useHeaderTitle } from '../../../shell/header-bar';
import { formatReleaseNoteDate } from '../../release-notes/format-release-note-date';
import { adminReleaseNotePage, releaseNotePaths } from '../../release-notes/release-note-paths';
import { AdminListPage } from '../admin-list-page';

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

  return (
    <AdminListPage
      items={notes}
      labels={{ title: t('releaseNotes.admin.title'), loading: t('releaseNotes.loading'), create: t('releaseNotes.admin.create'), empty: t('releaseNotes.admin.empty') }}
      onCreate={() => setCreating(true)}
      columns={[
        {
          header: t('releaseNotes.admin.columns.title'),
          cell: (note) => (
            <Link component={NavLink} to={adminReleaseNotePage(note.id)}>
              {note.title}
            </Link>
          ),
        },
        { header: t('releaseNotes.admin.columns.date'), cell: (note) => formatReleaseNoteDate(note.release_note_date, i18n.language) },
        { header: t('releaseNotes.admin.columns.published'), cell: (note) => (note.published ? t('releaseNotes.admin.yes') : t('releaseNotes.admin.no')) },
      ]}
    >
      <NameDialog
        open={creating}
        title={t('releaseNotes.admin.createTitle')}
        submitLabel={t('common.create')}
        onSubmit={create}
        onClose={() => setCreating(false)}
      />
    </AdminListPage>
  );
}
