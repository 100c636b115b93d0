import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assessmentImportPath,
  type Assessment,
  type AssessmentImportError,
  type AssessmentImportPreview,
} from '../../../../core/domain/assessment-types';
import { uploadWithProgress } from '../../../../core/http/upload-with-progress';
import { HttpError } from '../../../../core/services/http-client';
import { Session } from '../../../../core/services/session';
import { useService } from '../../../../sdk/services-context';
import { DialogButtons } from '../../../components/dialog-buttons';
import { describeHttpError } from '../../../components/http-error-message';

const ACCEPTED = '.json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The errors a refused import names (422 `errors`), if it named any. */
function importErrorsOf(failure: unknown): AssessmentImportError[] | null {
  if (!(failure instanceof HttpError) || failure.status !== 422) return null;
  const errors = (failure.body as { errors?: AssessmentImportError[] } | null)?.errors;
  return Array.isArray(errors) ? errors : null;
}

/**
 * Makes a new assessment from a template: a structure exported from Tessera (.json) or the spreadsheet
 * template (.xlsx). The file is first sent as a preview, which writes nothing and lists every problem by
 * row (or place in the JSON); Create is offered only once the file has none.
 */
export function ImportAssessmentDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(assessment: Assessment): void }) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [preview, setPreview] = useState<AssessmentImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = <T,>(chosen: File, previewOnly: boolean) => {
    const form = new FormData();
    form.append('file', chosen);
    if (name.trim()) form.append('name', name.trim());
    return uploadWithProgress<T>(session, assessmentImportPath(previewOnly), form, () => {});
  };
  const reset = () => {
    setFile(null);
    setName('');
    setPreview(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setError(null);
    setBusy(true);
    try {
      setPreview(await send<AssessmentImportPreview>(chosen, true));
    } catch (failure) {
      const errors = importErrorsOf(failure);
      if (errors) setPreview({ name: chosen.name, sections: [], question_count: 0, errors });
      else setError(describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const create = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const created = await send<Assessment>(file, false);
      reset();
      onImported(created);
    } catch (failure) {
      const errors = importErrorsOf(failure);
      if (errors && preview) setPreview({ ...preview, errors });
      else setError(describeHttpError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const errors = preview?.errors ?? [];
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('assessments.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('assessments.import.intro')}</DialogContentText>
          <TextField label={t('assessments.import.name')} helperText={t('assessments.import.nameHelp')} value={name} onChange={(event) => setName(event.target.value)} fullWidth />
          <div>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />} loading={busy && !preview}>
              {file ? t('assessments.import.chooseAnother') : t('assessments.import.choose')}
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED}
                hidden
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (chosen) void choose(chosen);
                }}
              />
            </Button>
            {file && (
              <Typography component="span" sx={{ ml: 1.5 }}>
                {file.name}
              </Typography>
            )}
          </div>
          {error && <Alert severity="error">{error}</Alert>}
          {preview && (
            <Stack spacing={1.5} component="section" aria-label={t('assessments.import.previewOf', { file: file?.name ?? '' })}>
              <Alert severity={errors.length > 0 ? 'error' : 'success'}>
                {errors.length > 0
                  ? t('assessments.import.hasErrors', { count: errors.length })
                  : t('assessments.import.ready', { name: preview.name, sections: preview.sections.length, questions: preview.question_count })}
              </Alert>
              {errors.length > 0 && (
                <Table size="small" aria-label={t('assessments.import.errors')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('assessments.import.where')}</TableCell>
                      <TableCell>{t('assessments.import.problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {errors.map((problem, index) => (
                      <TableRow key={index}>
                        <TableCell>{problem.line !== undefined ? t('assessments.import.row', { line: problem.line }) : (problem.path ?? '')}</TableCell>
                        <TableCell sx={{ color: 'error.main' }}>{problem.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {preview.sections.length > 0 && (
                <Table size="small" aria-label={t('assessments.import.sections')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('assessments.import.section')}</TableCell>
                      <TableCell align="right">{t('assessments.import.groups')}</TableCell>
                      <TableCell align="right">{t('assessments.import.questions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.sections.map((section, index) => (
                      <TableRow key={index}>
                        <TableCell>{section.name}</TableCell>
                        <TableCell align="right">{section.group_count}</TableCell>
                        <TableCell align="right">{section.question_count}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={close} busy={busy && !!preview} submitLabel={t('common.create')} submitDisabled={!preview || errors.length > 0} onSubmit={() => void create()} />
    </Dialog>
  );
}
