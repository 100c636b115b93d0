/**
 * A release note's details for the system admin: title, summary, date and published (saved together with
 * the rich text), its images, and delete.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, FormControlLabel, Paper, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReleaseNote, ReleaseNoteInput } from '../../../../core/domain/api-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { RichTextEditor } from '../../../../sdk/rich-text/rich-text-editor';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { releaseNotePaths } from '../../release-notes/release-note-paths';
import { refusalText } from '../accounts/refusal-text';
import { useAdminChange } from '../accounts/use-admin-change';
import { ReleaseNoteImages, useUploadReleaseNoteImage } from './release-note-images';

const RELEASE_NOTES_PAGE = '/admin/release-notes';

type NoteForm = Required<ReleaseNoteInput>;

const formOf = ({ title, summary, body, release_note_date, published }: ReleaseNote): NoteForm => ({ title, summary, body, release_note_date, published });

export function ReleaseNoteDetails({ note, onChanged }: { note: ReleaseNote; onChanged(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const navigate = useNavigate();
  const upload = useUploadReleaseNoteImage(note.id);
  const [form, setForm] = useState(() => formOf(note));
  const { busy, error, run } = useAdminChange();
  const [deleting, setDeleting] = useState(false);
  const change = (fields: Partial<NoteForm>) => setForm((current) => ({ ...current, ...fields }));
  const valid = form.title.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(form.release_note_date);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await run(() => http.put(releaseNotePaths.adminNote(note.id), form)))) return;
    snackbar.show(t('releaseNotes.admin.saved'));
    onChanged();
  };
  const remove = async () => {
    await http.delete(releaseNotePaths.adminNote(note.id));
    snackbar.show(t('releaseNotes.admin.deleted'));
    await navigate(RELEASE_NOTES_PAGE);
  };
  const uploadInText = async (file: File) => {
    const answer = await upload(file);
    onChanged();
    return answer.release_note_images[answer.release_note_images.length - 1].url;
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Stack component="form" spacing={2} onSubmit={save} noValidate>
          <TextField label={t('releaseNotes.admin.fields.title')} value={form.title} onChange={(event) => change({ title: event.target.value })} required sx={{ maxWidth: 560 }} />
          <TextField
            label={t('releaseNotes.admin.fields.summary')}
            value={form.summary}
            onChange={(event) => change({ summary: event.target.value })}
            multiline
            minRows={2}
            sx={{ maxWidth: 560 }}
          />
          <TextField
            label={t('releaseNotes.admin.fields.date')}
            type="date"
            value={form.release_note_date}
            onChange={(event) => change({ release_note_date: event.target.value })}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 240 }}
          />
          <FormControlLabel
            control={<Switch checked={form.published} onChange={(event) => change({ published: event.target.checked })} />}
            label={t('releaseNotes.admin.fields.published')}
          />
          <RichTextEditor label={t('releaseNotes.admin.fields.body')} value={form.body} onChange={(body) => change({ body })} uploadImage={uploadInText} />
          {error && <Alert severity="error">{error}</Alert>}
          <div>
            <Button type="submit" variant="contained" loading={busy} disabled={!valid}>
              {t('releaseNotes.admin.save')}
            </Button>
          </div>
        </Stack>
        <ReleaseNoteImages note={note} onChanged={onChanged} />
        <div>
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
            {t('releaseNotes.admin.delete')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t('releaseNotes.admin.deleteTitle', { title: note.title })}
        body={t('releaseNotes.admin.deleteText')}
        confirmLabel={t('releaseNotes.admin.delete')}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
        describeError={(failure) => refusalText(failure, t)}
      />
    </Paper>
  );
}
