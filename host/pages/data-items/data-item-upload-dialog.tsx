import { Alert, Box, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { uploadWithProgress } from '../../../core/http/upload-with-progress';
import { HttpError } from '../../../core/services/http-client';
import { Session } from '../../../core/services/session';
import { useService } from '../../../sdk/services-context';
import { ImportProblemsTable } from '../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../sdk/ui/upload-progress';
import { DialogButtons } from '../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import type { DataItemKind } from './data-item-kind';
import { SpreadsheetFilePicker } from './spreadsheet-file-picker';

type UploadErrors = Array<{ line: number; reason: string }>;

/** What a `?preview=true` upload answers: the rows the server read and every problem by row. */
export interface UploadPreview<Row extends { line: number }> {
  rows: Row[];
  errors: UploadErrors;
}

/** One column of the preview table. */
export interface PreviewColumn<Row> {
  label: string;
  value(row: Row): string;
}

type Step<P> =
  | { kind: 'choose'; error?: string }
  | { kind: 'busy'; file: File; progress: number; message: 'reading' | 'creating'; preview?: P }
  | { kind: 'preview'; file: File; preview: P; error?: string };

/** The rows a refused upload names (422 `errors`), if it named any. */
function uploadErrorsOf(failure: unknown): UploadErrors | null {
  if (!(failure instanceof HttpError) || failure.status !== 422) return null;
  const errors = (failure.body as { errors?: UploadErrors } | null)?.errors;
  return Array.isArray(errors) ? errors : null;
}

function failureMessage(failure: unknown, t: TFunction<'host'>): string {
  return fieldError(failure, 'file', t) ?? fieldError(failure, 'name', t) ?? describeHttpError(failure, t);
}

/** The rows the file holds, as the server read them: the user checks the tree before anything is written. */
function PreviewTable<Row extends { line: number }>({ rows, columns }: { rows: readonly Row[]; columns: readonly PreviewColumn<Row>[] }) {
  const { t } = useTranslation('host');
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 320 }} tabIndex={0} role="region" aria-label={t('dataItems.upload.rows')}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('dataItems.upload.line')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.label} sx={{ overflowWrap: 'anywhere' }}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export interface DataItemUploadDialogProps<T extends DataItemSummary, Row extends { line: number }, P extends UploadPreview<Row>> {
  kind: DataItemKind<T>;
  columns: readonly PreviewColumn<Row>[];
  /** "Ready: 2 groups and 3 details.": what a clean file will make. */
  ready(preview: P): string;
  open: boolean;
  onClose(): void;
  onCreated(item: T): void;
}

/**
 * Makes a catalog or a map from a spreadsheet (CSV or XLSX). The file is first sent as a preview, which writes
 * nothing and lists its rows and every problem by row; Create is offered once the file has none.
 */
export function DataItemUploadDialog<T extends DataItemSummary, Row extends { line: number }, P extends UploadPreview<Row>>({
  kind,
  columns,
  ready,
  open,
  onClose,
  onCreated,
}: DataItemUploadDialogProps<T, Row, P>) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const titleId = useId();
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step<P>>({ kind: 'choose' });

  const itemName = (file: File) => name.trim() || file.name.replace(/\.[^.]+$/, '');
  const send = <A,>(file: File, message: 'reading' | 'creating', preview?: P) => {
    const form = new FormData();
    form.append('name', itemName(file));
    form.append('file', file);
    setStep({ kind: 'busy', file, progress: 0, message, preview });
    return uploadWithProgress<A>(session, kind.api.upload(message === 'reading'), form, (progress) => setStep({ kind: 'busy', file, progress, message, preview }));
  };
  const close = () => {
    setName('');
    setStep({ kind: 'choose' });
    onClose();
  };
  const choose = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, preview: await send<P>(file, 'reading') });
    } catch (failure) {
      setStep({ kind: 'choose', error: failureMessage(failure, t) });
    }
  };
  const create = async (file: File, preview: P) => {
    try {
      const created = await send<T>(file, 'creating', preview);
      close();
      onCreated(created);
    } catch (failure) {
      const errors = uploadErrorsOf(failure);
      setStep(errors ? { kind: 'preview', file, preview: { ...preview, errors } } : { kind: 'preview', file, preview, error: failureMessage(failure, t) });
    }
  };

  const busy = step.kind === 'busy';
  const preview = step.kind === 'choose' ? null : (step.preview ?? null);
  const errors = preview?.errors ?? [];
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t(`${kind.messages}.upload.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t(`${kind.messages}.upload.intro`)}</DialogContentText>
          <TextField
            label={t(`${kind.messages}.upload.name`)}
            helperText={t('dataItems.upload.nameHelp')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            fullWidth
          />
          <SpreadsheetFilePicker disabled={busy} onFile={(file) => void choose(file)} chosenName={step.kind === 'choose' ? undefined : step.file.name} />
          <div role="status" aria-live="polite">
            {step.kind === 'busy' && <UploadProgress label={step.message === 'reading' ? t('dataItems.upload.reading') : t(`${kind.messages}.upload.creating`)} progress={step.progress} />}
            {preview && errors.length === 0 && (
              <Alert severity="success">{ready(preview)}</Alert>
            )}
          </div>
          {step.kind !== 'busy' && step.error && (
            <Alert severity="error" role="alert">
              {step.error}
            </Alert>
          )}
          {preview && errors.length > 0 && (
            <>
              <Alert severity="error" role="alert">
                {t('dataItems.upload.hasErrors', { count: errors.length })}
              </Alert>
              <ImportProblemsTable
                label={t('dataItems.upload.errors')}
                problems={errors.map((problem) => ({ where: t('dataItems.upload.row', { line: problem.line }), reason: problem.reason }))}
                whereHeader={t('dataItems.upload.where')}
                reasonHeader={t('dataItems.upload.problem')}
              />
            </>
          )}
          {preview && preview.rows.length > 0 && <PreviewTable rows={preview.rows} columns={columns} />}
        </Stack>
      </DialogContent>
      <DialogButtons
        onCancel={close}
        busy={busy && step.message === 'creating'}
        submitLabel={t('common.create')}
        submitDisabled={!preview || errors.length > 0 || (busy && step.message === 'reading')}
        onSubmit={() => step.kind === 'preview' && void create(step.file, step.preview)}
      />
    </Dialog>
  );
}
