import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMapMappingUpload } from '../../../../core/domain/data-governance-types';
import { uploadWithProgress } from '../../../../core/http/upload-with-progress';
import { Session } from '../../../../core/services/session';
import { useService } from '../../../../sdk/services-context';
import { ImportProblemsTable } from '../../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../../sdk/ui/upload-progress';
import { DialogButtons } from '../../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../../components/http-error-message';
import { SpreadsheetFilePicker } from '../../data-items/spreadsheet-file-picker';


type Answer = DataMapMappingUpload<unknown>;
type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'busy'; file: File; progress: number; message: 'reading' | 'mapping' }
  | { kind: 'preview'; file: File; answer: Answer; error?: string }
  | { kind: 'done'; answer: Answer };

interface MappingUploadDialogProps {
  open: boolean;
  title: string;
  /** The columns the file needs, in the user's words. */
  intro: string;
  /** The upload's API path; with `preview` the server writes nothing. */
  path(preview: boolean): string;
  onClose(): void;
  /** After the mappings were written: the page reloads them. */
  onMapped(): void;
}

/**
 * Mappings from a spreadsheet. The file is read first without writing (the rows it can map, every other row
 * with its line and why); "Map" then writes the rows that name what exists and says again which rows it left.
 */
export function MappingUploadDialog({ open, title, intro, path, onClose, onMapped }: MappingUploadDialogProps) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const send = (file: File, message: 'reading' | 'mapping') => {
    const form = new FormData();
    form.append('file', file);
    setStep({ kind: 'busy', file, progress: 0, message });
    return uploadWithProgress<Answer>(session, path(message === 'reading'), form, (progress) => setStep({ kind: 'busy', file, progress, message }));
  };
  const failureOf = (failure: unknown) => fieldError(failure, 'file', t) ?? describeHttpError(failure, t);
  const choose = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, answer: await send(file, 'reading') });
    } catch (failure) {
      setStep({ kind: 'choose', error: failureOf(failure) });
    }
  };
  const map = async (file: File, preview: Answer) => {
    try {
      setStep({ kind: 'done', answer: await send(file, 'mapping') });
      onMapped();
    } catch (failure) {
      setStep({ kind: 'preview', file, answer: preview, error: failureOf(failure) });
    }
  };
  const close = () => {
    setStep({ kind: 'choose' });
    onClose();
  };

  const busy = step.kind === 'busy';
  const answer = step.kind === 'preview' || step.kind === 'done' ? step.answer : null;
  const rowsCount = answer?.mappings.length ?? 0;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{intro}</DialogContentText>
          {step.kind !== 'done' && (
            <SpreadsheetFilePicker disabled={busy} onFile={(file) => void choose(file)} chosenName={step.kind === 'choose' ? undefined : step.file.name} />
          )}
          <div role="status" aria-live="polite">
            {step.kind === 'busy' && <UploadProgress label={t(`dataMapMapping.upload.${step.message}`)} progress={step.progress} />}
            {answer && (
              <Alert severity={rowsCount > 0 ? 'success' : 'warning'}>
                {t(step.kind === 'done' ? 'dataMapMapping.upload.mapped' : 'dataMapMapping.upload.ready', { count: rowsCount })}
              </Alert>
            )}
          </div>
          {(step.kind === 'choose' || step.kind === 'preview') && step.error && (
            <Alert severity="error" role="alert">
              {step.error}
            </Alert>
          )}
          {answer && answer.errors.length > 0 && (
            <ImportProblemsTable
              label={t('dataMapMapping.upload.errors', { count: answer.errors.length })}
              problems={answer.errors.map((problem) => ({ where: t('dataItems.upload.row', { line: problem.line }), reason: problem.reason }))}
              whereHeader={t('dataItems.upload.where')}
              reasonHeader={t('dataItems.upload.problem')}
            />
          )}
        </Stack>
      </DialogContent>
      {step.kind === 'done' ? (
        <DialogActions>
          <Button variant="contained" onClick={close}>
            {t('dataMapMapping.upload.close')}
          </Button>
        </DialogActions>
      ) : (
        <DialogButtons
          onCancel={close}
          busy={busy && step.message === 'mapping'}
          submitLabel={t('dataMapMapping.upload.map', { count: rowsCount })}
          submitDisabled={step.kind !== 'preview' || rowsCount === 0}
          onSubmit={() => step.kind === 'preview' && void map(step.file, step.answer)}
        />
      )}
    </Dialog>
  );
}
