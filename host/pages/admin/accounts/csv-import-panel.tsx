/**
 * A CSV import with a preview: the chosen file is first sent as a dry run, which answers every row with
 * its errors; the import itself sends the same file again and skips the rows with errors.
 */
import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImportReport } from '../../../../core/domain/admin-accounts';
import { uploadWithProgress } from '../../../../core/http/upload-with-progress';
import { Session } from '../../../../core/services/session';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { refusalText } from './refusal-text';
import { FilePicker } from '../../../../sdk/ui/file-picker';

export function CsvImportPanel(props: { heading: string; help: string; url(dryRun: boolean): string; onImported(): void }) {
  const { t } = useTranslation('host');
  const session = useService(Session);
  const snackbar = useService(SuccessSnackbar);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (chosen: File, dryRun: boolean): Promise<CsvImportReport> => {
    const form = new FormData();
    form.append('file', chosen);
    return uploadWithProgress<CsvImportReport>(session, props.url(dryRun), form, () => {});
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(refusalText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: File) =>
    run(async () => {
      setFile(chosen);
      setPreview(null);
      setPreview(await send(chosen, true));
    });
  const importRows = () =>
    run(async () => {
      if (!file) return;
      const report = await send(file, false);
      snackbar.show(t('systemAccounts.csv.imported', { count: report.valid_count }));
      setFile(null);
      setPreview(null);
      props.onImported();
    });
  const cancel = () => {
    setFile(null);
    setPreview(null);
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {props.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.help}
      </Typography>
      <div>
        <FilePicker accept=".csv,text/csv" loading={busy && !preview} onFile={(chosen) => void choose(chosen)}>
          {t('systemAccounts.csv.choose')}
        </FilePicker>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      {preview && file && (
        <Stack spacing={1} component="section" aria-label={t('systemAccounts.csv.previewOf', { file: file.name })}>
          <Alert severity={preview.error_count > 0 ? 'warning' : 'info'}>
            {t('systemAccounts.csv.importable', { count: preview.valid_count })} {t('systemAccounts.csv.skipped', { count: preview.error_count })}
          </Alert>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('systemAccounts.csv.line')}</TableCell>
                <TableCell>{t('systemAccounts.csv.values')}</TableCell>
                <TableCell>{t('systemAccounts.csv.problems')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line} selected={row.errors.length > 0}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{Object.values(row.values).filter(Boolean).join(' · ')}</TableCell>
                  <TableCell sx={{ color: row.errors.length > 0 ? 'error.main' : 'success.main' }}>
                    {row.errors.length > 0 ? row.errors.join(' ') : t('systemAccounts.csv.ok')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void importRows()} loading={busy} disabled={preview.valid_count === 0}>
              {t('systemAccounts.csv.import', { count: preview.valid_count })}
            </Button>
            <Button onClick={cancel} disabled={busy}>
              {t('systemAccounts.csv.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
