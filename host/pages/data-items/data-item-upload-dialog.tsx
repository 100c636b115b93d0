import { Alert, Box, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { ImportProblemsTable } from '../../../sdk/ui/import-problems-table';
import { UploadProgress } from '../../../sdk/ui/upload-progress';
import { DialogButtons } from '../../components/dialog-buttons';
import { usePreviewedUpload } from '../../components/use-previewed-upload';
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
  const titleId = useId();
  const [name, setName] = useState('');
  const upload = usePreviewedUpload<P, T>({
    path: kind.api.upload,
    fields: (file) => ({ name: name.trim() || file.name.replace(/\.[^.]+$/, '') }),
    onWritten: (created) => {
      close();
      onCreated(created);
    },
  });
  const close = () => {
    setName('');
    upload.reset();
    onClose();
  };

  const { step, preview, busy, busyWith } = upload;
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
          <SpreadsheetFilePicker disabled={busy} onFile={upload.choose} chosenName={step.kind === 'choose' ? undefined : step.file.name} />
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
        busy={busyWith === 'writing'}
        submitLabel={t('common.create')}
        submitDisabled={!preview || errors.length > 0 || busyWith === 'reading'}
        onSubmit={upload.write}
      />
    </Dialog>
  );
}
