import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Id } from '../../core/domain/api-types';
import { registryImportPath, type RegistryImportPreview, type RegistryImportRow } from '../../core/domain/registry-io-types';
import type { AssignableRegistry } from '../../core/domain/registry-types';
import { uploadWithProgress } from '../../core/http/upload-with-progress';
import { Session } from '../../core/services/session';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useService } from '../services-context';
import { FilePicker } from '../ui/file-picker';
import { ImportProblemsTable } from '../ui/import-problems-table';
import { UploadProgress } from '../ui/upload-progress';

export interface RegistryImportDialogProps {
  open: boolean;
  projectId: Id;
  registry: AssignableRegistry;
  /** The items in the company's words, plural: "Stakeholders". */
  itemsLabel: string;
  /** Their roles / categories in the company's words, plural: "Stakeholder Roles". */
  groupsLabel: string;
  onClose: () => void;
  /** After a successful import, with the server's answer (both registry lists, e.g. { stakeholders, stakeholder_roles }). */
  onImported: (answer: Record<string, unknown[]>) => void;
}

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'busy'; file: File; progress: number; message: 'reading' | 'uploading' }
  | { kind: 'preview'; file: File; preview: RegistryImportPreview; error?: string };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function RowsTable({ caption, rows }: { caption: string; rows: readonly RegistryImportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label={caption}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 600 }}>{caption}</caption>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.line}>
            <TableCell sx={{ width: 64 }}>{row.line}</TableCell>
            <TableCell component="th" scope="row">
              {row.name}
              <Typography variant="body2" component="span" color="text.secondary">
                {row.group_names && row.group_names.length > 0 ? ` — ${row.group_names.join('; ')}` : ''}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Imports a CSV or XLSX file into a registry: the user chooses a file, sees what it would add and update
 * and every row that is wrong (with its row number and the reason), then imports it, whole or not at all.
 */
export function RegistryImportDialog({ open, projectId, registry, itemsLabel, groupsLabel, onClose, onImported }: RegistryImportDialogProps) {
  const t = useSdkTranslate();
  const session = useService(Session);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const close = () => {
    setStep({ kind: 'choose' });
    onClose();
  };
  const send = <T,>(file: File, preview: boolean) => {
    const form = new FormData();
    form.append('file', file);
    const message = preview ? 'reading' : 'uploading';
    setStep({ kind: 'busy', file, progress: 0, message });
    return uploadWithProgress<T>(session, registryImportPath(projectId, registry, preview), form, (progress) =>
      setStep({ kind: 'busy', file, progress, message }),
    );
  };
  const choose = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, preview: await send<RegistryImportPreview>(file, true) });
    } catch (error) {
      setStep({ kind: 'choose', error: (error as Error).message });
    }
  };
  const importFile = async (file: File, preview: RegistryImportPreview) => {
    try {
      onImported(await send<Record<string, unknown[]>>(file, false));
      close();
    } catch (error) {
      setStep({ kind: 'preview', file, preview, error: (error as Error).message });
    }
  };

  const preview = step.kind === 'preview' ? step.preview : null;
  const newGroups = preview ? (preview.new_stakeholder_roles ?? preview.new_categories ?? []) : [];
  const canImport = preview !== null && preview.errors.length === 0 && preview.creates.length + preview.updates.length > 0;

  return (
    <Dialog open={open} onClose={step.kind === 'busy' ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('registryIo.importTitle', { items: itemsLabel })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('registryIo.help')}</Typography>
          <FilePicker
            accept={ACCEPT}
            disabled={step.kind === 'busy'}
            onFile={(file) => void choose(file)}
            chosen={step.kind === 'choose' ? undefined : t('registryIo.fileChosen', { name: step.file.name })}
          >
            {t('registryIo.chooseFile')}
          </FilePicker>
          <div role="status" aria-live="polite">
            {step.kind === 'busy' && <UploadProgress label={t(step.message === 'reading' ? 'registryIo.reading' : 'registryIo.uploading')} progress={step.progress} />}
            {preview && preview.creates.length + preview.updates.length + preview.errors.length === 0 && <Typography>{t('registryIo.nothing')}</Typography>}
          </div>
          {(step.kind === 'choose' || step.kind === 'preview') && step.error && (
            <Alert severity="error" role="alert">
              {step.error}
            </Alert>
          )}
          {preview && preview.errors.length > 0 && (
            <Stack spacing={1}>
              <Alert severity="error" role="alert">
                {t('registryIo.errors', { count: new Set(preview.errors.map((error) => error.line)).size })}
              </Alert>
              <ImportProblemsTable
                problems={preview.errors.map((error) => ({ where: String(error.line), reason: error.reason }))}
                whereHeader={t('registryIo.line')}
                reasonHeader={t('registryIo.reason')}
              />
            </Stack>
          )}
          {preview && (
            <>
              <RowsTable caption={t('registryIo.creates', { count: preview.creates.length })} rows={preview.creates} />
              <RowsTable caption={t('registryIo.updates', { count: preview.updates.length })} rows={preview.updates} />
              {newGroups.length > 0 && <Typography variant="body2">{t('registryIo.newGroups', { groups: groupsLabel, names: newGroups.join(', ') })}</Typography>}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={step.kind === 'busy'}>
          {t('registryIo.cancel')}
        </Button>
        <Button variant="contained" disabled={!canImport} onClick={() => step.kind === 'preview' && void importFile(step.file, step.preview)}>
          {t('registryIo.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
