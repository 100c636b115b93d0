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
import { FilePicker } from '../../../../sdk/ui/file-picker';
import { ImportProblemsTable } from '../../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../../sdk/ui/upload-progress';
import { DialogButtons } from '../../../components/dialog-buttons';
import { usePreviewedUpload } from '../../../components/use-previewed-upload';

const ACCEPT = '.json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  const titleId = useId();
  const [name, setName] = useState('');
  const upload = usePreviewedUpload<AssessmentImportPreview, Assessment>({
    path: assessmentImportPath,
    fields: (): Record<string, string> => (name.trim() ? { name: name.trim() } : {}),
    onWritten: (created) => {
      close();
      onImported(created);
    },
  });
  const close = () => {
    setName('');
    upload.reset();
    onClose();
  };

  const { step, preview, busy, busyWith } = upload;
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
            onFile={upload.choose}
            chosen={step.kind === 'choose' ? undefined : t('assessments.import.fileChosen', { name: step.file.name })}
          >
            {step.kind === 'choose' ? t('assessments.import.choose') : t('assessments.import.chooseAnother')}
          </FilePicker>
          <div role="status" aria-live="polite">
            {step.kind === 'busy' && <UploadProgress label={t(step.message === 'reading' ? 'assessments.import.reading' : 'assessments.import.importing')} progress={step.progress} />}
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
        busy={busyWith === 'writing'}
        submitLabel={t('assessments.import.submit')}
        submitDisabled={!preview || errors.length > 0 || busyWith === 'reading'}
        onSubmit={upload.write}
      />
    </Dialog>
  );
}
