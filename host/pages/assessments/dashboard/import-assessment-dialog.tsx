import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
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
import { FilePicker } from '../../../../sdk/ui/file-picker';
import { ImportProblemsTable } from '../../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../../sdk/ui/upload-progress';
import { DialogButtons } from '../../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../../components/http-error-message';

const ACCEPT = '.json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'busy'; file: File; progress: number; message: 'reading' | 'importing'; preview?: AssessmentImportPreview }
  | { kind: 'preview'; file: File; preview: AssessmentImportPreview; error?: string };

/** The problems a refused import names (422 `errors`), if it named any. */
function importErrorsOf(failure: unknown): AssessmentImportError[] | null {
  if (!(failure instanceof HttpError) || failure.status !== 422) return null;
  const errors = (failure.body as { errors?: AssessmentImportError[] } | null)?.errors;
  return Array.isArray(errors) ? errors : null;
}

/** What the server said about the file or the name (too large, unreadable, too long), else the usual account. */
function failureMessage(failure: unknown, t: TFunction<'host'>): string {
  return fieldError(failure, 'file', t) ?? fieldError(failure, 'name', t) ?? describeHttpError(failure, t);
}

function whereOf(problem: AssessmentImportError, t: TFunction<'host'>): string {
  if (problem.line !== undefined) return t('assessments.import.row', { line: problem.line });
  return problem.path || t('assessments.import.wholeFile');
}

function SectionsTable({ preview }: { preview: AssessmentImportPreview }) {
  const { t } = useTranslation('host');
  return (
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
            <TableCell component="th" scope="row">
              {section.name}
            </TableCell>
            <TableCell align="right">{section.group_count}</TableCell>
            <TableCell align="right">{section.question_count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Makes a new assessment from a template: a structure exported from Tessera (.json) or the spreadsheet
 * template (.xlsx). The file is first sent as a preview, which writes nothing and lists the sections it
 * holds and every problem by row (or place in the JSON); Import is offered only once the file has none.
 */
export function ImportAssessmentDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(assessment: Assessment): void }) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const titleId = useId();
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const send = <T,>(file: File, message: 'reading' | 'importing', preview?: AssessmentImportPreview) => {
    const form = new FormData();
    if (name.trim()) form.append('name', name.trim());
    form.append('file', file);
    setStep({ kind: 'busy', file, progress: 0, message, preview });
    return uploadWithProgress<T>(session, assessmentImportPath(message === 'reading'), form, (progress) => setStep({ kind: 'busy', file, progress, message, preview }));
  };
  const close = () => {
    setName('');
    setStep({ kind: 'choose' });
    onClose();
  };
  const choose = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, preview: await send<AssessmentImportPreview>(file, 'reading') });
    } catch (failure) {
      setStep({ kind: 'choose', error: failureMessage(failure, t) });
    }
  };
  const importFile = async (file: File, preview: AssessmentImportPreview) => {
    try {
      const created = await send<Assessment>(file, 'importing', preview);
      close();
      onImported(created);
    } catch (failure) {
      const errors = importErrorsOf(failure);
      setStep(errors ? { kind: 'preview', file, preview: { ...preview, errors } } : { kind: 'preview', file, preview, error: failureMessage(failure, t) });
    }
  };

  const busy = step.kind === 'busy';
  const preview = step.kind === 'choose' ? null : (step.preview ?? null);
  const errors = preview?.errors ?? [];
  const shownName = name.trim() || preview?.name;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('assessments.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('assessments.import.intro')}</DialogContentText>
          <TextField
            label={t('assessments.import.name')}
            helperText={t('assessments.import.nameHelp')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            fullWidth
          />
          <FilePicker
            accept={ACCEPT}
            disabled={busy}
            onFile={(file) => void choose(file)}
            chosen={step.kind === 'choose' ? undefined : t('assessments.import.fileChosen', { name: step.file.name })}
          >
            {step.kind === 'choose' ? t('assessments.import.choose') : t('assessments.import.chooseAnother')}
          </FilePicker>
          <div role="status" aria-live="polite">
            {step.kind === 'busy' && <UploadProgress label={t(`assessments.import.${step.message}`)} progress={step.progress} />}
            {preview && errors.length === 0 && (
              <Alert severity="success">
                {t('assessments.import.ready', { name: shownName, count: preview.sections.length, sections: preview.sections.length, questions: preview.question_count })}
              </Alert>
            )}
          </div>
          {step.kind !== 'busy' && step.error && (
            <Alert severity="error" role="alert">
              {step.error}
            </Alert>
          )}
          {preview && (
            <Stack spacing={1.5} component="section" aria-label={t('assessments.import.previewOf', { file: step.kind === 'choose' ? '' : step.file.name })}>
              {errors.length > 0 && (
                <>
                  <Alert severity="error" role="alert">
                    {t('assessments.import.hasErrors', { count: errors.length })}
                  </Alert>
                  <ImportProblemsTable
                    label={t('assessments.import.errors')}
                    problems={errors.map((problem) => ({ where: whereOf(problem, t), reason: problem.reason }))}
                    whereHeader={t('assessments.import.where')}
                    reasonHeader={t('assessments.import.problem')}
                  />
                </>
              )}
              {preview.sections.length > 0 && <SectionsTable preview={preview} />}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogButtons
        onCancel={close}
        busy={busy && step.message === 'importing'}
        submitLabel={t('assessments.import.submit')}
        submitDisabled={!preview || errors.length > 0 || (busy && step.message === 'reading')}
        onSubmit={() => step.kind === 'preview' && void importFile(step.file, step.preview)}
      />
    </Dialog>
  );
}
