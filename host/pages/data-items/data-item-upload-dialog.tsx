import { Alert, Box, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalog, DataCatalogUploadPreview } from '../../../core/domain/data-governance-types';
import { uploadWithProgress } from '../../../core/http/upload-with-progress';
import { HttpError } from '../../../core/services/http-client';
import { Session } from '../../../core/services/session';
import { useService } from '../../../sdk/services-context';
import { FilePicker } from '../../../sdk/ui/file-picker';
import { ImportProblemsTable } from '../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../sdk/ui/upload-progress';
import { DialogButtons } from '../../components/dialog-buttons';
import { describeHttpError, fieldError } from '../../components/http-error-message';
import { dataCatalogApi } from './data-catalog-paths';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PREVIEW_COLUMNS = ['group', 'path', 'type', 'owner', 'classification'] as const;

type UploadErrors = DataCatalogUploadPreview['errors'];
type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'busy'; file: File; progress: number; message: 'reading' | 'creating'; preview?: DataCatalogUploadPreview }
  | { kind: 'preview'; file: File; preview: DataCatalogUploadPreview; error?: string };

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
function PreviewTable({ preview }: { preview: DataCatalogUploadPreview }) {
  const { t } = useTranslation('host');
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 320 }} tabIndex={0} role="region" aria-label={t('dataCatalogs.upload.rows')}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('dataCatalogs.upload.line')}</TableCell>
            {PREVIEW_COLUMNS.map((column) => (
              <TableCell key={column}>{t(`dataCatalogs.fields.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {PREVIEW_COLUMNS.map((column) => (
                <TableCell key={column} sx={{ overflowWrap: 'anywhere' }}>
                  {row[column]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Makes a catalog from a spreadsheet (CSV or XLSX; columns group, path or parent and name, description, type,
 * owner, classification). The file is first sent as a preview, which writes nothing and lists its rows and every
 * problem by row; Create is offered once the file has none.
 */
export function CatalogUploadDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(catalog: DataCatalog): void }) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const titleId = useId();
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const catalogName = (file: File) => name.trim() || file.name.replace(/\.[^.]+$/, '');
  const send = <T,>(file: File, message: 'reading' | 'creating', preview?: DataCatalogUploadPreview) => {
    const form = new FormData();
    form.append('name', catalogName(file));
    form.append('file', file);
    setStep({ kind: 'busy', file, progress: 0, message, preview });
    return uploadWithProgress<T>(session, dataCatalogApi.upload(message === 'reading'), form, (progress) => setStep({ kind: 'busy', file, progress, message, preview }));
  };
  const close = () => {
    setName('');
    setStep({ kind: 'choose' });
    onClose();
  };
  const choose = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, preview: await send<DataCatalogUploadPreview>(file, 'reading') });
    } catch (failure) {
      setStep({ kind: 'choose', error: failureMessage(failure, t) });
    }
  };
  const create = async (file: File, preview: DataCatalogUploadPreview) => {
    try {
      const created = await send<DataCatalog>(file, 'creating', preview);
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
      <DialogTitle id={titleId}>{t('dataCatalogs.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('dataCatalogs.upload.intro')}</DialogContentText>
          <TextField
            label={t('dataCatalogs.upload.name')}
            helperText={t('dataCatalogs.upload.nameHelp')}
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
            chosen={step.kind === 'choose' ? undefined : t('dataCatalogs.upload.fileChosen', { name: step.file.name })}
          >
            {step.kind === 'choose' ? t('dataCatalogs.upload.choose') : t('dataCatalogs.upload.chooseAnother')}
          </FilePicker>
          <div role="status" aria-live="polite">
            {step.kind === 'busy' && <UploadProgress label={t(`dataCatalogs.upload.${step.message}`)} progress={step.progress} />}
            {preview && errors.length === 0 && (
              <Alert severity="success">{t('dataCatalogs.upload.ready', { groups: preview.group_count, count: preview.detail_count })}</Alert>
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
                {t('dataCatalogs.upload.hasErrors', { count: errors.length })}
              </Alert>
              <ImportProblemsTable
                label={t('dataCatalogs.upload.errors')}
                problems={errors.map((problem) => ({ where: t('dataCatalogs.upload.row', { line: problem.line }), reason: problem.reason }))}
                whereHeader={t('dataCatalogs.upload.where')}
                reasonHeader={t('dataCatalogs.upload.problem')}
              />
            </>
          )}
          {preview && preview.rows.length > 0 && <PreviewTable preview={preview} />}
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
